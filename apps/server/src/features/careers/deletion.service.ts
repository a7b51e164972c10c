/**
 * Data-deletion requests: an applicant asks from their confirmation email's link (a capability link
 * of purpose `data_deletion`); the request waits in a list for an admin, and confirming erases the
 * candidate, their resume files, answers and applications in that organization.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DeletionRequest } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { activityLog, candidates, deletionRequests, operationItems, resumes } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { revokeLinksFor } from '../../lib/capability-links';
import { newId } from '../../lib/ids';
import type { Storage } from '../../providers/storage';
import { removeCandidate, type Actor } from '../candidates/candidates.service';
import { DELETION_PURPOSE } from './apply.service';


/** Files a new request for the candidate, or finds the one already waiting; logs it once. */
export async function requestDeletion(db: Db, { orgId, candidateId }: { orgId: string; candidateId: string }): Promise<'requested' | 'pending' | 'gone'> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ firstName: candidates.firstName, lastName: candidates.lastName, email: candidates.email })
      .from(candidates)
      .where(and(eq(candidates.orgId, orgId), eq(candidates.id, candidateId)));
    if (!person) return 'gone';
    const made = await tx
      .insert(deletionRequests)
      .values({ id: newId(), orgId, candidateId, candidateName: `${person.firstName} ${person.lastName}`.trim(), email: person.email ?? '' })
      .onConflictDoNothing()
      .returning({ id: deletionRequests.id });
    if (made.length === 0) return 'pending';
    await logActivity(tx, { orgId, actorId: null, action: 'request_deletion', entityType: 'candidate', entityId: candidateId, changes: { request: { before: null, after: made[0]!.id } } });
    return 'requested';
  });
}

function toDto(r: typeof deletionRequests.$inferSelect): DeletionRequest {
  return {
    id: r.id,
    candidate_id: r.candidateId,
    candidate_name: r.candidateName,
    email: r.email,
    status: r.status,
    requested_at: r.requestedAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

export async function listDeletionRequests(db: Db, { orgId }: { orgId: string }): Promise<DeletionRequest[]> {
  const rows = await db
    .select()
    .from(deletionRequests)
    .where(eq(deletionRequests.orgId, orgId))
    .orderBy(sql`${deletionRequests.status} = 'pending' DESC`, desc(deletionRequests.requestedAt))
    .limit(200);
  return rows.map(toDto);
}

async function pendingRequest(tx: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await tx.select().from(deletionRequests).where(and(eq(deletionRequests.orgId, orgId), eq(deletionRequests.id, id))).for('update');
  if (!row) throw notFound('Deletion request');
  if (row.status !== 'pending') throw new AppError('conflict', `This request was already ${row.status}`);
  return row;
}

/** Erases the candidate with everything of theirs in the organization, then their stored files. */
export async function confirmDeletion(db: Db, storage: Storage, actor: Actor, id: string): Promise<DeletionRequest> {
  const keys: string[] = [];
  const row = await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, { orgId: actor.orgId, id });
    if (request.candidateId) {
      const files = await tx
        .delete(resumes)
        .where(and(eq(resumes.orgId, actor.orgId), eq(resumes.candidateId, request.candidateId)))
        .returning({ key: resumes.storageKey });
      keys.push(...files.map((f) => f.key));
      if (keys.length) {
        await tx
          .update(operationItems)
          .set({ storageKey: null, updatedAt: new Date() })
          .where(and(eq(operationItems.orgId, actor.orgId), inArray(operationItems.storageKey, keys)));
      }
      await revokeLinksFor(tx, actor.orgId, DELETION_PURPOSE, request.candidateId);
      await removeCandidate(tx, actor, request.candidateId);
      // The log keeps that something was erased, not who: the candidate's rows lose their details.
      await tx
        .update(activityLog)
        .set({ changes: null })
        .where(and(eq(activityLog.orgId, actor.orgId), eq(activityLog.entityType, 'candidate'), eq(activityLog.entityId, request.candidateId)));
    }
    const [done] = await tx
      .update(deletionRequests)
      .set({ status: 'confirmed', decidedBy: actor.actorId, decidedAt: new Date(), candidateName: 'Erased candidate', email: '', candidateId: null })
      .where(eq(deletionRequests.id, id))
      .returning();
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'erase', entityType: 'deletion_request', entityId: id });
    return done!;
  });
  // After the commit: a failed removal leaves an orphan file for the sweep, never a record without its file.
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
  return toDto(row);
}

export async function dismissDeletion(db: Db, actor: Actor, id: string): Promise<DeletionRequest> {
  const row = await db.transaction(async (tx) => {
    await pendingRequest(tx, { orgId: actor.orgId, id });
    const [done] = await tx
      .update(deletionRequests)
      .set({ status: 'dismissed', decidedBy: actor.actorId, decidedAt: new Date() })
      .where(eq(deletionRequests.id, id))
      .returning();
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'update', entityType: 'deletion_request', entityId: id, changes: { status: { before: 'pending', after: 'dismissed' } } });
    return done!;
  });
  return toDto(row);
}
