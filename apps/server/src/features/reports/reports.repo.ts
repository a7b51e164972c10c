/**
 * The reports as SQL. Each report is a set of facts — one row per record behind a number, with the row
 * key it counts under and the metric it counts for — so a number and its drill-down come from the same
 * rows. Medians and p90s are computed beside the facts from the same scoped tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import { NO_GROUP_KEY, type ReportName } from '@hirebase/shared';
import type { Db } from '../../db/client';
import {
  channelOf,
  days,
  FUNNEL,
  inPeriod,
  jobWhere,
  narrowed,
  scopedApplications,
  scopedHistory,
  type Scope,
} from './scope';
import { applicationCounts, applicationDays, entryTallies, fromDays, moveCounts, rejectionCounts } from './days';

export type FactCount = { key: string; metric: string; n: number };
export type Stat = { key: string; metric: string; value: number | null };
export type FactRecord = {
  ref_id: string;
  candidate_id: string | null;
  candidate_name: string | null;
  job_id: string | null;
  job_title: string | null;
  detail: string | null;
  at: string | Date;
};

/**
 * `counts`: the report counts its figures itself (key, metric, n), from per-day counts (and its facts, when
 * `countsFacts`). `repeated`: the
 * metrics whose record may stand under two keys or twice under one; the others are counted without DISTINCT
 * (every metric is, when it is not given).
 */
type Built = {
  ctes: SQL;
  facts: SQL;
  stats: SQL | null;
  series?: SQL;
  counts?: SQL;
  countsFacts?: boolean;
  repeated?: string[];
};

