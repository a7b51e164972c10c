/** Reports: shapes the figures of reports.repo into rows and totals, decides who sees what, and lists drill-downs. */
import {
  can,
  GROUPS_OF,
  SOURCE_CHANNEL_LABELS,
  SOURCE_CHANNELS,
  STAGE_KINDS,
  type ReportColumn,
  type ReportGroup,
  type ReportName,
  type ReportRecord,
  type ReportResult,
  type ReportRow,
  type Role,
  type SourceChannel,
} from '@hirebase/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { AGEING, memberKeys, reportFigures, reportRecords, timeKeys, type FactCount, type Stat, type TimeGroup } from './reports.repo';
import type { Scope } from './scope';

export type ReportFilters = {
  from?: string;
  to?: string;
  job_id?: string;
  department?: string;
  client_id?: string;
  recruiter_id?: string;
  source?: SourceChannel;
  group_by?: ReportGroup;
};
type Viewer = { orgId: string; userId: string; role: Role };

const DAY = 86_400_000;
const DEFAULT_DAYS = 90;

const STAGE_LABELS: Record<string, string> = {
  sourced: 'Sourced',
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** The period (UTC days, `to` included; the last 90 days by default) and the filters, with a recruiter held to their own work. */
export function scopeOf(viewer: Viewer, f: ReportFilters): Scope & { period: { from: string; to: string } } {
  const today = new Date().toISOString().slice(0, 10);
  const to = f.to ?? today;
  const from = f.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY).toISOString().slice(0, 10);
  if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 3 * 366 * DAY) {
    throw new AppError('validation_failed', 'A report covers at most three years', [{ path: 'from', message: 'At most three years' }]);
  }
  const recruiterId = can(viewer.role, 'reports:team') ? f.recruiter_id : viewer.userId;
  return {
    orgId: viewer.orgId,
    from: new Date(`${from}T00:00:00Z`),
    to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY),
    jobId: f.job_id,
    department: f.department,
    clientId: f.client_id,
    recruiterId,
    source: f.source,
    period: { from, to },
  };
}

const count = (counts: FactCount[], key: string, metric: string) => counts.find((c) => c.key === key && c.metric === metric)?.n ?? 0;
const stat = (stats: Stat[], key: string, metric: string) => {
  const v = stats.find((x) => x.key === key && x.metric === metric)?.value;
  return v == null ? null : Math.round(v * 10) / 10;
};
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

const COLUMNS: Record<ReportName, ReportColumn[]> = {
  pipeline: [
    { key: 'entered', label: 'Entered', kind: 'count', metric: true },
    { key: 'moved_on', label: 'Moved on', kind: 'count', metric: true },
    { key: 'conversion', label: 'Conversion', kind: 'percent' },
    { key: 'median_days', label: 'Median days in stage', kind: 'days' },
    { key: 'p90_days', label: 'P90 days in stage', kind: 'days' },
    { key: 'current', label: 'In stage now', kind: 'count', metric: true },
  ],
  sources: [
    { key: 'applications', label: 'Applications', kind: 'count', metric: true },
    { key: 'interviews', label: 'Interviews', kind: 'count', metric: true },
    { key: 'offers', label: 'Offers', kind: 'count', metric: true },
    { key: 'hires', label: 'Hires', kind: 'count', metric: true },
    { key: 'conversion', label: 'Hire rate', kind: 'percent' },
    { key: 'median_days_to_hire', label: 'Median days to hire', kind: 'days' },
  ],
  team: [
    { key: 'candidates_added', label: 'Candidates added', kind: 'count', metric: true },
    { key: 'moves', label: 'Moves', kind: 'count', metric: true },
    { key: 'emails', label: 'Emails', kind: 'count', metric: true },
    { key: 'interviews_scheduled', label: 'Interviews scheduled', kind: 'count', metric: true },
    { key: 'scorecards', label: 'Scorecards', kind: 'count', metric: true },
    { key: 'submissions', label: 'Submissions', kind: 'count', metric: true },
    { key: 'hires', label: 'Hires', kind: 'count', metric: true },
  ],
  'time-to-hire': [
    { key: 'hires', label: 'Hires', kind: 'count', metric: true },
    { key: 'median_days_to_hire', label: 'Median days to hire', kind: 'days' },
    { key: 'filled_jobs', label: 'Jobs filled', kind: 'count', metric: true },
    { key: 'median_days_to_fill', label: 'Median days to fill', kind: 'days' },
    { key: 'open_jobs', label: 'Open jobs', kind: 'count', metric: true },
    { key: 'median_open_days', label: 'Median days open', kind: 'days' },
    ...AGEING.map(([key, from, to]): ReportColumn => ({ key, label: to === null ? `Open over ${from - 1} days` : `Open ${from}–${to} days`, kind: 'count', metric: true })),
  ],
};

