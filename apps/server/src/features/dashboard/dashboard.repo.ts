/** Read-only queries for the home page: one SQL statement per figure, all scoped to the organization. */
import { and, asc, count, countDistinct, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, applicationStageHistory, candidates, clients, jobHiringTeam, jobs, jobStages } from '../../db/schema';

type Org = { orgId: string };

/** Open, unarchived jobs the user owns or is on the hiring team of. */
function myOpenJobsWhere(orgId: string, userId: string): SQL {
  return and(
    eq(jobs.orgId, orgId),
    eq(jobs.status, 'open'),
    isNull(jobs.archivedAt),
    or(
      eq(jobs.ownerId, userId),
      sql`exists (select 1 from ${jobHiringTeam} where ${jobHiringTeam.orgId} = ${orgId} and ${jobHiringTeam.jobId} = ${jobs.id} and ${jobHiringTeam.userId} = ${userId})`,
    ),
  )!;
}

export async function myOpenJobRows(db: Db, { orgId, userId }: Org & { userId: string }) {
  return db
    .select({ id: jobs.id, title: jobs.title, clientName: clients.name })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(myOpenJobsWhere(orgId, userId))
    .orderBy(asc(jobs.title), asc(jobs.id))
    .limit(50);
}

export async function funnelRows(db: Db, { orgId, since }: Org & { since: Date }) {
  return db
    .select({ kind: applicationStageHistory.toStageKind, count: countDistinct(applicationStageHistory.applicationId) })
    .from(applicationStageHistory)
    .where(and(eq(applicationStageHistory.orgId, orgId), gte(applicationStageHistory.movedAt, since)))
    .groupBy(applicationStageHistory.toStageKind);
}

/** Hires in the window (applications that are hired and first entered a hired stage in it) and their median days to hire. */
export async function timeToHire(db: Db, { orgId, since }: Org & { since: Date }) {
  const hires = db
    .select({ applicationId: applicationStageHistory.applicationId, hiredAt: sql<Date>`min(${applicationStageHistory.movedAt})`.as('first_hired_at') })
    .from(applicationStageHistory)
    .where(and(eq(applicationStageHistory.orgId, orgId), eq(applicationStageHistory.toStageKind, 'hired'), gte(applicationStageHistory.movedAt, since)))
    .groupBy(applicationStageHistory.applicationId)
    .as('hires');
  const [row] = await db
    .select({
      hires: count(),
      median: sql<string | null>`percentile_cont(0.5) within group (order by extract(epoch from (${hires.hiredAt} - ${applications.createdAt})) / 86400.0)`,
    })
    .from(hires)
    .innerJoin(applications, eq(applications.id, hires.applicationId))
    .where(and(eq(applications.orgId, orgId), eq(applications.status, 'hired')));
  return { hires: Number(row?.hires ?? 0), median: row?.median == null ? null : Number(row.median) };
}

export async function staleRows(db: Db, { orgId, userId, before, limit }: Org & { userId: string; before: Date; limit: number }) {
  return db
    .select({
      id: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      candidateId: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      stage: jobStages.name,
      stageEnteredAt: applications.stageEnteredAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobStages, eq(jobStages.id, applications.stageId))
    .where(and(eq(applications.orgId, orgId), eq(applications.status, 'active'), lt(applications.stageEnteredAt, before), myOpenJobsWhere(orgId, userId)))
    .orderBy(asc(applications.stageEnteredAt), asc(applications.id))
    .limit(limit);
}

export async function totalRows(db: Db, { orgId, weekAgo }: Org & { weekAgo: Date }) {
  const [open, active, recent] = await Promise.all([
    db.select({ n: count() }).from(jobs).where(and(eq(jobs.orgId, orgId), eq(jobs.status, 'open'), isNull(jobs.archivedAt))),
    db
      .select({ n: countDistinct(applications.candidateId) })
      .from(applications)
      .where(and(eq(applications.orgId, orgId), eq(applications.status, 'active'))),
    db.select({ n: count() }).from(applications).where(and(eq(applications.orgId, orgId), gte(applications.createdAt, weekAgo))),
  ]);
  return { open_jobs: Number(open[0]?.n ?? 0), active_candidates: Number(active[0]?.n ?? 0), applications_this_week: Number(recent[0]?.n ?? 0) };
}
