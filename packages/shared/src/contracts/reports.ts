import { z } from 'zod';
import { bodyNumber } from './common';
import { REPORT_GROUPS, REPORT_NAMES, SOURCE_CHANNELS } from '../vocabulary';

export { REPORT_GROUPS, REPORT_NAMES, SOURCE_CHANNELS };

export type ReportName = (typeof REPORT_NAMES)[number];
export const REPORT_LABELS: Record<ReportName, string> = {
  pipeline: 'Pipeline',
  sources: 'Sources',
  team: 'Team activity',
  'time-to-hire': 'Time to hire',
};

export type SourceChannel = (typeof SOURCE_CHANNELS)[number];
export const SOURCE_CHANNEL_LABELS: Record<SourceChannel, string> = {
  careers_site: 'Careers site',
  referral: 'Referral',
  upload: 'Upload',
  import: 'Import',
  partner: 'Partner',
  portal: 'Portal',
  other: 'Other',
};

export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const GROUPS_OF: Partial<Record<ReportName, readonly ReportGroup[]>> = {
  'time-to-hire': ['job', 'department', 'client'],
  team: ['member', 'week', 'month'],
};
/**
 * The row key of jobs without a department or client. The totals row's key is '' (the drill-down of
 * a total takes every record), so the jobs without one need a key of their own.
 */
export const NO_GROUP_KEY = '__none__';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Not a date');

/** The filters every report and drill-down takes. `from`/`to` are whole days in UTC, `to` included. */
export const reportQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    job_id: z.string().max(64).optional(),
    department: z.string().trim().max(120).optional(),
    client_id: z.string().max(64).optional(),
    recruiter_id: z.string().max(64).optional(),
    source: z.enum(SOURCE_CHANNELS).optional(),
    /** time-to-hire: one row per job (default), department or client; team: per member (default), week or month. */
    group_by: z.enum(REPORT_GROUPS).optional(),
    format: z.enum(['json', 'csv', 'xlsx']).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The end is before the start' });
export type ReportQuery = z.input<typeof reportQuerySchema>;

export const reportRecordsQuerySchema = reportQuerySchema.and(
  z.object({ metric: z.string().regex(/^[a-z0-9_]{1,40}$/, 'Unknown metric'), key: z.string().max(120) }),
);

export type ReportColumn = { key: string; label: string; kind: 'text' | 'count' | 'percent' | 'days'; metric?: boolean };
export type ReportRow = { key: string; label: string } & Record<string, string | number | null>;
export type ReportResult = {
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: Record<string, number | null>;
  /** Pipeline only: applications entering each stage per week of the period. */
  series?: { week: string; counts: Record<string, number> }[];
  /** Pipeline only: why applications were rejected in the period. */
  reasons?: { reason: string; count: number }[];
  period: { from: string; to: string };
};

export type ReportRecord = {
  id: string;
  candidate: { id: string; name: string } | null;
  job: { id: string; title: string } | null;
  detail: string | null;
  at: string;
};

/**
 * How a candidate's free-text source (as typed, imported or set by the app) falls into a channel: the
 * first channel with a pattern the lower-cased source contains (SQL LIKE patterns). Anything else is other.
 */
export const SOURCE_CHANNEL_PATTERNS: [Exclude<SourceChannel, 'other'>, string[]][] = [
  ['careers_site', ['%career%', '%apply page%']],
  ['referral', ['%referr%']],
  ['upload', ['%upload%']],
  ['import', ['%import%']],
  ['partner', ['%agency%', '%partner%', '%vendor%']],
  ['portal', ['%portal%', '%job board%', '%linkedin%', '%naukri%', '%indeed%']],
];

/** How many days before the send a saved report's mail covers (ending the day before). */
export const SAVED_REPORT_DAYS = [7, 30, 90] as const;
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A saved report's filters: those of the report screen, with a rolling period instead of fixed dates. */
export const savedReportFiltersSchema = z.object({
  job_id: z.string().max(64).optional(),
  department: z.string().trim().max(120).optional(),
  client_id: z.string().max(64).optional(),
  recruiter_id: z.string().max(64).optional(),
  source: z.enum(SOURCE_CHANNELS).optional(),
  group_by: z.enum(REPORT_GROUPS).optional(),
  days: bodyNumber({ min: 1, max: 90, int: true })
    .refine((d) => (SAVED_REPORT_DAYS as readonly number[]).includes(d), `One of: ${SAVED_REPORT_DAYS.join(', ')}`)
    .default(7),
});
export type SavedReportFilters = z.output<typeof savedReportFiltersSchema>;

/** Saves a report to be mailed every week, on `weekday` (0 = Sunday, UTC), to the chosen members. */
export const savedReportInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the report a name').max(120),
    report: z.enum(REPORT_NAMES),
    filters: savedReportFiltersSchema.default({ days: 7 }),
    recipient_ids: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one member').max(50),
    weekday: bodyNumber({ min: 0, max: 6, int: true }),
  })
  .refine((v) => !v.filters.group_by || (GROUPS_OF[v.report] ?? []).includes(v.filters.group_by), {
    path: ['filters', 'group_by'],
    message: 'This report cannot be grouped that way',
  });
export type SavedReportInput = z.input<typeof savedReportInputSchema>;

/** Changes a saved report: any of its name, filters (with the period), recipients and weekday. The report itself stays. */
export const savedReportPatchSchema = z.object({
  name: z.string().trim().min(1, 'Give the report a name').max(120).optional(),
  filters: savedReportFiltersSchema.optional(),
  recipient_ids: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one member').max(50).optional(),
  weekday: bodyNumber({ min: 0, max: 6, int: true }).optional(),
});
export type SavedReportPatch = z.input<typeof savedReportPatchSchema>;

export type SavedReport = {
  id: string;
  name: string;
  report: ReportName;
  filters: SavedReportFilters;
  recipients: { id: string; name: string; email: string }[];
  weekday: number;
  next_run_at: string;
  last_sent_at: string | null;
  created_by: { id: string; name: string } | null;
  created_at: string;
};
