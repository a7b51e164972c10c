/**
 * The per-day counts of the stage history (stage_entry_days, stage_move_days), which the database keeps in the
 * transaction that writes the history (migration 0025), whatever writes it. A period of whole UTC days without a
 * filter on jobs or sources adds its entries, moves onward, weekly series, standing rejections and each member's
 * moves up from them exactly: every one of those figures counts entries, each under one day. Filtered periods
 * count from the history itself (the days keep no job, department, client or source).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from './scope';

const DAY = 86_400_000;
const wholeDays = (s: Scope) => s.from.getTime() % DAY === 0 && s.to.getTime() % DAY === 0;
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Whether the per-day counts answer `s`: whole days, and no filter but one the counts are keyed by — the member
 * (moves) or the channel (applications, by their candidate's source).
 */
export function fromDays(s: Scope, keyed: { member?: boolean; channel?: boolean } = {}) {
  const filtered = !!(
    s.jobId ||
    s.department ||
    s.clientId ||
    (!keyed.channel && s.source) ||
    (!keyed.member && s.recruiterId)
  );
  return wholeDays(s) && !filtered;
}

/** The period's entries into each kind that are the application's first into it in the period. */
const entryDays = (s: Scope) => sql`
  FROM stage_entry_days d WHERE d.org_id = ${s.orgId} AND d.day >= ${day(s.from)}::date AND d.day < ${day(s.to)}::date
    AND d.previous_day < ${day(s.from)}::date`;

/** Per kind (whole) and per kind and week: how many entered, and how many of them moved on — as the pipeline's `tallies`. */
export const entryTallies = (s: Scope) => sql`
  SELECT d.kind, date_trunc('week', d.day::timestamp) AS week, grouping(date_trunc('week', d.day::timestamp)) = 1 AS whole,
    sum(d.entries) AS entered, coalesce(sum(d.entries) FILTER (WHERE d.moved_on), 0) AS moved_on
  ${entryDays(s)}
  GROUP BY GROUPING SETS ((d.kind), (d.kind, date_trunc('week', d.day::timestamp)))`;

/** The period's drop-offs by reason (key, 'rejected', n): entries into 'rejected' of applications still rejected. */
export const rejectionCounts = (s: Scope) => sql`
  SELECT d.reason AS key, 'rejected' AS metric, sum(d.entries) AS n
  ${entryDays(s)} AND d.kind = 'rejected' AND d.reason <> '' GROUP BY d.reason`;

/** Each member's moves in the period (key, 'moves', n) under `key` (of `m`), and over all keys (''). */
export const moveCounts = (s: Scope, key: SQL) => sql`
  SELECT CASE WHEN grouping(${key}) = 1 THEN '' ELSE ${key} END AS key, 'moves' AS metric, sum(m.moves) AS n
  FROM stage_move_days m WHERE m.org_id = ${s.orgId} AND m.day >= ${day(s.from)}::date AND m.day < ${day(s.to)}::date${s.recruiterId ? sql` AND m.moved_by = ${s.recruiterId}` : sql``}
  GROUP BY GROUPING SETS ((${key}), ()) HAVING count(*) > 0`;

/** `days`: the period's applications per day, with the channel of their candidate's source (`channel`, of `d.source`). */
export const applicationDays = (s: Scope, channel: SQL) => sql`
  days AS (
    SELECT ${channel} AS channel, d.interviewed, d.offered, d.hired, d.applications FROM application_days d
    WHERE d.org_id = ${s.orgId} AND d.day >= ${day(s.from)}::date AND d.day < ${day(s.to)}::date
  )`;

/** The sources report's counts (channel, metric, n) from `days`, per channel and over all (''); `mine`: on `t`. */
export const applicationCounts = (mine: SQL) => sql`
  SELECT CASE WHEN grouping(t.channel) = 1 THEN '' ELSE t.channel END AS key, m.metric, sum(t.applications) AS n
  FROM days t CROSS JOIN LATERAL (VALUES ('applications', true), ('interviews', t.interviewed), ('offers', t.offered), ('hires', t.hired)) m (metric, counted)
  WHERE m.counted${mine} GROUP BY GROUPING SETS ((t.channel, m.metric), (m.metric))`;
