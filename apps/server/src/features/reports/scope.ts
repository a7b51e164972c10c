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
    SOURCE_CHANNEL_PATTERNS.map(
      ([channel, patterns]) =>
        sql`WHEN lower(${column}) LIKE ANY (ARRAY[${sql.join(
          patterns.map((p) => sql`${p}`),
          sql`, `,
        )}]::text[]) THEN ${channel}`,
    ),
    sql` `,
  )} ELSE 'other' END`;

/** Conditions on job `j` (job, department, client, recruiter). */
export function jobWhere(s: Scope, j = sql.raw('j')): SQL {
  const parts: SQL[] = [sql`${j}.org_id = ${s.orgId}`];
  if (s.jobId) parts.push(sql`${j}.id = ${s.jobId}`);
  if (s.department) parts.push(sql`${j}.department = ${s.department}`);
  if (s.clientId) parts.push(sql`${j}.client_id = ${s.clientId}`);
  if (s.recruiterId) {
    parts.push(
      sql`(${j}.owner_id = ${s.recruiterId} OR EXISTS (SELECT 1 FROM job_hiring_team t WHERE t.job_id = ${j}.id AND t.user_id = ${s.recruiterId}))`,
    );
  }
  return sql.join(parts, sql` AND `);
}

/** The funnel's stage kinds in order: a later kind is further on ('rejected' is off the funnel). */
export const FUNNEL = sql`ARRAY['sourced', 'applied', 'screening', 'interview', 'offer', 'hired']::text[]`;

/** Whether a filter narrows the applications; without one, every application of the organization is in scope. */
export const narrowed = (s: Scope) => !!(s.jobId || s.department || s.clientId || s.recruiterId || s.source);

/**
 * `sa`: the scoped applications (with their current stage kind when `withKind`, and how far each got when
 * `withReached` — each join is paid for only where it is used; the job only when a filter is on jobs). The
 * candidate's source is the application's copy of it (migration 0025), so no filter joins the candidates.
 */
export function scopedApplications(s: Scope, opts: { withReached?: boolean; withKind?: boolean } = {}): SQL {
  const joinJob = !!(s.jobId || s.department || s.clientId || s.recruiterId);
  return sql`
    sa AS (
      SELECT a.id, a.job_id, a.candidate_id, a.status, a.rejection_reason, a.created_at, a.updated_at${opts.withKind ? sql`, st.kind AS current_kind` : sql``}${opts.withReached ? sql`, a.candidate_source, a.interviewed_at, a.offered_at, a.hired_at` : sql``}
      FROM applications a
      ${joinJob ? sql`JOIN jobs j ON j.id = a.job_id AND ${jobWhere(s)}` : sql``}
      ${opts.withKind ? sql`JOIN job_stages st ON st.id = a.stage_id` : sql``}
      WHERE a.org_id = ${s.orgId}${s.source ? sql` AND ${channelOf(sql`a.candidate_source`)} = ${s.source}` : sql``}
    )`;
}

/**
 * `hist`: the stage-history entries of the period (of `sa`'s applications when a filter narrows them; the
 * organization's otherwise, without joining them), in one of two shapes. `stays` (the pipeline): when each
 * stay ended, the furthest funnel stage reached from the entry on and `first`, whether it is the
 * application's first entry into its kind in the period — columns the database keeps on every entry
 * (migration 0023), so moves back and forth are separate stays and nothing is sorted at read time; they are
 * read from one index (0024) without the table. `moves`
 * (team activity): who made each entry.
 */
export function scopedHistory(s: Scope, shape: 'stays' | 'moves'): SQL {
  const from = sql`${s.from.toISOString()}::timestamptz`;
  const columns =
    shape === 'stays'
      ? sql`h.left_at, h.furthest, (h.previous_entry_at IS NULL OR h.previous_entry_at < ${from}) AS first`
      : sql`h.application_id, h.id, h.moved_by, h.from_stage_id`;
  // The moves are read twice (every move, and the hires): each reading keeps its own conditions and index.
  return sql`
    hist AS ${shape === 'moves' ? sql`NOT MATERIALIZED ` : sql``}(
      SELECT h.to_stage_kind AS kind, h.moved_at, ${columns}
      FROM application_stage_history h
      WHERE h.org_id = ${s.orgId} AND ${inPeriod(sql`h.moved_at`, s)}${narrowed(s) ? sql` AND h.application_id IN (SELECT sa.id FROM sa)` : sql``}
    )`;
}

export const inPeriod = (column: SQL, s: Scope) =>
  sql`${column} >= ${s.from.toISOString()}::timestamptz AND ${column} < ${s.to.toISOString()}::timestamptz`;

/** Days between two timestamps, as a number. */
export const days = (from: SQL, to: SQL) => sql`extract(epoch FROM (${to} - ${from})) / 86400.0`;
