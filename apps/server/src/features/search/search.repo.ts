/**
 * Candidate search on PostgreSQL full-text search. Matching uses the GIN index; ranking and facets
 * look at no more than RANK_WINDOW matches (the most recently updated), so a term that matches half
 * the organization costs the same as a rare one. Every value is a bound parameter.
 * Costs per request (EXPLAIN ANALYZE, 100k candidates): walking the window grows with its size
 * (checking a row reads its vectors), so the window holds 1,000 matches; the highlighted snippet is
 * cut from the stretch of the resume around the first match, because headlining a whole resume
 * costs about a millisecond a hit.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, type candidateSearchQuerySchema } from '@hirebase/shared';
import type { Db } from '../../db/client';
import type { CustomSearch } from '../custom-fields/custom-fields.service';
import { customFilterSql, customToken, isTokenValue, type CustomFilter } from '../custom-fields/filter-sql';

export const RANK_WINDOW = 1000;
export const COUNT_CAP = 1_000;

/** The stretch of resume text a snippet is cut from: this many characters, starting a little before the first match. */
const EXCERPT_CHARS = 400;
const EXCERPT_LEAD = 120;

type Query = z.output<typeof candidateSearchQuerySchema>;
type Rows<T> = { rows: T[] };

/** A lexeme as a tsquery operand. */
const operand = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (m) => m + m)}'`;

/**
 * A filter value as the token the search-vector trigger keeps in the head vector (migrations 0009,
 * 0027): chr(31), the kind and the exact value, quoted as a tsquery operand.
 */
const token = (kind: 'skill' | 'source', value: string) => operand(`\x1f${kind}:${value}`);

/** Custom-field filters whose every value is a head-vector token; the others stay containment tests. */
function splitCustom(filters: CustomFilter[] | undefined): { tokens: CustomFilter[]; rest: CustomFilter[] } {
  const all = filters ?? [];
  const tokened = (f: CustomFilter) => f.values.every(isTokenValue);
  return { tokens: all.filter(tokened), rest: all.filter((f) => !tokened(f)) };
}

/** The skill, source and custom-field filters as one tsquery over the head's tokens, or null without such filters. */
function filterTokens(q: Query, custom: CustomFilter[]): string | null {
  const parts: string[] = [];
  const skills = (q.skills ?? []).map((s) => token('skill', s));
  if (skills.length) parts.push(skills.length > 1 && q.skills_mode === 'any' ? `(${skills.join(' | ')})` : skills.join(' & '));
  if (q.source) parts.push(token('source', q.source));
  for (const f of custom) {
    const values = (f.values as (string | boolean)[]).map((v) => operand(customToken(f.fieldId, v)));
    parts.push(values.length > 1 ? `(${values.join(' | ')})` : values[0]!);
  }
  return parts.length ? parts.join(' & ') : null;
}

type Pairs = { needs: string | null; exact: boolean };

/**
 * What a tsquery (as PostgreSQL prints it) asks of the `search_pairs` column (migration 0027): the
 * pairs of adjacent words its phrases need, as a tsquery every matching row satisfies, or null when it
 * needs none. `"data engineer" python` gives `'data␟engin'`; `"a b" OR "c d"` gives `'a␟b' | 'c␟d'`;
 * a negation or an OR with a side needing no pair gives nothing. The index answers the pairs, and only
 * the rows holding them are checked for the phrase. `exact`: the query is nothing but two-word phrases
 * joined by AND, so holding the pairs is matching it and no vector needs checking.
 */
