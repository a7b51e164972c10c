/** Possible duplicates and the identity lookups of the dedupe policy; every query is scoped to the organization. */
import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidateDuplicates, candidateIdentities, candidates } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Holder, PossibleMatch } from './identities';

/** Enough holders of one phone to tell a shared number from a personal one. */
const PHONE_HOLDERS_LIMIT = 20;

/** Candidates (not merged away) holding any of the emails or phones, each with all their identities. */
export async function identityHolders(
  tx: Db,
  { orgId, emails, phones, exceptId }: { orgId: string; emails: string[]; phones: string[]; exceptId?: string },
): Promise<Holder[]> {
  const holdersWhere = (kind: 'email' | 'phone', values: string[]): SQL =>
    and(
      eq(candidateIdentities.orgId, orgId),
      eq(candidateIdentities.kind, kind),
      inArray(candidateIdentities.value, values),
      isNull(candidates.mergedIntoId),
      exceptId ? ne(candidateIdentities.candidateId, exceptId) : undefined,
    )!;
  const lookup = (kind: 'email' | 'phone', values: string[], limit: number) =>
    values.length === 0
      ? Promise.resolve([])
      : tx
          .selectDistinct({ id: candidateIdentities.candidateId })
          .from(candidateIdentities)
          .innerJoin(candidates, eq(candidates.id, candidateIdentities.candidateId))
          .where(holdersWhere(kind, values))
          .limit(limit);
  const ids = [...new Set([...(await lookup('email', emails, emails.length)), ...(await lookup('phone', phones, PHONE_HOLDERS_LIMIT * phones.length))].map((r) => r.id))];
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName })
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), inArray(candidates.id, ids)));
  const identities = await tx
    .select()
    .from(candidateIdentities)
    .where(and(eq(candidateIdentities.orgId, orgId), inArray(candidateIdentities.candidateId, ids)));
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    emails: identities.filter((i) => i.candidateId === r.id && i.kind === 'email').map((i) => i.value),
    phones: identities.filter((i) => i.candidateId === r.id && i.kind === 'phone').map((i) => i.value),
  }));
}

/** The pair in its stored order: lower id first, so each pair has one row. */
const pairOf = (a: string, b: string) => (a < b ? { candidateId: a, otherId: b } : { candidateId: b, otherId: a });

/** Records possible duplicates of a candidate; a pair already recorded (open, confirmed or dismissed) stays as it is. */
export async function insertProposals(tx: Db, { orgId, candidateId, matches }: { orgId: string; candidateId: string; matches: PossibleMatch[] }) {
  const rows = matches.filter((m) => m.candidateId !== candidateId).map((m) => ({ id: newId(), orgId, ...pairOf(candidateId, m.candidateId), reason: m.reason, value: m.value }));
  if (rows.length) await tx.insert(candidateDuplicates).values(rows).onConflictDoNothing();
}

const involves = (candidateId: string) => or(eq(candidateDuplicates.candidateId, candidateId), eq(candidateDuplicates.otherId, candidateId));

/** Open proposals involving the candidates, each with its other side while that is still a live record. */
export async function openProposals(db: Db, { orgId, candidateIds }: { orgId: string; candidateIds: string[] }) {
  if (candidateIds.length === 0) return [];
  const proposals = await db
    .select()
    .from(candidateDuplicates)
    .where(
      and(
        eq(candidateDuplicates.orgId, orgId),
        eq(candidateDuplicates.status, 'open'),
        or(inArray(candidateDuplicates.candidateId, candidateIds), inArray(candidateDuplicates.otherId, candidateIds)),
      ),
    )
    .orderBy(candidateDuplicates.createdAt);
  const pairs = candidateIds.flatMap((forId) =>
    proposals
      .filter((p) => p.candidateId === forId || p.otherId === forId)
      .map((proposal) => ({ forId, proposal, otherId: proposal.candidateId === forId ? proposal.otherId : proposal.candidateId })),
  );
  if (pairs.length === 0) return [];
  const live = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), isNull(candidates.mergedIntoId), inArray(candidates.id, [...new Set(pairs.map((p) => p.otherId))])));
  const byId = new Map(live.map((c) => [c.id, c]));
  return pairs.flatMap(({ forId, proposal, otherId }) => {
    const other = byId.get(otherId);
    return other ? [{ forId, proposal, other }] : [];
  });
}

export async function findProposal(tx: Db, { orgId, id, candidateId }: { orgId: string; id: string; candidateId: string }) {
  const [row] = await tx
    .select()
    .from(candidateDuplicates)
    .where(and(eq(candidateDuplicates.orgId, orgId), eq(candidateDuplicates.id, id), involves(candidateId)))
    .for('update');
  return row ?? null;
}

/** Settles the pair's proposal, if there is one (a merge confirms it, whichever way it was made). */
export async function decidePair(
  tx: Db,
  { orgId, a, b, status, decidedBy }: { orgId: string; a: string; b: string; status: 'confirmed' | 'dismissed'; decidedBy: string },
) {
  const { candidateId, otherId } = pairOf(a, b);
  await tx
    .update(candidateDuplicates)
    .set({ status, decidedBy, decidedAt: new Date() })
    .where(and(eq(candidateDuplicates.orgId, orgId), eq(candidateDuplicates.candidateId, candidateId), eq(candidateDuplicates.otherId, otherId)));
}