/** Pipeline: entries into each stage kind in the period, moves onward, current counts, stays and rejections. */
function pipeline(s: Scope): Built {
  // An entry counts once per application and kind: the application's first entry into the kind in the
  // period. It moved on when the application reached a further funnel stage from that entry on. A rejection
  // counts while the application is still rejected.
  const movedOn = (e: SQL) => sql`${e}.furthest > array_position(${FUNNEL}, ${e}.kind)`;
  const firstEntry = sql`(h.previous_entry_at IS NULL OR h.previous_entry_at < ${s.from.toISOString()}::timestamptz)`;
  const inScope = narrowed(s) ? sql` AND h.application_id IN (SELECT sa.id FROM sa)` : sql``;
  const rejections = sql`
      SELECT coalesce(nullif(a.rejection_reason, ''), 'No reason given') AS reason, h.application_id, h.moved_at AS at, a.rejection_reason
      FROM application_stage_history h JOIN applications a ON a.id = h.application_id
      WHERE h.org_id = ${s.orgId} AND h.to_stage_kind = 'rejected' AND ${inPeriod(sql`h.moved_at`, s)} AND ${firstEntry}${inScope}
        AND a.org_id = ${s.orgId} AND a.status = 'rejected'`;
  // The applications in each stage now, counted per stage before its kind is looked up.
  const current = narrowed(s)
    ? sql`SELECT sa.current_kind AS kind, count(*) AS n FROM sa WHERE sa.status = 'active' GROUP BY 1`
    : sql`SELECT st.kind, sum(a.n) AS n FROM (
        SELECT stage_id, count(*) AS n FROM applications WHERE org_id = ${s.orgId} AND status = 'active' GROUP BY stage_id
      ) a JOIN job_stages st ON st.id = a.stage_id GROUP BY st.kind`;
  // Without a filter the counts add up from the per-day counts; the stays are read from the history either way.
  const summed = fromDays(s);
  const liveTallies = sql`
      SELECT hist.kind, date_trunc('week', hist.moved_at AT TIME ZONE 'UTC') AS week, grouping(date_trunc('week', hist.moved_at AT TIME ZONE 'UTC')) = 1 AS whole,
        count(*) FILTER (WHERE hist.first) AS entered, count(*) FILTER (WHERE hist.first AND ${movedOn(sql`hist`)}) AS moved_on
      FROM hist GROUP BY GROUPING SETS ((hist.kind), (hist.kind, date_trunc('week', hist.moved_at AT TIME ZONE 'UTC')))`;
  const ctes = sql`${scopedApplications(s, { withKind: true })}, ${scopedHistory(s, 'stays')},
    entries AS (
      SELECT h.application_id, h.to_stage_kind AS kind, h.moved_at AS at, h.furthest FROM application_stage_history h
      WHERE h.org_id = ${s.orgId} AND ${inPeriod(sql`h.moved_at`, s)} AND ${firstEntry}${inScope}
    ),
    rejections AS (${rejections}),
    tallies AS (${summed ? entryTallies(s) : liveTallies}),
    current AS (${current})`;
  const facts = sql`
    SELECT e.kind AS key, 'entered' AS metric, e.application_id AS ref_id, e.at, NULL::text AS detail FROM entries e
    UNION ALL
    SELECT e.kind, 'moved_on', e.application_id, e.at, NULL FROM entries e WHERE ${movedOn(sql`e`)}
    UNION ALL
    SELECT sa.current_kind, 'current', sa.id, sa.updated_at, NULL FROM sa WHERE sa.status = 'active'
    UNION ALL
    SELECT r.reason, 'rejected', r.application_id, r.at, r.rejection_reason FROM rejections r`;
  // The figures count in one pass over the period's entries (per kind, and per kind and week for the series).
  const counts = sql`
    SELECT t.kind AS key, m.metric, CASE m.metric WHEN 'entered' THEN t.entered ELSE t.moved_on END AS n
    FROM tallies t CROSS JOIN (VALUES ('entered'), ('moved_on')) m (metric) WHERE t.whole
    UNION ALL
    ${summed ? rejectionCounts(s) : sql`SELECT r.reason, 'rejected', count(*) FROM rejections r GROUP BY r.reason`}
    UNION ALL
    SELECT c.kind, 'current', c.n FROM current c
    UNION ALL
    SELECT '', 'current', coalesce(sum(c.n), 0) FROM current c`;
  const stay = days(sql`hist.moved_at`, sql`hist.left_at`);
  const stats = sql`
    SELECT p.key, m.metric, p.value[m.i] AS value FROM (
      SELECT hist.kind AS key, percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY ${stay}) AS value
      FROM hist WHERE hist.left_at IS NOT NULL GROUP BY hist.kind
    ) p CROSS JOIN (VALUES ('median_days', 1), ('p90_days', 2)) m (metric, i)`;
  const series = sql`SELECT to_char(t.week, 'YYYY-MM-DD') AS week, t.kind, t.entered::int AS n FROM tallies t WHERE NOT t.whole AND t.entered > 0`;
  return { ctes, facts, stats, series, counts };
}

/**
 * Sources: the applications created in the period, by channel, and how far each got — columns the database keeps
 * on each application (migration 0025). Without a filter on jobs the counts add up from the per-day counts and the
 * days to hire read the period's hired applications from one index. `metric` (a drill-down) keeps only the
 * applications that reached it.
 */
