import { REPORT_GROUPS, REPORT_NAMES, SOURCE_CHANNELS, type ReportGroup, type ReportName } from '@hirebase/shared';
import type { ReportsSearch } from './reports-page';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

/** The /reports URL state: anything invalid is dropped. */
export function parseReportsSearch(raw: Record<string, unknown>): ReportsSearch {
  const out: ReportsSearch = {};
  if (REPORT_NAMES.includes(raw.report as ReportName)) out.report = raw.report as ReportName;
  for (const key of ['from', 'to'] as const) if (typeof raw[key] === 'string' && DAY.test(raw[key] as string)) out[key] = raw[key] as string;
  for (const key of ['job_id', 'client_id', 'recruiter_id'] as const) {
    const v = text(raw[key], 64);
    if (v) out[key] = v;
  }
  const department = text(raw.department, 120);
  if (department) out.department = department;
  if ((SOURCE_CHANNELS as readonly string[]).includes(raw.source as string)) out.source = raw.source as string;
  if (REPORT_GROUPS.includes(raw.group_by as ReportGroup) && raw.group_by !== 'job' && raw.group_by !== 'member') out.group_by = raw.group_by as ReportGroup;
  return out;
}
