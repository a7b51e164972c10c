import { SCOUT_RECORD_STATUSES, type ScoutRecordStatus } from '@hirebase/shared';
import type { RecordFilters } from './api';

/** The talent-scout list's address filters, read apart from the page so the route's definition stays light. */
export function validateRecordSearch(raw: Record<string, unknown>): RecordFilters {
  const out: RecordFilters = {};
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 64 ? v : undefined);
  if (str(raw.partner_id)) out.partner_id = str(raw.partner_id);
  if (str(raw.job_id)) out.job_id = str(raw.job_id);
  if (typeof raw.status === 'string' && (SCOUT_RECORD_STATUSES as readonly string[]).includes(raw.status)) out.status = raw.status as ScoutRecordStatus;
  if (raw.duplicates === 'yes' || raw.duplicates === 'no') out.duplicates = raw.duplicates;
  if (typeof raw.page === 'number' && Number.isInteger(raw.page) && raw.page > 1) out.page = raw.page;
  return out;
}