/** The metrics a drill-down may ask for, per report (the count columns, and pipeline's rejection reasons). */
export const DRILL_METRICS: Record<ReportName, string[]> = {
  pipeline: ['entered', 'moved_on', 'current', 'rejected'],
  sources: ['applications', 'interviews', 'offers', 'hires'],
  team: COLUMNS.team.map((c) => c.key),
  'time-to-hire': ['hires', 'filled_jobs', 'open_jobs', ...AGEING.map(([key]) => key)],
};

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The week (from Monday, as PostgreSQL's date_trunc) or month buckets that meet the period, oldest first. */
export function periodBuckets(s: Pick<Scope, 'from' | 'to'>, unit: 'week' | 'month') {
  const out: { key: string; label: string }[] = [];
  let at = new Date(s.from);
  if (unit === 'week') at = new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * DAY);
  else at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  while (at < s.to) {
    const key = ymd(at);
    out.push({ key, label: unit === 'week' ? `Week of ${key}` : key.slice(0, 7) });
    at = unit === 'week' ? new Date(at.getTime() + 7 * DAY) : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  }
  return out;
}

/** The grouping a report takes (422 for one it does not), or undefined for its default. */
function groupOf(name: ReportName, group: ReportGroup | undefined) {
  if (!group) return undefined;
  const allowed = GROUPS_OF[name] ?? [];
  if (!allowed.includes(group)) {
    throw new AppError('validation_failed', 'This report cannot be grouped that way', [
      { path: 'group_by', message: allowed.length ? `One of: ${allowed.join(', ')}` : 'This report has no grouping' },
    ]);
  }
  return group;
}

function rowsFor(name: ReportName, keys: { key: string; label: string }[], counts: FactCount[], stats: Stat[]): ReportRow[] {
  return keys.map(({ key, label }) => {
    const row: ReportRow = { key, label };
    for (const col of COLUMNS[name]) {
      if (col.kind === 'count') row[col.key] = count(counts, key, col.key);
      else if (col.kind === 'days') row[col.key] = stat(stats, key, col.key);
    }
    if (name === 'pipeline') row.conversion = key === 'hired' || key === 'rejected' ? null : percent(row.moved_on as number, row.entered as number);
    if (name === 'sources') row.conversion = percent(row.hires as number, row.applications as number);
    return row;
  });
}

async function keysOf(db: Db, name: ReportName, s: Scope, group: ReportGroup | undefined) {
  if (name === 'pipeline') return STAGE_KINDS.map((k) => ({ key: k, label: STAGE_LABELS[k] ?? k }));
  if (name === 'sources') return SOURCE_CHANNELS.map((c) => ({ key: c, label: SOURCE_CHANNEL_LABELS[c] }));
  if (name === 'team') return group === 'week' || group === 'month' ? periodBuckets(s, group) : memberKeys(db, { orgId: s.orgId, userId: s.recruiterId });
  return timeKeys(db, s, (group ?? 'job') as TimeGroup);
}

export async function runReport(db: Db, viewer: Viewer, name: ReportName, f: ReportFilters): Promise<ReportResult> {
  const { period, ...scope } = scopeOf(viewer, f);
  const group = groupOf(name, f.group_by);
  const [{ counts, stats, series }, keys] = await Promise.all([reportFigures(db, name, scope, group), keysOf(db, name, scope, group)]);
  const rows = rowsFor(name, keys, counts, stats);
  const totals: Record<string, number | null> = {};
  for (const col of COLUMNS[name]) {
    if (col.kind === 'count') totals[col.key] = name === 'pipeline' && col.key !== 'current' ? null : count(counts, '', col.key);
    else totals[col.key] = stat(stats, '', col.key);
  }
  if (name === 'sources') totals.conversion = percent(totals.hires ?? 0, totals.applications ?? 0);
  const result: ReportResult = { columns: COLUMNS[name], rows, totals, period };
  if (name === 'pipeline') {
    const weeks = new Map<string, Record<string, number>>();
    for (const r of series.sort((x, y) => x.week.localeCompare(y.week))) weeks.set(r.week, { ...weeks.get(r.week), [r.kind]: r.n });
    result.series = [...weeks].map(([week, c]) => ({ week, counts: c }));
    result.reasons = counts.filter((c) => c.metric === 'rejected' && c.key !== '').map((c) => ({ reason: c.key, count: c.n })).sort((a, b) => b.count - a.count);
  }
  return result;
}

export async function drillDown(db: Db, viewer: Viewer, name: ReportName, f: ReportFilters & { metric: string; key: string }): Promise<ReportRecord[]> {
  if (!DRILL_METRICS[name].includes(f.metric)) {
    throw new AppError('validation_failed', `Unknown metric for this report`, [{ path: 'metric', message: `One of: ${DRILL_METRICS[name].join(', ')}` }]);
  }
  const { period: _period, ...scope } = scopeOf(viewer, f);
  const rows = await reportRecords(db, name, scope, { metric: f.metric, key: f.key, group: groupOf(name, f.group_by) });
  return rows.map((r) => ({
    id: r.ref_id,
    candidate: r.candidate_id ? { id: r.candidate_id, name: r.candidate_name ?? '' } : null,
    job: r.job_id ? { id: r.job_id, title: r.job_title ?? '' } : null,
    detail: r.detail,
    at: r.at ? new Date(r.at).toISOString() : '',
  }));
}
