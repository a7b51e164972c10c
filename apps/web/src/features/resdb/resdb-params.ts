import { parseSearchParams, type SearchParams } from '@/features/search/search-params';
import type { ResumeStatus } from './api';

/** /resdb keeps the search state plus which view is open and the Files tab's page and status filter. */
export type ResdbParams = SearchParams & { tab?: 'files'; fpage?: number; fstatus?: ResumeStatus };

const STATUSES: ResumeStatus[] = ['parsed', 'no_text', 'failed'];

export function parseResdbParams(raw: Record<string, unknown>): ResdbParams {
  const out: ResdbParams = parseSearchParams(raw);
  if (raw.tab === 'files') out.tab = 'files';
  const fpage = Number(raw.fpage);
  if (Number.isInteger(fpage) && fpage > 1 && fpage <= 100_000) out.fpage = fpage;
  if (typeof raw.fstatus === 'string' && (STATUSES as string[]).includes(raw.fstatus)) out.fstatus = raw.fstatus as ResumeStatus;
  return out;
}

/** The search part of the state (what the search screen reads and writes). */
export function searchPart({ tab: _tab, fpage: _fpage, fstatus: _fstatus, ...search }: ResdbParams): SearchParams {
  return search;
}
