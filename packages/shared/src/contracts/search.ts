import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { queryNumber, queryNumberOr, tagRefSchema } from './common';

const csv = z
  .string()
  .max(1000)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(60)).max(20));

/**
 * GET /candidates/search. `q` takes web-search syntax: words, "quoted phrases", OR, -excluded.
 * Filters narrow the matches; facets count skills, locations, sources and tags among them.
 */
export const candidateSearchQuerySchema = z.object({
  q: z.string().trim().max(500).default(''),
  skills: csv.optional(),
  skills_mode: z.enum(['all', 'any']).default('all'),
  location: z.string().trim().max(120).optional(),
  min_years: queryNumber({ min: 0, max: 70 }),
  max_years: queryNumber({ min: 0, max: 70 }),
  tag_ids: csv.optional(),
  source: z.string().trim().max(80).optional(),
  owner_id: z.string().max(64).optional(),
  updated_within_days: queryNumber({ min: 1, max: 3650, int: true }),
  /** Only people with at least one uploaded resume (the resume database view). */
  has_resume: z.enum(['true', 'false']).optional(),
  sort: z.enum(['relevance', 'recent']).default('relevance'),
  page: queryNumberOr({ min: 1, max: 1000, int: true }, 1),
  page_size: queryNumberOr({ min: 1, max: MAX_PAGE_SIZE, int: true }, 25),
});
export type CandidateSearchQuery = z.input<typeof candidateSearchQuerySchema>;

export const searchHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  current_title: z.string().nullable(),
  current_company: z.string().nullable(),
  location: z.string().nullable(),
  years_experience: z.number().nullable(),
  skills: z.array(z.string()),
  source: z.string().nullable(),
  /** Values of the candidate custom fields, by key. */
  custom_fields: z.record(z.string(), z.unknown()).optional(),
  tags: z.array(tagRefSchema),
  updated_at: z.string(),
  rank: z.number().nullable(),
  /** Text around the matches; matched words are wrapped in \u0002 … \u0003 (render as marks, never as HTML). */
  snippet: z.string().nullable(),
  matched_terms: z.array(z.string()),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const facetSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.number() }));
export type SearchResponse = {
  data: SearchHit[];
  meta: { total: number; total_is_estimate: boolean; page: number; page_size: number; took_ms: number };
  facets: {
    skills: z.infer<typeof facetSchema>;
    locations: z.infer<typeof facetSchema>;
    sources: z.infer<typeof facetSchema>;
    tags: z.infer<typeof facetSchema>;
    /** Select custom fields: filter with `cf.<key>=<value>`. */
    custom_fields?: { key: string; label: string; values: z.infer<typeof facetSchema> }[];
  };
};

export const savedSearchInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(80),
  query: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
});
export type SavedSearch = { id: string; name: string; query: Record<string, unknown>; created_at: string };
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_STOP = '\u0003';
