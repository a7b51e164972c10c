import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { daysSince, isoJson, jsonPage, jsonRecord, placeIn } from '../../lib/json-sql';
import { totalOver } from '../../lib/list';
import { tagsJsonOf } from '../tags/tags.service';
import { applications, applicationStageHistory, candidates, jobStages, users } from '../../db/schema';

type Org = { orgId: string };
export type ApplicationStatus = (typeof applications.$inferSelect)['status'];

const columns = {
  id: applications.id,
  jobId: applications.jobId,
  stageId: applications.stageId,
  stageKind: jobStages.kind,
  stageName: jobStages.name,
  status: applications.status,
  rejectionReason: applications.rejectionReason,
  source: applications.source,
  stageEnteredAt: applications.stageEnteredAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  candidateId: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  email: candidates.email,
  currentTitle: candidates.currentTitle,
  currentCompany: candidates.currentCompany,
  location: candidates.location,
};
export type ApplicationRow = Awaited<ReturnType<typeof findApplicationRow>> & {};

const SORTS = {
  name: [candidates.lastName, candidates.firstName],
  stage: [jobStages.position],
  stage_entered_at: [applications.stageEnteredAt],
  created_at: [applications.createdAt],
  updated_at: [applications.updatedAt],
} as const;
export type ApplicationSortField = keyof typeof SORTS;

/**
 * Applications joined to their candidate and stage by primary key only: the tenant filter sits on the
 * application (whose candidate and stage are the organization's by construction). An org condition on
 * the joined tables would let the planner, without statistics on PGlite, scan the org index per row.
 */
function base(db: Db) {
  return db
    .select(columns)
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobStages, eq(jobStages.id, applications.stageId));
}

function listWhere(orgId: string, f: ListFilter): SQL {
  return and(
    eq(applications.orgId, orgId),
    eq(applications.jobId, f.jobId),
    f.status ? eq(applications.status, f.status) : undefined,
    f.stageId ? eq(applications.stageId, f.stageId) : undefined,
    f.source ? eq(applications.source, f.source) : undefined,
  )!;
}

type ListFilter = { jobId: string; status?: ApplicationStatus; stageId?: string; source?: string };

/**
 * An application as the API sends it (`Application` without custom fields), written by the database:
 * the list and the record share this one shape. Reads the joined candidate and stage.
 */
function applicationJson(orgId: string): SQL {
  return sql`json_build_object(
    'id', ${applications.id}, 'job_id', ${applications.jobId},
    'candidate', json_build_object('id', ${candidates.id}, 'name', btrim(${candidates.firstName} || ' ' || ${candidates.lastName}),
      'email', ${candidates.email}, 'current_title', ${candidates.currentTitle}, 'current_company', ${candidates.currentCompany},
      'location', ${candidates.location}, 'tags', ${tagsJsonOf(orgId, candidates.id)}),
    'stage_id', ${applications.stageId}, 'stage_kind', ${jobStages.kind}, 'status', ${applications.status},
    'rejection_reason', ${applications.rejectionReason}, 'source', ${applications.source},
    'stage_entered_at', ${isoJson(applications.stageEnteredAt)}, 'days_in_stage', ${daysSince(applications.stageEnteredAt)},
    'created_at', ${isoJson(applications.createdAt)}, 'updated_at', ${isoJson(applications.updatedAt)})`;
}

/**
 * One page of a job's applications as the API's JSON array, with the filtered total: one statement, one
 * row (lib/json-sql.ts). `total` is null on a page past the end.
 */
export async function listApplicationsJson(
  db: Db,
  {
    orgId,
    filter,
    sort,
    limit,
    offset,
  }: Org & { filter: ListFilter; sort: { field: ApplicationSortField; desc: boolean }; limit: number; offset: number },
) {
  const dir = sort.desc ? desc : asc;
  const order = [...SORTS[sort.field].map((c) => dir(c)), sort.field === 'stage' ? desc(applications.stageEnteredAt) : dir(applications.id), dir(applications.id)];
  const page = db
    .select({ item: sql`${applicationJson(orgId)}`.as('item'), n: placeIn(order).as('n'), total: totalOver.as('total') })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobStages, eq(jobStages.id, applications.stageId))
    .where(listWhere(orgId, filter))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return jsonPage(db, page);
}

/** One application as the API's JSON text (without custom fields and history), or null. */
export async function applicationJsonOf(db: Db, { orgId, id }: Org & { id: string }) {
  return jsonRecord(
    db,
    db
      .select({ item: sql`${applicationJson(orgId)}`.as('item') })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .innerJoin(jobStages, eq(jobStages.id, applications.stageId))
      .where(and(eq(applications.orgId, orgId), eq(applications.id, id))),
  );
}

export async function countApplicationRows(db: Db, { orgId, filter }: Org & { filter: ListFilter }) {
  const [row] = await db.select({ n: count() }).from(applications).where(listWhere(orgId, filter));
  return Number(row?.n ?? 0);
}

export async function findApplicationRow(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await base(db)
    .where(and(eq(applications.orgId, orgId), eq(applications.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findApplicationRows(db: Db, { orgId, ids }: Org & { ids: string[] }) {
  if (ids.length === 0) return [];
  return base(db).where(and(eq(applications.orgId, orgId), inArray(applications.id, ids)));
}

export async function findCandidateRow(db: Db, { orgId, id }: Org & { id: string }) {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), eq(candidates.id, id), isNull(candidates.mergedIntoId)))
    .limit(1);
  return row ?? null;
}

export async function findApplicationIdFor(db: Db, { orgId, jobId, candidateId }: Org & { jobId: string; candidateId: string }) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)))
    .limit(1);
  return row?.id ?? null;
}

export async function insertApplicationRow(db: Db, values: typeof applications.$inferInsert & Org) {
  await db.insert(applications).values(values);
}

export async function setStatusRows(
  db: Db,
  { orgId, ids, status, rejectionReason }: Org & { ids: string[]; status: ApplicationStatus; rejectionReason: string | null },
) {
  if (ids.length === 0) return;
  await db
    .update(applications)
    .set({ status, rejectionReason, updatedAt: new Date() })
    .where(and(eq(applications.orgId, orgId), inArray(applications.id, ids)));
}

export async function deleteApplicationRow(db: Db, { orgId, id }: Org & { id: string }) {
  await db.delete(applications).where(and(eq(applications.orgId, orgId), eq(applications.id, id)));
}

const fromStage = aliasedTable(jobStages, 'from_stage');
const toStage = aliasedTable(jobStages, 'to_stage');

/** The stage history of one application, oldest first, with stage and mover names. */
export async function historyRows(db: Db, { orgId, applicationId }: Org & { applicationId: string }) {
  return db
    .select({
      id: applicationStageHistory.id,
      fromStageId: applicationStageHistory.fromStageId,
      fromName: fromStage.name,
      toStageId: applicationStageHistory.toStageId,
      toName: toStage.name,
      toKind: applicationStageHistory.toStageKind,
      movedBy: users.name,
      movedAt: applicationStageHistory.movedAt,
    })
    .from(applicationStageHistory)
    .leftJoin(fromStage, eq(fromStage.id, applicationStageHistory.fromStageId))
    .leftJoin(toStage, eq(toStage.id, applicationStageHistory.toStageId))
    .leftJoin(users, eq(users.id, applicationStageHistory.movedBy))
    .where(and(eq(applicationStageHistory.orgId, orgId), eq(applicationStageHistory.applicationId, applicationId)))
    .orderBy(asc(applicationStageHistory.movedAt), asc(applicationStageHistory.id));
}
