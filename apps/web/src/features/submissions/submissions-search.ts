import { SUBMISSION_FLOW, SUBMISSION_STATUSES, type SubmissionStatus } from '@hirebase/shared';

export type SubmissionsSearch = {
  view?: 'board' | 'table' | undefined;
  client_id?: string | undefined;
  job_id?: string | undefined;
  recruiter_id?: string | undefined;
  status?: SubmissionStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  placed_from?: string | undefined;
  reached?: (typeof SUBMISSION_FLOW)[number] | undefined;
  page?: number | undefined;
};

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 64) : undefined);
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The /submissions URL search: unknown or malformed values are dropped rather than sent to the server. */
export function validateSubmissionsSearch(raw: Record<string, unknown>): SubmissionsSearch {
  const out: SubmissionsSearch = {};
  if (raw.view === 'board' || raw.view === 'table') out.view = raw.view;
  for (const key of ['client_id', 'job_id', 'recruiter_id'] as const) {
    const v = str(raw[key]);
    if (v) out[key] = v;
  }
  if (typeof raw.status === 'string' && (SUBMISSION_STATUSES as readonly string[]).includes(raw.status)) out.status = raw.status as SubmissionStatus;
  for (const key of ['from', 'to', 'placed_from'] as const) {
    const v = day(raw[key]);
    if (v) out[key] = v;
  }
  if (typeof raw.reached === 'string' && (SUBMISSION_FLOW as readonly string[]).includes(raw.reached)) out.reached = raw.reached as SubmissionsSearch['reached'];
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) out.page = Math.min(page, 100_000);
  return out;
}
