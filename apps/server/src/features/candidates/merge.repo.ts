/** The row moves of a candidate merge; each runs inside the merge transaction. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog, applicationStageHistory, applications, candidateIdentities, candidates, emails, interviews, jobStages, operationItems, resumes, scorecards } from '../../db/schema';

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
  // Interviews and scorecards would go with the dropped application (cascade); they belong to the kept one.
  await db.update(interviews).set({ applicationId: keepId }).where(and(eq(interviews.orgId, orgId), eq(interviews.applicationId, dropId)));
  await db.update(scorecards).set({ applicationId: keepId }).where(and(eq(scorecards.orgId, orgId), eq(scorecards.applicationId, dropId)));
  await db.delete(applications).where(and(eq(applications.orgId, orgId), eq(applications.id, dropId)));
}

/** The duplicate's resumes, emails, interviews and upload results now name the kept candidate. */
export async function moveCandidateRecords(db: Db, { orgId, fromId, toId }: { orgId: string; fromId: string; toId: string }) {
  await db.update(resumes).set({ candidateId: toId }).where(and(eq(resumes.orgId, orgId), eq(resumes.candidateId, fromId)));
  await db.update(emails).set({ candidateId: toId }).where(and(eq(emails.orgId, orgId), eq(emails.candidateId, fromId)));
  await db.update(interviews).set({ candidateId: toId }).where(and(eq(interviews.orgId, orgId), eq(interviews.candidateId, fromId)));
  await db.update(operationItems).set({ candidateId: toId }).where(and(eq(operationItems.orgId, orgId), eq(operationItems.candidateId, fromId)));
}

export async function repointActivity(db: Db, { orgId, entityType, fromId, toId }: { orgId: string; entityType: string; fromId: string; toId: string }) {
  await db
    .update(activityLog)
    .set({ entityId: toId })
    .where(and(eq(activityLog.orgId, orgId), eq(activityLog.entityType, entityType), eq(activityLog.entityId, fromId)));
}

/** Frees the duplicate's identities; the kept record's are rewritten from the merged fields right after. */
export async function releaseIdentities(db: Db, { orgId, candidateId }: { orgId: string; candidateId: string }) {
  await db.delete(candidateIdentities).where(and(eq(candidateIdentities.orgId, orgId), eq(candidateIdentities.candidateId, candidateId)));
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
