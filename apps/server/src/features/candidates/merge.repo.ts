/** The row moves of a candidate merge; each runs inside the merge transaction. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog, applicationStageHistory, applications, candidateIdentities, candidates, jobStages } from '../../db/schema';

export async function applicationsForMerge(db: Db, { orgId, candidateId }: { orgId: string; candidateId: string }) {
  return db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      stageId: applications.stageId,
      status: applications.status,
      kind: jobStages.kind,
      position: jobStages.position,
    })
    .from(applications)
    .innerJoin(jobStages, eq(jobStages.id, applications.stageId))
    .where(and(eq(applications.orgId, orgId), eq(applications.candidateId, candidateId)))
    .for('update', { of: applications });
}

export async function moveApplications(db: Db, { orgId, fromId, toId }: { orgId: string; fromId: string; toId: string }) {
  await db
    .update(applications)
    .set({ candidateId: toId, updatedAt: new Date() })
    .where(and(eq(applications.orgId, orgId), eq(applications.candidateId, fromId)));
}

/** Folds one application into another of the same job: its stage history and activity go to the kept one. */
export async function foldApplication(db: Db, { orgId, dropId, keepId }: { orgId: string; dropId: string; keepId: string }) {
  await db
    .update(applicationStageHistory)
    .set({ applicationId: keepId })
    .where(and(eq(applicationStageHistory.orgId, orgId), eq(applicationStageHistory.applicationId, dropId)));
  await repointActivity(db, { orgId, entityType: 'application', fromId: dropId, toId: keepId });
  await db.delete(applications).where(and(eq(applications.orgId, orgId), eq(applications.id, dropId)));
}

export async function repointActivity(db: Db, { orgId, entityType, fromId, toId }: { orgId: string; entityType: string; fromId: string; toId: string }) {
  await db
    .update(activityLog)
    .set({ entityId: toId })
    .where(and(eq(activityLog.orgId, orgId), eq(activityLog.entityType, entityType), eq(activityLog.entityId, fromId)));
}

export async function moveIdentities(db: Db, { orgId, fromId, toId }: { orgId: string; fromId: string; toId: string }) {
  await db
    .update(candidateIdentities)
    .set({ candidateId: toId })
    .where(and(eq(candidateIdentities.orgId, orgId), eq(candidateIdentities.candidateId, fromId)));
}

/** Marks the duplicate merged, and re-points records merged into it earlier. */
export async function markMerged(db: Db, { orgId, duplicateId, keptId }: { orgId: string; duplicateId: string; keptId: string }) {
  await db
    .update(candidates)
    .set({ mergedIntoId: keptId, updatedAt: new Date() })
    .where(and(eq(candidates.orgId, orgId), eq(candidates.mergedIntoId, duplicateId)));
  await db
    .update(candidates)
    .set({ mergedIntoId: keptId, updatedAt: new Date() })
    .where(and(eq(candidates.orgId, orgId), eq(candidates.id, duplicateId)));
}