function sources(s: Scope, p: { metric?: string; live?: boolean } = {}): Built {
  // The channel is worked out once per distinct source, not once per application.
  const channels = (sources: SQL) => sql`channels AS MATERIALIZED (
      SELECT t.source, ${channelOf(sql`t.source`)} AS channel FROM (${sources}) t
    )`;
  const channel = (source: SQL) => sql`(SELECT ch.channel FROM channels ch WHERE ch.source = ${source})`;
  const reached: Record<string, SQL> = {
    interviews: sql`sa.interviewed_at`,
    offers: sql`sa.offered_at`,
    hires: sql`sa.hired_at`,
  };
  const only = p.metric && reached[p.metric] ? sql` AND ${reached[p.metric]} IS NOT NULL` : sql``;
  const stats = sql`
    SELECT channel AS key, 'median_days_to_hire' AS metric, percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days(sql`created_at`, sql`hired_at`)}) AS value
    FROM cohort WHERE hired_at IS NOT NULL GROUP BY channel
    UNION ALL
    SELECT '', 'median_days_to_hire', percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days(sql`created_at`, sql`hired_at`)}) FROM cohort WHERE hired_at IS NOT NULL`;
  const facts = sql`
    SELECT channel AS key, 'applications' AS metric, id AS ref_id, created_at AS at, NULL::text AS detail FROM cohort
    UNION ALL SELECT channel, 'interviews', id, interviewed_at, NULL FROM cohort WHERE interviewed_at IS NOT NULL
    UNION ALL SELECT channel, 'offers', id, offered_at, NULL FROM cohort WHERE offered_at IS NOT NULL
    UNION ALL SELECT channel, 'hires', id, hired_at, NULL FROM cohort WHERE hired_at IS NOT NULL`;
  if (p.live || !fromDays(s, { channel: true })) {
    const ctes = sql`${scopedApplications(s, { withReached: true })}, ${channels(sql`SELECT DISTINCT coalesce(c.source, '') AS source FROM candidates c WHERE c.org_id = ${s.orgId}`)},
    cohort AS (
      SELECT sa.id, sa.created_at, ${channel(sql`sa.candidate_source`)} AS channel, sa.interviewed_at, sa.offered_at, sa.hired_at
      FROM sa WHERE ${inPeriod(sql`sa.created_at`, s)}${only}
    )`;
    // One row per application, under its one channel.
    return { ctes, facts, stats, repeated: [] };
  }
  const mine = s.source ? sql` AND t.channel = ${s.source}` : sql``;
  const ctes = sql`${channels(sql`SELECT DISTINCT d.source FROM application_days d WHERE d.org_id = ${s.orgId}`)},
    ${applicationDays(s, channel(sql`d.source`))},
    cohort AS (
      SELECT t.created_at, t.hired_at, t.channel FROM (
        SELECT a.created_at, a.hired_at, ${channel(sql`a.candidate_source`)} AS channel FROM applications a
        WHERE a.org_id = ${s.orgId} AND a.hired_at IS NOT NULL AND ${inPeriod(sql`a.created_at`, s)}
      ) t WHERE true${mine}
    )`;
  return { ctes, facts, stats, counts: applicationCounts(mine) };
}

/**
 * Team activity: what each member did in the period, one row per member or per week or month. Job
 * filters narrow it to work on those jobs; the recruiter filter picks the member (their work on any job).
 */
