import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activityLog,
  applications,
  applicationStageHistory,
  candidates,
  emailTemplates,
  jobs,
  jobStages,
  jobTriggers,
  memberships,
  notes,
  triggerRuns,
} from '../../db/schema';

type Org = { orgId: string };
export type TriggerRow = typeof jobTriggers.$inferSelect;
export type TriggerRunRow = typeof triggerRuns.$inferSelect;

export async function listTriggerRows(db: Db, { orgId, jobId }: Org & { jobId: string }) {
  return db
    .select()
    .from(jobTriggers)
    .where(and(eq(jobTriggers.orgId, orgId), eq(jobTriggers.jobId, jobId)))
    .orderBy(asc(jobTriggers.createdAt), asc(jobTriggers.id));
}

export async function findTriggerRow(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db
    .select()
    .from(jobTriggers)
    .where(and(eq(jobTriggers.orgId, orgId), eq(jobTriggers.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertTriggerRow(db: Db, values: typeof jobTriggers.$inferInsert) {
  await db.insert(jobTriggers).values(values);
}

export async function updateTriggerRow(db: Db, { orgId, id, values }: Org & { id: string; values: Partial<Pick<TriggerRow, 'config' | 'enabled'>> }) {
  await db
    .update(jobTriggers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobTriggers.orgId, orgId), eq(jobTriggers.id, id)));
}

export async function deleteTriggerRow(db: Db, { orgId, id }: Org & { id: string }) {
  await db.delete(jobTriggers).where(and(eq(jobTriggers.orgId, orgId), eq(jobTriggers.id, id)));
}

/** The cheap check on the hot path: does this stage have any enabled trigger? (index on org, job, stage) */
export async function hasEnabledTriggers(db: Db, { orgId, jobId, stageId }: Org & { jobId: string; stageId: string }) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(jobTriggers)
    .where(and(eq(jobTriggers.orgId, orgId), eq(jobTriggers.jobId, jobId), eq(jobTriggers.stageId, stageId), eq(jobTriggers.enabled, true)))
    .limit(1);
  return !!row;
}

export async function enabledTriggerRows(db: Db, { orgId, jobId, stageId }: Org & { jobId: string; stageId: string }) {
  return db
    .select()
    .from(jobTriggers)
    .where(and(eq(jobTriggers.orgId, orgId), eq(jobTriggers.jobId, jobId), eq(jobTriggers.stageId, stageId), eq(jobTriggers.enabled, true)))
    .orderBy(asc(jobTriggers.createdAt), asc(jobTriggers.id));
}

export async function templateExists(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.orgId, orgId), eq(emailTemplates.id, id)))
    .limit(1);
  return !!row;
}

/**
 * Claims the run of a trigger for one event. Only the caller that inserts the row gets it back: a
 * retried or duplicated job finds the row there (or waits on the unique index until the first
 * transaction commits) and gets null.
 */
export async function claimRun(db: Db, values: typeof triggerRuns.$inferInsert): Promise<TriggerRunRow | null> {
  const [row] = await db.insert(triggerRuns).values(values).onConflictDoNothing({ target: [triggerRuns.triggerId, triggerRuns.eventId] }).returning();
  return row ?? null;
}

/** Finishes a pending run; null when it was finished already (so its action must not run again). */
export async function finishRun(db: Db, { id, status, outcome }: { id: string; status: TriggerRunRow['status']; outcome: string }) {
  const [row] = await db
    .update(triggerRuns)
    .set({ status, outcome: outcome.slice(0, 500), finishedAt: new Date() })
    .where(and(eq(triggerRuns.id, id), eq(triggerRuns.status, 'pending')))
    .returning({ id: triggerRuns.id });
  return row ?? null;
}

export async function findRunRow(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db
    .select({ run: triggerRuns, trigger: jobTriggers })
    .from(triggerRuns)
    .innerJoin(jobTriggers, eq(jobTriggers.id, triggerRuns.triggerId))
    .where(and(eq(triggerRuns.orgId, orgId), eq(triggerRuns.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listRunRows(db: Db, { orgId, jobId, limit, offset }: Org & { jobId: string; limit: number; offset: number }) {
  const where = and(eq(triggerRuns.orgId, orgId), eq(jobTriggers.jobId, jobId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        run: triggerRuns,
        action: jobTriggers.action,
        stageId: jobTriggers.stageId,
        stageName: jobStages.name,
        candidateId: candidates.id,
        firstName: candidates.firstName,
        lastName: candidates.lastName,
      })
      .from(triggerRuns)
      .innerJoin(jobTriggers, eq(jobTriggers.id, triggerRuns.triggerId))
      .innerJoin(applications, eq(applications.id, triggerRuns.applicationId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .leftJoin(jobStages, eq(jobStages.id, jobTriggers.stageId))
      .where(where)
      .orderBy(desc(triggerRuns.createdAt), desc(triggerRuns.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(triggerRuns).innerJoin(jobTriggers, eq(jobTriggers.id, triggerRuns.triggerId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function setRunSchedule(db: Db, { id, runAfter, outcome }: { id: string; runAfter: Date; outcome: string }) {
  await db.update(triggerRuns).set({ runAfter, outcome }).where(eq(triggerRuns.id, id));
}

/** What an action needs to know about the application that entered the stage. */
export async function applicationInfo(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      stageId: applications.stageId,
      stageName: jobStages.name,
      status: applications.status,
      rejectionReason: applications.rejectionReason,
      candidateId: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(jobStages, eq(jobStages.id, applications.stageId))
    .where(and(eq(applications.orgId, orgId), eq(applications.id, id)))
    .limit(1);
  return row ?? null;
}

export async function activeMemberIds(db: Db, { orgId, userIds }: Org & { userIds: string[] }) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.status, 'active'), inArray(memberships.userId, userIds)));
  return rows.map((r) => r.userId);
}

export async function stageNameOf(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db.select({ name: jobStages.name }).from(jobStages).where(and(eq(jobStages.orgId, orgId), eq(jobStages.id, id))).limit(1);
  return row?.name ?? null;
}

/**
 * Whether a person did anything with the application or its candidate after the stage entry (the
 * event's history row): activity rows by a user (automations write theirs without one) or a note on
 * the candidate. Compared in SQL: the database keeps microseconds that a JS Date would drop. Null
 * when the event's row is gone (e.g. merged away), which callers treat as "cannot tell".
 */
export async function hadActivitySince(db: Db, { orgId, applicationId, candidateId, eventId }: Org & { applicationId: string; candidateId: string; eventId: string }) {
  const [event] = await db
    .select({ id: applicationStageHistory.id })
    .from(applicationStageHistory)
    .where(and(eq(applicationStageHistory.orgId, orgId), eq(applicationStageHistory.id, eventId)))
    .limit(1);
  if (!event) return null;
  const since = sql`(SELECT moved_at FROM ${applicationStageHistory} WHERE ${applicationStageHistory.id} = ${eventId})`;
  const [act] = await db
    .select({ one: sql<number>`1` })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.orgId, orgId),
        inArray(activityLog.entityType, ['application', 'candidate']),
        inArray(activityLog.entityId, [applicationId, candidateId]),
        isNotNull(activityLog.actorId),
        gt(activityLog.createdAt, since),
      ),
    )
    .limit(1);
  if (act) return true;
  const [note] = await db
    .select({ one: sql<number>`1` })
    .from(notes)
    .where(and(eq(notes.orgId, orgId), eq(notes.entityType, 'candidate'), eq(notes.entityId, candidateId), gt(notes.createdAt, since)))
    .limit(1);
  return !!note;
}
