import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applications,
  candidates,
  clientContacts,
  clients,
  emails,
  jobs,
  placements,
  submissionEvents,
  submissions,
  submissionStageMaps,
  users,
  type SubmissionStatus,
} from '../../db/schema';
import { totalOver } from '../../lib/list';

type Org = { orgId: string };
export type SubmissionFilters = {
  clientId?: string;
  jobId?: string;
  recruiterId?: string;
  candidateId?: string;
  status?: SubmissionStatus;
  from?: Date;
  to?: Date;
  placedFrom?: Date;
  reached?: SubmissionStatus[];
};
export type PlacementRow = typeof placements.$inferSelect;

function filtersWhere(orgId: string, f: SubmissionFilters): SQL {
  return and(
    eq(submissions.orgId, orgId),
    f.clientId ? eq(submissions.clientId, f.clientId) : undefined,
    f.jobId ? eq(submissions.jobId, f.jobId) : undefined,
    f.recruiterId ? eq(submissions.submittedBy, f.recruiterId) : undefined,
    f.candidateId ? eq(submissions.candidateId, f.candidateId) : undefined,
    f.status ? eq(submissions.status, f.status) : undefined,
    f.from ? gte(submissions.createdAt, f.from) : undefined,
    f.to ? lt(submissions.createdAt, f.to) : undefined,
    f.placedFrom
      ? sql`EXISTS (SELECT 1 FROM ${placements} WHERE ${placements.submissionId} = ${submissions.id} AND ${placements.createdAt} >= ${f.placedFrom})`
      : undefined,
    f.reached?.length
      ? sql`EXISTS (SELECT 1 FROM ${submissionEvents} WHERE ${submissionEvents.submissionId} = ${submissions.id} AND ${inArray(submissionEvents.toStatus, f.reached)})`
      : undefined,
  )!;
}

const SORTS = { created_at: submissions.createdAt, status_changed_at: submissions.statusChangedAt } as const;

const rowColumns = {
  submission: submissions,
  candidateFirst: candidates.firstName,
  candidateLast: candidates.lastName,
  candidateTitle: candidates.currentTitle,
  jobTitle: jobs.title,
  clientName: clients.name,
  submitterName: users.name,
  placement: placements,
};

function rowsQuery(db: Db) {
  return db
    .select({ ...rowColumns, total: totalOver })
    .from(submissions)
    .innerJoin(candidates, eq(candidates.id, submissions.candidateId))
    .innerJoin(jobs, eq(jobs.id, submissions.jobId))
    .innerJoin(clients, eq(clients.id, submissions.clientId))
    .leftJoin(users, eq(users.id, submissions.submittedBy))
    .leftJoin(placements, eq(placements.submissionId, submissions.id));
}
export type SubmissionRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

/** One page of submissions with their candidate, job, client, submitter and placement, and the filtered total. */
export async function listSubmissionRows(
  db: Db,
  { orgId, filters, sort, limit, offset }: Org & { filters: SubmissionFilters; sort: { field: string; desc: boolean }; limit: number; offset: number },
) {
  const col = SORTS[sort.field as keyof typeof SORTS] ?? SORTS.created_at;
  const dir = sort.desc ? desc : asc;
  return rowsQuery(db).where(filtersWhere(orgId, filters)).orderBy(dir(col), dir(submissions.id)).limit(limit).offset(offset);
}

export async function countSubmissionRows(db: Db, { orgId, filters }: Org & { filters: SubmissionFilters }) {
  const [row] = await db.select({ n: count() }).from(submissions).where(filtersWhere(orgId, filters));
  return Number(row?.n ?? 0);
}

export async function findSubmissionRow(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await rowsQuery(db).where(and(eq(submissions.orgId, orgId), eq(submissions.id, id))).limit(1);
  return row ?? null;
}

/** Locks the submission for a status change, so two changes never both read the old status. */
export async function lockSubmission(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db.select().from(submissions).where(and(eq(submissions.orgId, orgId), eq(submissions.id, id))).for('update');
  return row ?? null;
}

export async function liveSubmissionFor(db: Db, { orgId, jobId, candidateId }: Org & { jobId: string; candidateId: string }) {
  const [row] = await db
    .select({ id: submissions.id, status: submissions.status })
    .from(submissions)
    .where(and(eq(submissions.orgId, orgId), eq(submissions.jobId, jobId), eq(submissions.candidateId, candidateId), ne(submissions.status, 'withdrawn')))
    .limit(1);
  return row ?? null;
}

export async function insertSubmission(db: Db, row: typeof submissions.$inferInsert) {
  await db.insert(submissions).values(row);
}

export async function updateSubmission(db: Db, { orgId, id, set }: Org & { id: string; set: Partial<typeof submissions.$inferInsert> }) {
  await db
    .update(submissions)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(submissions.orgId, orgId), eq(submissions.id, id)));
}

