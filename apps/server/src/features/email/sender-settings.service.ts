/** Per-member signature and per-candidate opt-out: the two settings sending depends on. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, memberships } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { notFound } from '../../lib/app-error';

export async function getSignature(db: Db, { orgId, userId }: { orgId: string; userId: string }) {
  const [row] = await db
    .select({ signature: memberships.emailSignature })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
  if (!row) throw notFound('Membership');
  return { signature: row.signature };
}

export async function setSignature(db: Db, { orgId, userId, signature }: { orgId: string; userId: string; signature: string }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(memberships)
      .set({ emailSignature: signature, updatedAt: new Date() })
      .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
      .returning({ id: memberships.id });
    if (!row) throw notFound('Membership');
    await logActivity(tx, { orgId, actorId: userId, action: 'update', entityType: 'member', entityId: row.id, changes: { email_signature: { before: null, after: signature } } });
  });
  return { signature };
}

async function liveCandidate(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db
    .select({ optOut: candidates.emailOptOut })
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), eq(candidates.id, id), isNull(candidates.mergedIntoId)));
  if (!row) throw notFound('Candidate');
  return row;
}

export async function getOptOut(db: Db, p: { orgId: string; id: string }) {
  return { email_opt_out: (await liveCandidate(db, p)).optOut };
}

export async function setOptOut(db: Db, { orgId, actorId, id, optOut }: { orgId: string; actorId: string; id: string; optOut: boolean }) {
  await db.transaction(async (tx) => {
    const row = await liveCandidate(tx, { orgId, id });
    if (row.optOut === optOut) return;
    await tx.update(candidates).set({ emailOptOut: optOut, updatedAt: new Date() }).where(and(eq(candidates.orgId, orgId), eq(candidates.id, id)));
    await logActivity(tx, { orgId, actorId, action: 'update', entityType: 'candidate', entityId: id, changes: { email_opt_out: { before: row.optOut, after: optOut } } });
  });
  return { email_opt_out: optOut };
}
