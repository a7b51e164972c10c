/**
 * The search screen's state lives in the URL. Lists (skills, tag ids) are kept as comma-separated
 * strings so links stay readable; defaults (all skills, relevance, page 1) are left out.
 */
export type SearchParams = {
  q?: string;
  skills?: string;
  skills_mode?: 'any';
  location?: string;
  min_years?: number;
  max_years?: number;
  tag_ids?: string;
  source?: string;
  owner_id?: string;
  updated_within_days?: number;
  sort?: 'recent';
  page?: number;
  /** Custom-field filters: `cf.<key>` → a value (several comma-separated for select fields). */
  [custom: `cf.${string}`]: string | undefined;
};

const CUSTOM_KEY = /^cf\.[a-z][a-z0-9_]{0,39}$/;

export type FacetKind = 'skills' | 'locations' | 'sources' | 'tags';

const TEXT_KEYS = ['q', 'location', 'source', 'owner_id'] as const;
const LIMITS = { q: 500, location: 120, source: 80, owner_id: 64 } as const;

function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return undefined;
  const v = value.trim().slice(0, max);
  return v || undefined;
}

function num(value: unknown, min: number, max: number, integer = false): number | undefined {
  if (value === '' || value == null || typeof value === 'boolean') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) return undefined;
  return integer ? Math.trunc(n) : n;
}

/** Splits a comma-separated list (or takes an array), trims, drops blanks and case-insensitive repeats. */
export function listOf(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const item = part.trim().slice(0, 60);
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out.slice(0, 20);
}

const csv = (items: string[]) => (items.length ? items.join(',') : undefined);

/** Reads the URL's search params (anything invalid is dropped): the routes' validateSearch. */
export function parseSearchParams(raw: Record<string, unknown>): SearchParams {
  const out: SearchParams = {};
  for (const key of TEXT_KEYS) {
    const v = text(raw[key], LIMITS[key]);
    if (v) out[key] = v;
  }
  const skills = csv(listOf(raw.skills));
  if (skills) out.skills = skills;
  const tags = csv(listOf(raw.tag_ids));
  if (tags) out.tag_ids = tags;
  if (raw.skills_mode === 'any') out.skills_mode = 'any';
  if (raw.sort === 'recent') out.sort = 'recent';
  const min = num(raw.min_years, 0, 70);
  if (min !== undefined) out.min_years = min;
  const max = num(raw.max_years, 0, 70);
  if (max !== undefined) out.max_years = max;
  const within = num(raw.updated_within_days, 1, 3650, true);
  if (within !== undefined) out.updated_within_days = within;
  const page = num(raw.page, 1, 1000, true);
  if (page !== undefined && page > 1) out.page = page;
  for (const key of Object.keys(raw)) {
    const v = CUSTOM_KEY.test(key) ? text(raw[key], 500) : undefined;
    if (v) out[key as `cf.${string}`] = v;
  }
  return out;
}

export const PAGE_SIZE = 25;

/** The query string of GET /candidates/search for a URL state. */
export function toApiQuery(p: SearchParams, opts: { hasResume?: boolean } = {}): Record<string, string | number> {
  const out: Record<string, string | number> = { q: p.q ?? '', sort: p.sort ?? 'relevance', page: p.page ?? 1, page_size: PAGE_SIZE };
  if (p.skills) {
    out.skills = p.skills;
    out.skills_mode = p.skills_mode ?? 'all';
  }
  for (const key of ['location', 'source', 'owner_id', 'tag_ids', 'min_years', 'max_years', 'updated_within_days'] as const) {
    const v = p[key];
    if (v !== undefined && v !== '') out[key] = v;
  }
  if (opts.hasResume) out.has_resume = 'true';
  for (const [key, v] of Object.entries(p)) if (CUSTOM_KEY.test(key) && typeof v === 'string') out[key] = v;
  return out;
}

/** What a saved search stores: the filters without the page. */
export function toSavedQuery(p: SearchParams): Record<string, string | number | string[]> {
  const { page: _page, skills, tag_ids, ...rest } = p;
  const out: Record<string, string | number | string[]> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) out[k] = v;
  if (skills) out.skills = listOf(skills);
  if (tag_ids) out.tag_ids = listOf(tag_ids);
  return out;
}

/** A saved search's query back into URL state (unknown or invalid keys are dropped). */
export function fromSavedQuery(query: Record<string, unknown>): SearchParams {
  return parseSearchParams(query);
}

/** Whether anything narrows the search (for empty-state wording and "Clear"). */
export function hasFilters(p: SearchParams): boolean {
  const { page: _page, sort: _sort, skills_mode: _mode, ...rest } = p;
  return Object.values(rest).some((v) => v !== undefined && v !== '');
}

/** A facet click: skills and tags add to their list, location and source replace the value. Back to page 1. */
export function withFacet(p: SearchParams, kind: FacetKind, value: string): SearchParams {
  const next: SearchParams = { ...p };
  delete next.page;
  if (kind === 'skills') next.skills = csv(listOf([...listOf(p.skills), value]));
  else if (kind === 'tags') next.tag_ids = csv(listOf([...listOf(p.tag_ids), value]));
  else if (kind === 'locations') next.location = value;
  else next.source = value;
  return stripUndefined(next);
}

/** Whether a facet value is already one of the filters. */
export function facetActive(p: SearchParams, kind: FacetKind, value: string): boolean {
  const lower = value.toLowerCase();
  if (kind === 'skills') return listOf(p.skills).some((s) => s.toLowerCase() === lower);
  if (kind === 'tags') return listOf(p.tag_ids).includes(value);
  if (kind === 'locations') return (p.location ?? '').toLowerCase() === lower;
  return (p.source ?? '').toLowerCase() === lower;
}

/** Applies a change to the filters; any change but a page turn goes back to page 1. */
export function patchSearch(p: SearchParams, patch: Partial<Record<keyof SearchParams, unknown>>): SearchParams {
  const merged: Record<string, unknown> = { ...p, ...patch };
  if (!('page' in patch)) delete merged.page;
  return parseSearchParams(merged);
}

function stripUndefined(p: SearchParams): SearchParams {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as SearchParams;
}
