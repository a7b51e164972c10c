/**
 * Candidate search on PostgreSQL full-text search. Matching uses the GIN index; ranking and facets
 * look at no more than RANK_WINDOW matches (the most recently updated), so a term that matches half
 * the organization costs the same as a rare one. Every value is a bound parameter.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, type candidateSearchQuerySchema } from '@hirebase/shared';
import type { Db } from '../../db/client';

export const RANK_WINDOW = 2000;
export const COUNT_CAP = 2_000;

type Query = z.output<typeof candidateSearchQuerySchema>;
type Rows<T> = { rows: T[] };

function filters(orgId: string, q: Query, tsquery: SQL | null): SQL {
  const parts: SQL[] = [sql`c.org_id = ${orgId}`, sql`c.merged_into_id IS NULL`];
  if (tsquery) parts.push(sql`c.search_vector @@ ${tsquery}`);
  if (q.skills?.length) {
    const arr = sql`ARRAY[${sql.join(q.skills.map((s) => sql`${s}`), sql`, `)}]::text[]`;
    parts.push(q.skills_mode === 'any' ? sql`c.skills && ${arr}` : sql`c.skills @> ${arr}`);
  }
  if (q.location) parts.push(sql`c.location ILIKE ${'%' + q.location.replace(/[%_\\]/g, (m) => '\\' + m) + '%'}`);
  if (q.min_years != null) parts.push(sql`c.years_experience >= ${q.min_years}`);
  if (q.max_years != null) parts.push(sql`c.years_experience <= ${q.max_years}`);
  if (q.source) parts.push(sql`c.source = ${q.source}`);
  if (q.owner_id) parts.push(sql`c.owner_id = ${q.owner_id}`);
  if (q.updated_within_days) parts.push(sql`c.updated_at >= now() - make_interval(days => ${q.updated_within_days})`);
  if (q.has_resume === 'true') parts.push(sql`EXISTS (SELECT 1 FROM resumes r WHERE r.org_id = c.org_id AND r.candidate_id = c.id)`);
  if (q.tag_ids?.length) {
    parts.push(sql`EXISTS (SELECT 1 FROM entity_tags et WHERE et.org_id = c.org_id AND et.entity_id = c.id AND et.tag_id IN (${sql.join(q.tag_ids.map((id) => sql`${id}`), sql`, `)}))`);
  }
  return sql.join(parts, sql` AND `);
}

export type HitRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  current_title: string | null;
  current_company: string | null;
  location: string | null;
  years_experience: string | number | null;
  skills: string[];
  source: string | null;
  updated_at: string | Date;
  rank: number | null;
  snippet: string | null;
};

type SearchResult = {
  hits: HitRow[];
  total: number;
  totalIsEstimate: boolean;
  facets: { facet: string; value: string; n: number }[];
  matchedTerms: string[];
};

export async function searchCandidates(db: Db, orgId: string, q: Query): Promise<SearchResult> {
  const tsquery = q.q ? sql`websearch_to_tsquery('english', ${q.q})` : null;
  const where = filters(orgId, q, tsquery);
  const offset = (q.page - 1) * q.page_size;
  const byRelevance = tsquery !== null && q.sort === 'relevance';
  const snippet = tsquery
    ? sql`ts_headline('english', concat_ws(' · ', c.current_title, array_to_string(c.skills, ', '), left((SELECT string_agg(r.text, ' ') FROM resumes r WHERE r.org_id = c.org_id AND r.candidate_id = c.id), 20000)), ${tsquery}, ${`StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`})`
    : sql`NULL::text`;
  const matched = q.q ? sql`SELECT coalesce(array_agg(DISTINCT lexeme), '{}') FROM unnest(tsvector_to_array(to_tsvector('english', ${q.q}))) lexeme` : sql`SELECT '{}'::text[]`;

  // A page inside the window (nearly every request): one statement and one scan of the matches
  // serve the page, the count and the facets.
  if (offset + q.page_size <= RANK_WINDOW) {
    const rank = byRelevance ? sql`ts_rank_cd(w.search_vector, ${tsquery}, 32)` : sql`NULL::real`;
    const vector = byRelevance ? sql`c.search_vector` : sql`NULL::tsvector AS search_vector`;
    const result = (await db.execute(sql`
      WITH w AS MATERIALIZED (
        SELECT c.id, ${vector}, c.updated_at, c.skills, c.location, c.source FROM candidates c
        WHERE ${where} ORDER BY c.updated_at DESC LIMIT ${COUNT_CAP + 1}
      ),
      p AS (
        SELECT w.id, ${rank} AS rank, w.updated_at FROM w
        ORDER BY rank DESC NULLS LAST, w.updated_at DESC, w.id LIMIT ${q.page_size} OFFSET ${offset}
      ),
      h AS (
        SELECT c.id, c.first_name, c.last_name, c.email, c.current_title, c.current_company, c.location, c.years_experience,
               c.skills, c.source, p.updated_at, p.rank, ${snippet} AS snippet
        FROM p JOIN candidates c ON c.id = p.id
      ),
      f AS (${facetsOf(orgId)})
      SELECT (SELECT count(*)::int FROM w) AS total,
             (SELECT coalesce(json_agg(h ORDER BY h.rank DESC NULLS LAST, h.updated_at DESC, h.id), '[]'::json) FROM h) AS hits,
             (SELECT coalesce(json_agg(f), '[]'::json) FROM f) AS facets,
             (${matched}) AS matched`)) as unknown as Rows<{ total: number; hits: unknown; facets: unknown; matched: string[] }>;
    const row = result.rows[0]!;
    const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
    const total = Number(row.total);
    return {
      hits: json<HitRow[]>(row.hits),
      total: Math.min(total, COUNT_CAP),
      totalIsEstimate: total > COUNT_CAP,
      facets: json<SearchResult['facets']>(row.facets),
      matchedTerms: row.matched ?? [],
    };
  }
  return searchPastWindow(db, { orgId, q, where, snippet, matched, offset });
}

/** Facet counts over the window `w` (the most recent matches). */
function facetsOf(orgId: string): SQL {
  return sql`
    SELECT 'skills' AS facet, s AS value, count(*)::int AS n FROM w, unnest(w.skills) s GROUP BY s
    UNION ALL SELECT 'locations', w.location, count(*)::int FROM w WHERE w.location IS NOT NULL GROUP BY w.location
    UNION ALL SELECT 'sources', w.source, count(*)::int FROM w WHERE w.source IS NOT NULL GROUP BY w.source
    UNION ALL SELECT 'tags', et.tag_id, count(*)::int FROM w JOIN entity_tags et ON et.org_id = ${orgId} AND et.entity_id = w.id GROUP BY et.tag_id`;
}