export async function insertEvent(db: Db, row: typeof submissionEvents.$inferInsert) {
  await db.insert(submissionEvents).values(row);
}

export async function eventRows(db: Db, { orgId, submissionId }: Org & { submissionId: string }) {
  return db
    .select({ event: submissionEvents, actorName: users.name })
    .from(submissionEvents)
    .leftJoin(users, eq(users.id, submissionEvents.actorId))
    .where(and(eq(submissionEvents.orgId, orgId), eq(submissionEvents.submissionId, submissionId)))
    .orderBy(asc(submissionEvents.createdAt), asc(submissionEvents.id));
}

/** The job's applications of these candidates, with the job's client. */
export async function jobWithApplications(db: Db, { orgId, jobId, candidateIds }: Org & { jobId: string; candidateIds: string[] }) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, clientId: jobs.clientId, openings: jobs.openings, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
  if (!job) return null;
  const apps = candidateIds.length
    ? await db
        .select({ id: applications.id, candidateId: applications.candidateId })
        .from(applications)
        .where(and(eq(applications.orgId, orgId), eq(applications.jobId, jobId), inArray(applications.candidateId, candidateIds)))
    : [];
  return { job, apps };
}

export async function contactRows(db: Db, { orgId, clientId, ids }: Org & { clientId: string; ids: string[] }) {
  if (ids.length === 0) return [];
  return db
    .select({ id: clientContacts.id, name: clientContacts.name, email: clientContacts.email })
    .from(clientContacts)
    .where(and(eq(clientContacts.orgId, orgId), eq(clientContacts.clientId, clientId), inArray(clientContacts.id, ids)));
}

export async function clientName(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db.select({ name: clients.name }).from(clients).where(and(eq(clients.orgId, orgId), eq(clients.id, id)));
  return row?.name ?? null;
}

/** The emails that carried a submission: the candidate's mail to the client's contacts for the job, in the same batch. */
/** The emails about this submission's candidate in the batch that carried it (one batch covers every candidate submitted together). */
export async function submissionEmails(db: Db, { orgId, batchId, candidateId }: Org & { batchId: string | null; candidateId: string }) {
  if (!batchId) return [];
  return db
    .select({ id: emails.id, toEmail: emails.toEmail, subject: emails.subject, body: emails.body, status: emails.status, sentAt: emails.sentAt, createdAt: emails.createdAt })
    .from(emails)
    .where(and(eq(emails.orgId, orgId), eq(emails.batchId, batchId), eq(emails.candidateId, candidateId)))
    .orderBy(asc(emails.createdAt));
}

export async function stageMapRows(db: Db, { orgId, jobId }: Org & { jobId: string }) {
  return db
    .select({ status: submissionStageMaps.status, stageId: submissionStageMaps.stageId })
    .from(submissionStageMaps)
    .where(and(eq(submissionStageMaps.orgId, orgId), eq(submissionStageMaps.jobId, jobId)));
}

export async function replaceStageMap(db: Db, { orgId, jobId, rows }: Org & { jobId: string; rows: { status: SubmissionStatus; stageId: string }[] }) {
  await db.delete(submissionStageMaps).where(and(eq(submissionStageMaps.orgId, orgId), eq(submissionStageMaps.jobId, jobId)));
  if (rows.length) await db.insert(submissionStageMaps).values(rows.map((r) => ({ orgId, jobId, ...r })));
}

export async function findPlacement(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db.select().from(placements).where(and(eq(placements.orgId, orgId), eq(placements.id, id)));
  return row ?? null;
}

export async function insertPlacement(db: Db, row: typeof placements.$inferInsert) {
  await db.insert(placements).values(row);
}

export async function updatePlacement(db: Db, { orgId, id, set }: Org & { id: string; set: Partial<typeof placements.$inferInsert> }) {
  await db
    .update(placements)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(placements.orgId, orgId), eq(placements.id, id)));
}

/** Placements on the job, and the job's openings: the job is filled when they meet. */
export async function fillJobIfFull(db: Db, { orgId, jobId }: Org & { jobId: string }): Promise<{ filled: boolean; before: string } | null> {
  const [job] = await db.select({ openings: jobs.openings, status: jobs.status }).from(jobs).where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId))).for('update');
  if (!job) return null;
  const [placed] = await db.select({ n: count() }).from(placements).where(and(eq(placements.orgId, orgId), eq(placements.jobId, jobId)));
  if (Number(placed?.n ?? 0) < job.openings || job.status === 'filled') return { filled: false, before: job.status };
  await db.update(jobs).set({ status: 'filled', updatedAt: new Date() }).where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
  return { filled: true, before: job.status };
}
