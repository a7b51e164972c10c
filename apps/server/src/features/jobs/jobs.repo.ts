import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, applicationStageHistory, clients, entityTags, jobHiringTeam, jobs, jobStages, users } from '../../db/schema';
import { totalOver } from '../../lib/list';
import { tagsJsonOf } from '../tags/tags.service';
import type { StageKind } from '../../db/schema';

type Org = { orgId: string };
export type JobFilter = {
  q?: string;
  status?: (typeof jobs.$inferSelect)['status'];
  clientId?: string;
  ownerId?: string;
  tagId?: string;
  archived: boolean;
};
export type JobValues = Partial<Omit<typeof jobs.$inferInsert, 'id' | 'orgId' | 'createdBy' | 'createdAt'>>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function jobWhere(orgId: string, f: JobFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(jobs.orgId, orgId), f.archived ? isNotNull(jobs.archivedAt) : isNull(jobs.archivedAt)];
  if (f.q) {
    const like = `%${likeEscape(f.q)}%`;
    parts.push(or(ilike(jobs.title, like), ilike(jobs.department, like), ilike(jobs.location, like)));
  }
  if (f.status) parts.push(eq(jobs.status, f.status));
  if (f.clientId) parts.push(eq(jobs.clientId, f.clientId));
  if (f.ownerId) parts.push(eq(jobs.ownerId, f.ownerId));
  if (f.tagId) {
    const tagId = f.tagId;
    parts.push(
      exists(
        sql`(SELECT 1 FROM ${entityTags} WHERE ${entityTags.orgId} = ${orgId} AND ${entityTags.tagId} = ${tagId} AND ${entityTags.entityId} = ${jobs.id})`,
      ),
    );
  }
  return and(...parts)!;
}

/** A job's place in its lifecycle: open work first, then paused, not yet published, and done. */
const statusRank = sql<number>`CASE ${jobs.status} WHEN 'open' THEN 0 WHEN 'on_hold' THEN 1 WHEN 'draft' THEN 2 WHEN 'filled' THEN 3 ELSE 4 END`;

const SORT_COLUMNS = { title: jobs.title, created_at: jobs.createdAt, updated_at: jobs.updatedAt, status: statusRank } as const;
export type JobSortField = keyof typeof SORT_COLUMNS;

/** Sorting by status keeps each group's most recently updated jobs first; ties end on the id. */
function jobOrder(sort: { field: JobSortField; desc: boolean }): SQL[] {
  const dir = sort.desc ? desc : asc;
  const then = sort.field === 'status' ? [desc(jobs.updatedAt)] : [];
  return [dir(SORT_COLUMNS[sort.field]), ...then, dir(jobs.id)];
}

const jobColumns = { job: jobs, clientName: clients.name };

export type StageCount = { stage_id: string; name: string; kind: StageKind; count: number };

/** Each stage of the job in order with its count of active applications, as JSON (the list's `stage_counts`). */
function stageCountsJson(orgId: string): SQL<StageCount[]> {
  const active = sql`(SELECT count(*)::int FROM ${applications} WHERE ${applications.orgId} = ${orgId} AND ${applications.jobId} = ${jobStages.jobId}
    AND ${applications.stageId} = ${jobStages.id} AND ${applications.status} = 'active')`;
  return sql<StageCount[]>`(SELECT coalesce(json_agg(json_build_object('stage_id', ${jobStages.id}, 'name', ${jobStages.name}, 'kind', ${jobStages.kind}, 'count', ${active}) ORDER BY ${jobStages.position}), '[]'::json)
    FROM ${jobStages} WHERE ${jobStages.orgId} = ${orgId} AND ${jobStages.jobId} = ${jobs.id})`;
}

/** One page of jobs with client, owner, tags, stage counts and the filtered total: one statement. */
export async function listJobRows(
  db: Db,
  { orgId, filter, sort, limit, offset }: Org & { filter: JobFilter; sort: { field: JobSortField; desc: boolean }; limit: number; offset: number },
) {
  return db
    .select({ ...jobColumns, ownerName: users.name, tags: tagsJsonOf(orgId, jobs.id), stageCounts: stageCountsJson(orgId), total: totalOver })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(users, eq(users.id, jobs.ownerId))
    .where(jobWhere(orgId, filter))
    .orderBy(...jobOrder(sort))
    .limit(limit)
    .offset(offset);
}

export async function countJobRows(db: Db, { orgId, filter }: Org & { filter: JobFilter }) {
  const [row] = await db.select({ n: count() }).from(jobs).where(jobWhere(orgId, filter));
  return Number(row?.n ?? 0);
}

export async function findJobRow(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, id)))
    .limit(1);
  return row ?? null;
}

export async function jobExists(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, id)))
    .limit(1);
  return row != null;
}