export function phrasePairs(text: string): Pairs {
  const tokens = text.match(/'(?:[^'\\]|''|\\.)*'(?::[*A-D]+)?|<\d+>|<->|[!&|()]/g) ?? [];
  let at = 0;
  let exact = true;
  type Node = { word: string | null; needs: string | null };
  const both = (xs: (string | null)[], op: '&' | '|') => {
    if (op === '|' && xs.some((x) => x === null)) return null;
    const kept = xs.filter((x): x is string => x !== null);
    return kept.length === 0 ? null : kept.length === 1 ? kept[0]! : `( ${kept.join(` ${op} `)} )`;
  };
  const unary = (): Node => {
    const t = tokens[at++];
    if (t === '!' || t === '(') exact = false;
    if (t === '!') {
      unary();
      return { word: null, needs: null };
    }
    if (t === '(') {
      const needs = or();
      at++; // ')'
      return { word: null, needs };
    }
    const plain = t !== undefined && t.endsWith("'");
    return { word: plain ? t.slice(1, -1).replace(/''/g, "'").replace(/\\(.)/g, '$1') : null, needs: null };
  };
  const phrase = (): string | null => {
    let left = unary();
    const needs: (string | null)[] = [left.needs];
    let links = 0;
    let paired = 0;
    while (tokens[at] === '<->' || /^<\d+>$/.test(tokens[at] ?? '')) {
      const adjacent = tokens[at++] === '<->';
      const right = unary();
      needs.push(right.needs);
      links++;
      if (adjacent && left.word !== null && right.word !== null && Buffer.byteLength(left.word) + Buffer.byteLength(right.word) <= 1000) {
        needs.push(operand(`${left.word}\x1f${right.word}`));
        paired++;
      }
      left = right;
    }
    if (links !== 1 || paired !== 1) exact = false;
    return both(needs, '&');
  };
  const and = (): string | null => {
    const xs = [phrase()];
    while (tokens[at] === '&') {
      at++;
      xs.push(phrase());
    }
    return both(xs, '&');
  };
  const or = (): string | null => {
    const xs = [and()];
    if (tokens[at] === '|') exact = false;
    while (tokens[at] === '|') {
      at++;
      xs.push(and());
    }
    return both(xs, '|');
  };
  if (!tokens.length) return { needs: null, exact: false };
  const needs = or();
  return { needs, exact: exact && needs !== null && at === tokens.length };
}

/** A query without negation (websearch syntax negates a word with a "-" that does not follow a letter or digit). */
const monotone = (text: string) => !/(^|[^\p{L}\p{N}_])-/u.test(text);

/**
 * The text and filter match. The head vector (name, title, skills, filter tokens…) sits in the row;
 * the full vector adds the resume's lexemes and lives out of line (TOAST), so reading it is the
 * costly part of checking a row. Filters alone read only the head. Words are checked against the
 * head first: the full vector contains the head, so for a query without negation a head match is a
 * match and the resume is read only when the head misses. Both vectors have a GIN index, so a
 * selective query reads the indexes (a term and its filters meet in one scan of each) and a common
 * one walks the recency index, checking rows cheaply.
 */
function textMatch(q: Query, tsquery: SQL | null, custom: CustomFilter[]): SQL | null {
  const tokens = filterTokens(q, custom);
  // The filter tokens live in the head alone (no resume word holds chr(31)), so they are checked there
  // first: a row they refuse never has its resume's vector read.
  const filtered = tokens ? sql`c.search_head @@ ${tokens}::tsquery` : null;
  if (!tsquery) return filtered;
  const words = monotone(q.q) ? sql`(c.search_head @@ ${tsquery} OR c.search_vector @@ ${tsquery})` : sql`c.search_vector @@ ${tsquery}`;
  return filtered ? sql`${filtered} AND ${words}` : words;
}