function team(s: Scope, group: TeamGroup, drill = false): Built {
  const scope = { ...s, recruiterId: undefined };
  // Without a filter on jobs the moves, most of the facts, are counted from the per-day counts (a drill-down
  // still lists them).
  const summed = !drill && fromDays(s, { member: true });
  const narrow = narrowed(scope);
  const onScoped = (candidate: SQL) =>
    narrow ? sql` AND EXISTS (SELECT 1 FROM sa WHERE sa.candidate_id = ${candidate})` : sql``;
  const onScopedApplication = (application: SQL) =>
    narrow ? sql` AND ${application} IN (SELECT sa.id FROM sa)` : sql``;
  const onScopedJob = narrow
    ? sql` AND EXISTS (SELECT 1 FROM jobs j JOIN candidates c ON c.id = sub.candidate_id WHERE j.id = sub.job_id AND ${jobWhere(scope)}${s.source ? sql` AND ${channelOf(sql`c.source`)} = ${s.source}` : sql``})`
    : sql``;
  const ctes = sql`${scopedApplications(scope)}, ${scopedHistory(scope, 'moves')}`;
  const moves = sql`
    UNION ALL
    SELECT hist.moved_by, 'moves', hist.id, hist.moved_at, hist.kind FROM hist
    WHERE hist.moved_by IS NOT NULL AND hist.from_stage_id IS NOT NULL`;
  // A hire counts while the application is still hired: for its entries into hired, while it has hired_at (0025),
  // which the hired applications' index holds.
  const facts = sql`
    SELECT c.created_by AS member, 'candidates_added' AS metric, c.id AS ref_id, c.created_at AS at, NULL::text AS detail
    FROM candidates c WHERE c.org_id = ${s.orgId} AND c.created_by IS NOT NULL AND c.merged_into_id IS NULL AND ${inPeriod(sql`c.created_at`, s)}${onScoped(sql`c.id`)}${summed ? sql`` : moves}
    UNION ALL
    SELECT e.sent_by, 'emails', e.id, e.created_at, e.subject FROM emails e
    WHERE e.org_id = ${s.orgId} AND e.sent_by IS NOT NULL AND e.origin = 'user' AND e.status <> 'failed' AND ${inPeriod(sql`e.created_at`, s)}${onScoped(sql`e.candidate_id`)}
    UNION ALL
    SELECT i.created_by, 'interviews_scheduled', i.id, i.created_at, i.title FROM interviews i
    WHERE i.org_id = ${s.orgId} AND i.created_by IS NOT NULL AND ${inPeriod(sql`i.created_at`, s)}${onScopedApplication(sql`i.application_id`)}
    UNION ALL
    SELECT sc.interviewer_id, 'scorecards', sc.id, sc.submitted_at, sc.recommendation FROM scorecards sc
    WHERE sc.org_id = ${s.orgId} AND ${inPeriod(sql`sc.submitted_at`, s)}${onScopedApplication(sql`sc.application_id`)}
    UNION ALL
    SELECT sub.submitted_by, 'submissions', sub.id, sub.created_at, cl.name FROM submissions sub JOIN clients cl ON cl.id = sub.client_id
    WHERE sub.org_id = ${s.orgId} AND sub.submitted_by IS NOT NULL AND ${inPeriod(sql`sub.created_at`, s)}${onScopedJob}
    UNION ALL
    SELECT hist.moved_by, 'hires', hist.application_id, max(hist.moved_at), NULL FROM hist
    JOIN applications a ON a.id = hist.application_id AND a.org_id = ${s.orgId} AND a.hired_at IS NOT NULL
    WHERE hist.moved_by IS NOT NULL AND hist.kind = 'hired'
    GROUP BY hist.moved_by, hist.application_id`;
  const key =
    group === 'member' ? sql`t.member` : sql`to_char(date_trunc(${group}, t.at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const mine = s.recruiterId ? sql` WHERE t.member = ${s.recruiterId}` : sql``;
  // Each record is one member's, once; a hire may be two members' (moved to hired, back, and again).
  const repeated = ['hires'];
  // The unit is written into the statement: grouping compares expressions, and two parameters never compare equal.
  const dayKey =
    group === 'member'
      ? sql`m.moved_by`
      : sql`to_char(date_trunc(${sql.raw(`'${group}'`)}, m.day::timestamp), 'YYYY-MM-DD')`;
  return {
    ctes,
    facts: sql`SELECT ${key} AS key, t.metric, t.ref_id, t.at, t.detail FROM (${facts}) t${mine}`,
    stats: null,
    repeated,
    counts: summed ? sql`${countFacts(repeated)} UNION ALL ${moveCounts(s, dayKey)}` : undefined,
    countsFacts: true,
  };
}

export type TimeGroup = 'job' | 'department' | 'client';
export type TeamGroup = 'member' | 'week' | 'month';
export type Group = TimeGroup | TeamGroup;

/** The row key of job `j`: its id, department or client (jobs without one share NO_GROUP_KEY, never the totals' ''). */
const timeKey = (group: TimeGroup) =>
  group === 'job'
    ? sql`j.id`
    : group === 'department'
      ? sql`coalesce(nullif(j.department, ''), ${NO_GROUP_KEY})`
      : sql`coalesce(j.client_id, ${NO_GROUP_KEY})`;

/** Open jobs by how long they have been open at the end of the period (or now, if sooner): [metric, lowest day, highest day]. */
export const AGEING: [string, number, number | null][] = [
  ['open_0_30', 0, 30],
  ['open_31_60', 31, 60],
  ['open_61_90', 61, 90],
  ['open_over_90', 91, null],
];

/**
 * Time to hire and fill per job (or department, client), and how long open jobs have been open. Open
 * means open now (jobs keep no status history); their age is counted at the end of the period.
 */
function timeToHire(s: Scope, group: TimeGroup): Built {
  const key = timeKey(group);
  const asOf = sql`least(now(), ${s.to.toISOString()}::timestamptz)`;
  const jobScope = { ...s, source: undefined };
  const ctes = sql`${scopedApplications(s)},
    hires AS (
      SELECT sa.id, sa.job_id, sa.created_at, last.hired_at FROM sa
      LEFT JOIN (
        SELECT h.application_id, max(h.moved_at) AS hired_at FROM application_stage_history h WHERE h.org_id = ${s.orgId} AND h.to_stage_kind = 'hired' GROUP BY h.application_id
      ) last ON last.application_id = sa.id
      WHERE sa.status = 'hired'
    ),
    jobs_in AS (
      SELECT j.id, j.title, j.status, j.openings, j.created_at, j.archived_at, ${key} AS key, floor(${days(sql`j.created_at`, asOf)})::int AS age FROM jobs j
      WHERE ${jobWhere(jobScope)} AND j.status <> 'draft' AND j.created_at < ${s.to.toISOString()}::timestamptz
    ),
    filled AS (
      SELECT ji.key, ji.id, ${days(sql`ji.created_at`, sql`max(h.hired_at)`)} AS fill_days FROM jobs_in ji JOIN hires h ON h.job_id = ji.id
      GROUP BY ji.key, ji.id, ji.created_at, ji.openings HAVING count(*) >= ji.openings AND ${inPeriod(sql`max(h.hired_at)`, s)}
    )`;
  const facts = sql`
    SELECT ji.key, 'hires' AS metric, h.id AS ref_id, h.hired_at AS at, NULL::text AS detail FROM hires h JOIN jobs_in ji ON ji.id = h.job_id
    WHERE h.hired_at IS NOT NULL AND ${inPeriod(sql`h.hired_at`, s)}
    UNION ALL
    SELECT ji.key, 'open_jobs', ji.id, ji.created_at, ji.title FROM jobs_in ji WHERE ji.status = 'open' AND ji.archived_at IS NULL
    UNION ALL
    SELECT ji.key, CASE ${sql.join(
      AGEING.map(([metric, , to]) => (to === null ? sql`ELSE ${metric}` : sql`WHEN ji.age <= ${to} THEN ${metric}`)),
      sql` `,
    )} END, ji.id, ji.created_at, ji.age || ' days' FROM jobs_in ji WHERE ji.status = 'open' AND ji.archived_at IS NULL
    UNION ALL
    SELECT f.key, 'filled_jobs', f.id, NULL, NULL FROM filled f`;
  const hireDays = days(sql`h.created_at`, sql`h.hired_at`);
  const stats = sql`
    SELECT ji.key, 'median_days_to_hire' AS metric, percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hireDays}) AS value
    FROM hires h JOIN jobs_in ji ON ji.id = h.job_id WHERE h.hired_at IS NOT NULL AND ${inPeriod(sql`h.hired_at`, s)} GROUP BY ji.key
    UNION ALL
    SELECT '', 'median_days_to_hire', percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hireDays})
    FROM hires h JOIN jobs_in ji ON ji.id = h.job_id WHERE h.hired_at IS NOT NULL AND ${inPeriod(sql`h.hired_at`, s)}
    UNION ALL
    SELECT f.key, 'median_days_to_fill', percentile_cont(0.5) WITHIN GROUP (ORDER BY f.fill_days) FROM filled f GROUP BY f.key
    UNION ALL
    SELECT '', 'median_days_to_fill', percentile_cont(0.5) WITHIN GROUP (ORDER BY f.fill_days) FROM filled f
    UNION ALL
    SELECT ji.key, 'median_open_days', percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days(sql`ji.created_at`, asOf)})
    FROM jobs_in ji WHERE ji.status = 'open' AND ji.archived_at IS NULL GROUP BY ji.key
    UNION ALL
    SELECT '', 'median_open_days', percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days(sql`ji.created_at`, asOf)})
    FROM jobs_in ji WHERE ji.status = 'open' AND ji.archived_at IS NULL`;
  return { ctes, facts, stats };
}

/** `metric`: the drill-down's, which reads the facts themselves, never the per-day counts. */
function build(name: ReportName, s: Scope, group: Group | undefined, metric?: string): Built {
  if (name === 'pipeline') return pipeline(s);
  if (name === 'sources') return sources(s, metric ? { metric, live: true } : {});
  if (name === 'team') return team(s, group === 'week' || group === 'month' ? group : 'member', !!metric);
  return timeToHire(s, group === 'department' || group === 'client' ? group : 'job');
}

type Rows<T> = { rows: T[] };

/**
 * Runs a report statement with room to sort and hash its facts in memory and without JIT compilation,
 * which costs more than it saves on statements of this size.
 */
async function analytical<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    await tx.execute(sql`SET LOCAL jit = off`);
    return ((await tx.execute(query)) as unknown as Rows<T>).rows;
  });
}

/**
 * Per key and metric and over all keys (''), the records among the facts: DISTINCT only for the metrics
 * that may repeat a record. One pass each way (grouping sets), so the facts are not read once per total.
 */
function countFacts(repeated: string[] | undefined): SQL {
  const part = (distinct: boolean, which: SQL) => sql`
    SELECT CASE WHEN grouping(key) = 1 THEN '' ELSE key END AS key, metric, ${distinct ? sql`count(DISTINCT ref_id)` : sql`count(*)`} AS n
    FROM facts WHERE key IS NOT NULL${which} GROUP BY GROUPING SETS ((key, metric), (metric))`;
  if (!repeated) return part(true, sql``);
  const list = sql.join(
    repeated.map((m) => sql`${m}`),
    sql`, `,
  );
  if (!repeated.length) return part(false, sql``);
  return sql`${part(true, sql` AND metric IN (${list})`)} UNION ALL ${part(false, sql` AND metric NOT IN (${list})`)}`;
}

/**
 * The counts (distinct records per key and metric), the statistics and (pipeline) the weekly series of
 * one report, in one statement so the scoped applications and their history are read once.
 */
export async function reportFigures(db: Db, name: ReportName, s: Scope, group?: Group) {
  const b = build(name, s, group);
  const rows = await analytical<{
    part: 'count' | 'stat' | 'series';
    key: string;
    metric: string;
    value: number | string | null;
  }>(
    db,
    sql`WITH ${b.ctes}${b.counts && !b.countsFacts ? sql`` : sql`, facts AS NOT MATERIALIZED (${b.facts})`}, counts AS (${b.counts ?? countFacts(b.repeated)})
    SELECT 'count' AS part, key, metric, n::float8 AS value FROM counts
    ${b.stats ? sql`UNION ALL SELECT 'stat', st.key, st.metric, st.value::float8 FROM (${b.stats}) st` : sql``}
    ${b.series ? sql`UNION ALL SELECT 'series', se.week, se.kind, se.n::float8 FROM (${b.series}) se` : sql``}`,
  );
  const num = (v: number | string | null) => (v == null ? null : Number(v));
  return {
    counts: rows.filter((r) => r.part === 'count').map((r) => ({ key: r.key, metric: r.metric, n: num(r.value) ?? 0 })),
    stats: rows.filter((r) => r.part === 'stat').map((r) => ({ key: r.key, metric: r.metric, value: num(r.value) })),
    series: rows.filter((r) => r.part === 'series').map((r) => ({ week: r.key, kind: r.metric, n: num(r.value) ?? 0 })),
  };
}

export const RECORDS_CAP = 5000;

/** The records behind one number: the facts of one key and metric, newest first. */
export async function reportRecords(
  db: Db,
  name: ReportName,
  s: Scope,
  p: { metric: string; key: string; group?: Group },
): Promise<FactRecord[]> {
  const b = build(name, s, p.group, p.metric);
  const keyMatch = p.key === '' ? sql`f.key IS NOT NULL` : sql`f.key = ${p.key}`;
  const result = (await db.execute(sql`WITH ${b.ctes}, facts AS (${b.facts}),
    picked AS (SELECT DISTINCT ON (f.ref_id) f.* FROM facts f WHERE f.metric = ${p.metric} AND ${keyMatch} ORDER BY f.ref_id, f.at DESC NULLS LAST)
    SELECT f.ref_id, f.at, f.detail, cand.id AS candidate_id, nullif(trim(cand.first_name || ' ' || cand.last_name), '') AS candidate_name, job.id AS job_id, job.title AS job_title
    FROM picked f
    LEFT JOIN applications app ON app.org_id = ${s.orgId} AND app.id = f.ref_id
    LEFT JOIN interviews iv ON iv.org_id = ${s.orgId} AND iv.id = f.ref_id
    LEFT JOIN scorecards sc ON sc.org_id = ${s.orgId} AND sc.id = f.ref_id
    LEFT JOIN application_stage_history mv ON mv.org_id = ${s.orgId} AND mv.id = f.ref_id
    LEFT JOIN emails em ON em.org_id = ${s.orgId} AND em.id = f.ref_id
    LEFT JOIN submissions sub ON sub.org_id = ${s.orgId} AND sub.id = f.ref_id
    LEFT JOIN applications via ON via.org_id = ${s.orgId} AND via.id = coalesce(sc.application_id, mv.application_id)
    LEFT JOIN candidates cand ON cand.org_id = ${s.orgId} AND cand.id = coalesce(app.candidate_id, iv.candidate_id, via.candidate_id, em.candidate_id, sub.candidate_id, f.ref_id)
    LEFT JOIN jobs job ON job.org_id = ${s.orgId} AND job.id = coalesce(app.job_id, iv.job_id, via.job_id, em.job_id, sub.job_id, f.ref_id)
    ORDER BY f.at DESC NULLS LAST, f.ref_id LIMIT ${RECORDS_CAP}`)) as unknown as Rows<FactRecord>;
  return result.rows;
}

/** The rows of the time-to-hire report: every job in scope, or their departments or clients. */
export async function timeKeys(db: Db, s: Scope, group: TimeGroup) {
  const label =
    group === 'job'
      ? sql`j.title`
      : group === 'department'
        ? sql`coalesce(nullif(j.department, ''), 'No department')`
        : sql`coalesce(cl.name, 'No client')`;
  const result = (await db.execute(sql`
    SELECT DISTINCT ${timeKey(group)} AS key, ${label} AS label FROM jobs j LEFT JOIN clients cl ON cl.id = j.client_id
    WHERE ${jobWhere({ ...s, source: undefined })} AND j.status <> 'draft' AND j.created_at < ${s.to.toISOString()}::timestamptz
    ORDER BY 2 LIMIT 2000`)) as unknown as Rows<{ key: string; label: string }>;
  return result.rows;
}

/** Active members (the rows of the team report). */
export async function memberKeys(db: Db, { orgId, userId }: { orgId: string; userId?: string }) {
  const result = (await db.execute(sql`
    SELECT u.id AS key, u.name AS label FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.org_id = ${orgId} AND m.status = 'active'${userId ? sql` AND u.id = ${userId}` : sql``} ORDER BY u.name`)) as unknown as Rows<{
    key: string;
    label: string;
  }>;
  return result.rows;
}
