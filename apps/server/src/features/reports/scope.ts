/**
 * The filters every report shares, as SQL. Reports read the live tables: each is one statement over
 * the organization's applications narrowed by these filters first, so the indexes on (org, …) do the work.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SOURCE_CHANNEL_PATTERNS, type SourceChannel } from '@hirebase/shared';

export type Scope = {
  orgId: string;
  /** Inclusive start and exclusive end of the period. */
  from: Date;
  to: Date;
  jobId?: string;
  department?: string;
  clientId?: string;
  /** Jobs the member owns or is on the hiring team of; in the team report, that member's own work. */
  recruiterId?: string;
  source?: SourceChannel;
};

/** The channel of candidate `c`'s source. */
export const channelOf = (column: SQL) =>
  sql`CASE ${sql.join(
    SOURCE_CHANNEL_PATTERNS.map(([channel, patterns]) => sql`WHEN lower(${column}) LIKE ANY (ARRAY[${sql.join(patterns.map((p) => sql`${p}`), sql`, `)}]::text[]) THEN ${channel}`),
    sql` `,
  )} ELSE 'other' END`;

/** Conditions on job `j` (job, department, client, recruiter). */
export function jobWhere(s: Scope, j = sql.raw('j')): SQL {
  const parts: SQL[] = [sql`${j}.org_id = ${s.orgId}`];
  if (s.jobId) parts.push(sql`${j}.id = ${s.jobId}`);
  if (s.department) parts.push(sql`${j}.department = ${s.department}`);
  if (s.clientId) parts.push(sql`${j}.client_id = ${s.clientId}`);
  if (s.recruiterId) {
    parts.push(sql`(${j}.owner_id = ${s.recruiterId} OR EXISTS (SELECT 1 FROM job_hiring_team t WHERE t.job_id = ${j}.id AND t.user_id = ${s.recruiterId}))`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * `sa`: the scoped applications with their candidate's source and current stage kind (the channel is
 * worked out only where it is used: it is a pattern match per row), and `hist`: the whole stage history
 * of those that moved in the period (every report reads history from a move in the period on), with
 * when each stay ended (the next entry), so moves back and forth are separate stays.
 */
export function scopedApplications(s: Scope): SQL {
  const channel = channelOf(sql`c.source`);
  return sql`
    sa AS (
      SELECT a.id, a.job_id, a.candidate_id, a.status, a.rejection_reason, a.created_at, a.updated_at, st.kind AS current_kind, c.source
      FROM applications a
      JOIN jobs j ON j.id = a.job_id
      JOIN candidates c ON c.id = a.candidate_id
      JOIN job_stages st ON st.id = a.stage_id
      WHERE a.org_id = ${s.orgId} AND ${jobWhere(s)}${s.source ? sql` AND ${channel} = ${s.source}` : sql``}
    ),
    hist AS (
      SELECT h.id, h.application_id, h.to_stage_kind AS kind, h.moved_at, h.moved_by, h.from_stage_id,
             lead(h.moved_at) OVER (PARTITION BY h.application_id ORDER BY h.moved_at, h.id) AS left_at
      FROM application_stage_history h JOIN sa ON sa.id = h.application_id
      WHERE h.org_id = ${s.orgId}
        AND h.application_id IN (SELECT p.application_id FROM application_stage_history p WHERE p.org_id = ${s.orgId} AND ${inPeriod(sql`p.moved_at`, s)})
    )`;
}

export const inPeriod = (column: SQL, s: Scope) => sql`${column} >= ${s.from.toISOString()}::timestamptz AND ${column} < ${s.to.toISOString()}::timestamptz`;

/** Days between two timestamps, as a number. */
export const days = (from: SQL, to: SQL) => sql`extract(epoch FROM (${to} - ${from})) / 86400.0`;