/** Pages past the window (recency order only reaches them): the page, then a capped count. */
async function searchPastWindow(
  db: Db,
  p: { orgId: string; q: Query; where: SQL; snippet: SQL; matched: SQL; offset: number },
): Promise<SearchResult> {
  const hits = (await db.execute(sql`
    SELECT c.id, c.first_name, c.last_name, c.email, c.current_title, c.current_company, c.location, c.years_experience,
           c.skills, c.source, c.updated_at, NULL::real AS rank, ${p.snippet} AS snippet
    FROM candidates c WHERE ${p.where} ORDER BY c.updated_at DESC, c.id LIMIT ${p.q.page_size} OFFSET ${p.offset}`)) as unknown as Rows<HitRow>;
  const counted = (await db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM candidates c WHERE ${p.where} LIMIT ${COUNT_CAP + 1}) x`)) as unknown as Rows<{ n: number }>;
  const total = Number(counted.rows[0]?.n ?? 0);
  const facets = (await db.execute(sql`
    WITH w AS (SELECT c.id, c.skills, c.location, c.source FROM candidates c WHERE ${p.where} ORDER BY c.updated_at DESC LIMIT ${COUNT_CAP + 1})
    ${facetsOf(p.orgId)}`)) as unknown as Rows<SearchResult['facets'][number]>;
  const matched = (await db.execute(sql`SELECT (${p.matched}) AS matched`)) as unknown as Rows<{ matched: string[] }>;
  return {
    hits: hits.rows,
    total: Math.min(total, COUNT_CAP),
    totalIsEstimate: total > COUNT_CAP,
    facets: facets.rows,
    matchedTerms: matched.rows[0]?.matched ?? [],
  };
}
