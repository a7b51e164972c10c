import { JOB_STATUSES } from '@hirebase/shared';

export type JobsSearch = {
  q?: string;
  status?: (typeof JOB_STATUSES)[number];
  client_id?: string;
  owner_id?: string;
  tag_id?: string;
  archived?: boolean;
  sort?: string;
  page?: number;
  page_size?: number;
};

export const JOB_SORTS = ['title', 'created_at', 'updated_at', 'status'] as const;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined);
const int = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The /jobs URL search: unknown or malformed values are dropped rather than sent to the server. */
export function validateJobsSearch(raw: Record<string, unknown>): JobsSearch {
  const out: JobsSearch = {};
  const q = str(raw.q);
  if (q) out.q = q;
  if (typeof raw.status === 'string' && (JOB_STATUSES as readonly string[]).includes(raw.status)) out.status = raw.status as JobsSearch['status'];
  for (const key of ['client_id', 'owner_id', 'tag_id'] as const) {
    const v = str(raw[key]);
    if (v) out[key] = v;
  }
  if (raw.archived === true || raw.archived === 'true') out.archived = true;
  const sort = str(raw.sort);
  if (sort && (JOB_SORTS as readonly string[]).includes(sort.replace(/^-/, ''))) out.sort = sort;
  const page = int(raw.page);
  if (page) out.page = Math.min(page, 100_000);
  const size = int(raw.page_size);
  if (size && (PAGE_SIZES as readonly number[]).includes(size)) out.page_size = size;
  return out;
}