/** The WHERE clause: checks on the row's own columns first, the vector match after them. */
function filters(orgId: string, q: Query, tsquery: SQL | null, custom?: CustomSearch, pairs: Pairs = { needs: null, exact: false }): SQL {
  const { tokens, rest } = splitCustom(custom?.filters);
  const parts: SQL[] = [sql`c.org_id = ${orgId}`, sql`c.merged_into_id IS NULL`, ...customFilterSql(sql`c.custom_fields`, rest)];
  if (q.location) parts.push(sql`c.location ILIKE ${'%' + q.location.replace(/[%_\\]/g, (m) => '\\' + m) + '%'}`);
  if (q.min_years != null) parts.push(sql`c.years_experience >= ${q.min_years}`);
  if (q.max_years != null) parts.push(sql`c.years_experience <= ${q.max_years}`);
  if (q.owner_id) parts.push(sql`c.owner_id = ${q.owner_id}`);
  if (q.updated_within_days) parts.push(sql`c.updated_at >= now() - make_interval(days => ${q.updated_within_days})`);
  // A phrase's pairs first: their index narrows the rows whose vectors the phrase is checked on.
  if (pairs.needs) parts.push(sql`c.search_pairs @@ ${pairs.needs}::tsquery`);
  const match = textMatch(q, pairs.exact ? null : tsquery, tokens);
  if (match) parts.push(match);
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
  custom_fields: Record<string, unknown> | null;
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

/**
 * The pairs of adjacent words the query's phrases need (see `phrasePairs`). Only text with
 * something besides letters, digits and spaces can hold a phrase (quotes, hyphens…); it costs one
 * round trip to read the parsed query.
 */
async function pairsOf(db: Db, text: string): Promise<Pairs> {
  if (/^[\p{L}\p{N}\s]*$/u.test(text)) return { needs: null, exact: false };
  const { rows } = (await db.execute(sql`SELECT websearch_to_tsquery('english', ${text})::text AS q`)) as unknown as Rows<{ q: string }>;
  return phrasePairs(rows[0]!.q);
}

export async function searchCandidates(db: Db, orgId: string, q: Query, custom?: CustomSearch): Promise<SearchResult> {
  const tsquery = q.q ? sql`websearch_to_tsquery('english', ${q.q})` : null;
  const where = filters(orgId, q, tsquery, custom, q.q ? await pairsOf(db, q.q) : undefined);
  const offset = (q.page - 1) * q.page_size;
  const byRelevance = tsquery !== null && q.sort === 'relevance';
  const matched = q.q ? sql`SELECT coalesce(array_agg(DISTINCT lexeme), '{}') FROM unnest(tsvector_to_array(to_tsvector('english', ${q.q}))) lexeme` : sql`SELECT '{}'::text[]`;
  // The excerpt starts EXCERPT_LEAD characters before the earliest place a query word's stem occurs
  // in the resume (a stem is the word's start, but for a y the stemmer turned into i: "compani"), or
  // at the start; ts_headline then finds and marks the real matches inside it.
  const excerpt = sql`substr(t.text, greatest(1, coalesce((SELECT min(nullif(strpos(t.lower, rtrim(l, 'i')), 0)) FROM unnest(m.lexemes) l WHERE length(l) > 1), 1) - ${EXCERPT_LEAD}), ${EXCERPT_CHARS})`;
  const snippet = tsquery
    ? sql`ts_headline('english', concat_ws(' · ', c.current_title, array_to_string(c.skills, ', '), ${excerpt}), ${tsquery}, ${`StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`})`
    : sql`NULL::text`;
  const resume = tsquery
    ? sql`LEFT JOIN LATERAL (SELECT r.text, lower(r.text) AS lower FROM (SELECT left(string_agg(r.text, ' '), 20000) AS text FROM resumes r WHERE r.org_id = c.org_id AND r.candidate_id = c.id) r) t ON true`
    : sql``;
  // Relevance reads the small head vector (name, title, skills, company…), never the resume's lexemes.
  const rank = byRelevance ? sql`ts_rank_cd(w.search_head, ${tsquery}, 32)` : sql`NULL::real`;
  const head = byRelevance ? sql`c.search_head` : sql`NULL::tsvector AS search_head`;
  // A page inside the window (nearly every request) is read from it; a page past it (recency order
  // only reaches one) walks the recency index (org, updated_at, id), so it costs the offset, not the matches.
  const page =
    offset + q.page_size <= RANK_WINDOW
      ? sql`SELECT w.id, ${rank} AS rank, w.updated_at FROM w ORDER BY rank DESC NULLS LAST, w.updated_at DESC, w.id DESC LIMIT ${q.page_size} OFFSET ${offset}`
      : sql`SELECT c.id, NULL::real AS rank, c.updated_at FROM candidates c WHERE ${where} ORDER BY c.updated_at DESC, c.id DESC LIMIT ${q.page_size} OFFSET ${offset}`;
  // One statement and one scan of the matches serve the page, the capped count and the facets.
  const result = (await db.execute(sql`
    WITH w AS MATERIALIZED (
      SELECT c.id, ${head}, c.updated_at, c.skills, c.location, c.source, c.custom_fields FROM candidates c
      WHERE ${where} ORDER BY c.updated_at DESC, c.id DESC LIMIT ${COUNT_CAP + 1}
    ),
    p AS (${page}),
    m AS (SELECT (${matched}) AS lexemes),
    h AS (
      SELECT c.id, c.first_name, c.last_name, c.email, c.current_title, c.current_company, c.location, c.years_experience,
             c.skills, c.source, c.custom_fields, p.updated_at, p.rank, ${snippet} AS snippet
      FROM p JOIN candidates c ON c.id = p.id CROSS JOIN m ${resume}
    ),
    f AS (${facetsOf(orgId, custom?.facets ?? [])})
    SELECT (SELECT count(*)::int FROM w) AS total,
           (SELECT coalesce(json_agg(h ORDER BY h.rank DESC NULLS LAST, h.updated_at DESC, h.id DESC), '[]'::json) FROM h) AS hits,
           (SELECT coalesce(json_agg(f), '[]'::json) FROM f) AS facets,
           (SELECT lexemes FROM m) AS matched`)) as unknown as Rows<{ total: number; hits: unknown; facets: unknown; matched: string[] }>;
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

/**
 * Facet counts over the window `w` (the most recent matches); select custom fields count under `cf:<field id>`.
 * A single select's value is read straight from the row; only a multi select's list is unnested (a
 * set-returning call per row costs about seven times as much).
 */
function facetsOf(orgId: string, fields: { id: string; multi: boolean }[]): SQL {
  const ids = (multi: boolean) => fields.filter((f) => f.multi === multi).map((f) => sql`${f.id}`);
  const single = ids(false);
  const multi = ids(true);
  const singles = single.length
    ? sql`
    UNION ALL SELECT 'cf:' || k, w.custom_fields ->> k, count(*)::int FROM w, unnest(ARRAY[${sql.join(single, sql`, `)}]::text[]) k
      WHERE jsonb_typeof(w.custom_fields -> k) = 'string' GROUP BY 1, 2`
    : sql``;
  const multis = multi.length
    ? sql`
    UNION ALL SELECT 'cf:' || k, v, count(*)::int FROM w, unnest(ARRAY[${sql.join(multi, sql`, `)}]::text[]) k,
      jsonb_array_elements_text(CASE WHEN jsonb_typeof(w.custom_fields -> k) = 'array' THEN w.custom_fields -> k ELSE '[]'::jsonb END) v
      GROUP BY 1, 2`
    : sql``;
  const custom = sql`${singles}${multis}`;
  return sql`
    SELECT 'skills' AS facet, s AS value, count(*)::int AS n FROM w, unnest(w.skills) s GROUP BY s
    UNION ALL SELECT 'locations', w.location, count(*)::int FROM w WHERE w.location IS NOT NULL GROUP BY w.location
    UNION ALL SELECT 'sources', w.source, count(*)::int FROM w WHERE w.source IS NOT NULL GROUP BY w.source
    UNION ALL SELECT 'tags', et.tag_id, count(*)::int FROM w JOIN entity_tags et ON et.org_id = ${orgId} AND et.entity_id = w.id GROUP BY et.tag_id${custom}`;
}
