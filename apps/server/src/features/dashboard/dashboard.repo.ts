/**
 * The home page in one statement: every figure is a subquery scoped to the organization, and the database
 * writes the whole answer as JSON (lib/json-sql.ts), so the page costs one trip to the database.
 */
import { STAGE_KINDS } from '@hirebase/shared';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, applicationStageHistory, candidates, clients, jobHiringTeam, jobs, jobStages } from '../../db/schema';

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

type Window = { orgId: string; userId: string; days: number; since: Date; staleBefore: Date; weekAgo: Date; staleLimit: number };

/** An instant as a bound parameter both drivers read the same way. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** My open jobs (first 50 by title), each with its stages in order and their active applications. */
function myOpenJobs(w: Window): SQL {
  const stages = sql`(SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'kind', s.kind, 'count',
      (SELECT count(*)::int FROM ${applications} a WHERE a.org_id = ${w.orgId} AND a.job_id = s.job_id AND a.stage_id = s.id AND a.status = 'active'))
      ORDER BY s.position), '[]'::json)
    FROM ${jobStages} s WHERE s.org_id = ${w.orgId} AND s.job_id = ${jobs.id})`;
  return sql`(SELECT coalesce(json_agg(j.item ORDER BY j.title, j.id), '[]'::json) FROM (
    SELECT ${jobs.id} AS id, ${jobs.title} AS title,
      json_build_object('id', ${jobs.id}, 'title', ${jobs.title}, 'client_name', ${clients.name}, 'stages', ${stages}) AS item
    FROM ${jobs} LEFT JOIN ${clients} ON ${clients.id} = ${jobs.clientId}
    WHERE ${myOpenJobsWhere(w.orgId, w.userId)} ORDER BY ${jobs.title}, ${jobs.id} LIMIT 50) j)`;
}

/** Applications that reached each stage kind in the window, every kind in the product's order. */
function funnel(w: Window): SQL {
  const kinds = sql.join(STAGE_KINDS.map((k) => sql`${k}`), sql`, `);
  return sql`json_build_object('days', ${w.days}::int, 'stages', (SELECT json_agg(json_build_object('kind', k.kind, 'count', coalesce(f.n, 0)) ORDER BY k.i)
    FROM unnest(ARRAY[${kinds}]::text[]) WITH ORDINALITY AS k(kind, i)
    LEFT JOIN (SELECT ${applicationStageHistory.toStageKind} AS kind, count(DISTINCT ${applicationStageHistory.applicationId})::int AS n
      FROM ${applicationStageHistory} WHERE ${applicationStageHistory.orgId} = ${w.orgId} AND ${applicationStageHistory.movedAt} >= ${at(w.since)}
      GROUP BY ${applicationStageHistory.toStageKind}) f ON f.kind::text = k.kind))`;
}

/** Hires in the window (hired applications that first entered a hired stage in it) and their median days to hire, to a tenth. */
function hires(w: Window): SQL {
  return sql`(SELECT json_build_object('hires', count(*)::int, 'median', round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM h.hired_at - a.created_at) / 86400.0))::numeric, 1))
    FROM (SELECT ${applicationStageHistory.applicationId} AS application_id, min(${applicationStageHistory.movedAt}) AS hired_at FROM ${applicationStageHistory}
      WHERE ${applicationStageHistory.orgId} = ${w.orgId} AND ${applicationStageHistory.toStageKind} = 'hired' AND ${applicationStageHistory.movedAt} >= ${at(w.since)}
      GROUP BY ${applicationStageHistory.applicationId}) h
    JOIN ${applications} a ON a.id = h.application_id WHERE a.org_id = ${w.orgId} AND a.status = 'hired')`;
}

/** Work waiting: active applications on my open jobs sitting in their stage since before the cut-off, oldest first. */
function stale(w: Window): SQL {
  return sql`(SELECT coalesce(json_agg(x.item ORDER BY x.entered, x.id), '[]'::json) FROM (
    SELECT ${applications.id} AS id, ${applications.stageEnteredAt} AS entered,
      json_build_object('id', ${applications.id}, 'job_id', ${jobs.id}, 'job_title', ${jobs.title}, 'candidate_id', ${candidates.id},
        'candidate_name', btrim(${candidates.firstName} || ' ' || ${candidates.lastName}), 'stage', ${jobStages.name},
        'days_in_stage', floor(extract(epoch FROM now() - ${applications.stageEnteredAt}) / 86400)::int) AS item
    FROM ${applications}
    JOIN ${jobs} ON ${jobs.id} = ${applications.jobId}
    JOIN ${candidates} ON ${candidates.id} = ${applications.candidateId}
    JOIN ${jobStages} ON ${jobStages.id} = ${applications.stageId}
    WHERE ${applications.orgId} = ${w.orgId} AND ${applications.status} = 'active' AND ${applications.stageEnteredAt} < ${at(w.staleBefore)}
      AND ${myOpenJobsWhere(w.orgId, w.userId)}
    ORDER BY ${applications.stageEnteredAt}, ${applications.id} LIMIT ${w.staleLimit}::int) x)`;
}

function totals(w: Window): SQL {
  return sql`json_build_object(
    'open_jobs', (SELECT count(*)::int FROM ${jobs} WHERE ${jobs.orgId} = ${w.orgId} AND ${jobs.status} = 'open' AND ${jobs.archivedAt} IS NULL),
    'active_candidates', (SELECT count(DISTINCT a.candidate_id)::int FROM ${applications} a WHERE a.org_id = ${w.orgId} AND a.status = 'active'),
    'applications_this_week', (SELECT count(*)::int FROM ${applications} a WHERE a.org_id = ${w.orgId} AND a.created_at >= ${at(w.weekAgo)}))`;
}

/** The dashboard (`Dashboard`) as JSON text, written by the database in one statement. */
export async function dashboardJson(db: Db, w: Window): Promise<string> {
  const result = (await db.execute(sql`SELECT json_build_object(
      'my_open_jobs', ${myOpenJobs(w)},
      'funnel', ${funnel(w)},
      'median_days_to_hire', h.v->'median',
      'hires', h.v->'hires',
      'stale_applications', ${stale(w)},
      'totals', ${totals(w)})::text AS json
    FROM (SELECT ${hires(w)} AS v) h`)) as unknown as { rows: { json: string }[] };
  return result.rows[0]!.json;
}