/** Every stage of the given jobs in order, with its count of active applications: one query. */
export async function stageCountRows(db: Db, { orgId, jobIds }: Org & { jobIds: string[] }) {
  if (jobIds.length === 0) return [];
  return db
    .select({
      jobId: jobStages.jobId,
      id: jobStages.id,
      name: jobStages.name,
      kind: jobStages.kind,
      position: jobStages.position,
      count: sql<number>`count(${applications.id})::int`,
    })
    .from(jobStages)
    .leftJoin(
      applications,
      and(
        eq(applications.orgId, orgId),
        eq(applications.jobId, jobStages.jobId),
        eq(applications.stageId, jobStages.id),
        eq(applications.status, 'active'),
      ),
    )
    .where(and(eq(jobStages.orgId, orgId), inArray(jobStages.jobId, jobIds)))
    .groupBy(jobStages.id)
    .orderBy(asc(jobStages.jobId), asc(jobStages.position));
}

export async function jobStageRows(db: Db, { orgId, jobId }: Org & { jobId: string }) {
  return db
    .select({ id: jobStages.id, name: jobStages.name, kind: jobStages.kind, position: jobStages.position })
    .from(jobStages)
    .where(and(eq(jobStages.orgId, orgId), eq(jobStages.jobId, jobId)))
    .orderBy(asc(jobStages.position));
}

export async function hiringTeamRows(db: Db, { orgId, jobIds }: Org & { jobIds: string[] }) {
  if (jobIds.length === 0) return [];
  return db
    .select({ jobId: jobHiringTeam.jobId, userId: jobHiringTeam.userId })
    .from(jobHiringTeam)
    .where(and(eq(jobHiringTeam.orgId, orgId), inArray(jobHiringTeam.jobId, jobIds)));
}

export async function setHiringTeamRows(db: Db, { orgId, jobId, userIds }: Org & { jobId: string; userIds: string[] }) {
  await db.delete(jobHiringTeam).where(and(eq(jobHiringTeam.orgId, orgId), eq(jobHiringTeam.jobId, jobId)));
  const unique = [...new Set(userIds)];
  if (unique.length) await db.insert(jobHiringTeam).values(unique.map((userId) => ({ orgId, jobId, userId })));
}

export async function findClientRow(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.orgId, orgId), eq(clients.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertJobRow(db: Db, { orgId, id, createdBy, values }: Org & { id: string; createdBy: string; values: JobValues & { title: string } }) {
  await db.insert(jobs).values({ ...values, id, orgId, createdBy });
}

export async function updateJobRow(db: Db, { orgId, id, values }: Org & { id: string; values: JobValues }) {
  await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, id)));
}

export async function deleteJobRow(db: Db, { orgId, id }: Org & { id: string }) {
  await db.delete(jobs).where(and(eq(jobs.orgId, orgId), eq(jobs.id, id)));
}

type StageRow = { id: string; name: string; kind: StageKind; position: number };

export async function writeJobStageRows(
  db: Db,
  { orgId, jobId, kept, added, removed }: Org & { jobId: string; kept: StageRow[]; added: StageRow[]; removed: string[] },
) {
  if (added.length) await db.insert(jobStages).values(added.map((s) => ({ ...s, orgId, jobId })));
  for (const s of kept) {
    await db
      .update(jobStages)
      .set({ name: s.name, kind: s.kind, position: s.position })
      .where(and(eq(jobStages.orgId, orgId), eq(jobStages.jobId, jobId), eq(jobStages.id, s.id)));
  }
  if (removed.length) {
    await db.delete(jobStages).where(and(eq(jobStages.orgId, orgId), eq(jobStages.jobId, jobId), inArray(jobStages.id, removed)));
  }
}

/** Applications (any status) sitting in the given stages. */
export async function applicationsInStages(db: Db, { orgId, jobId, stageIds }: Org & { jobId: string; stageIds: string[] }) {
  if (stageIds.length === 0) return [];
  return db
    .select({ id: applications.id, stageId: applications.stageId, status: applications.status })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), eq(applications.jobId, jobId), inArray(applications.stageId, stageIds)));
}

export async function setApplicationsStage(
  db: Db,
  {
    orgId,
    ids,
    stageId,
    status,
    rejectionReason,
  }: Org & { ids: string[]; stageId: string; status?: (typeof applications.$inferSelect)['status']; rejectionReason?: string | null },
) {
  if (ids.length === 0) return;
  const now = new Date();
  await db
    .update(applications)
    .set({ stageId, stageEnteredAt: now, updatedAt: now, ...(status ? { status } : {}), ...(rejectionReason !== undefined ? { rejectionReason } : {}) })
    .where(and(eq(applications.orgId, orgId), inArray(applications.id, ids)));
}

export async function insertStageHistoryRows(db: Db, rows: (typeof applicationStageHistory.$inferInsert)[]) {
  if (rows.length) await db.insert(applicationStageHistory).values(rows);
}
