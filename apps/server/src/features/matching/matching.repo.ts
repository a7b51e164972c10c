/** Drizzle and SQL for matching: requirement versions, candidate batches to score, stored scores and their pages. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BreakdownItem, MatchExplanation } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { jobRequirements, matchProgress, matchScores, users } from '../../db/schema';

type Org = { orgId: string };
type Rows<T> = { rows: T[] };

export async function latestRequirementsRow(db: Db, { orgId, jobId }: Org & { jobId: string }) {
  const [row] = await db
    .select({ r: jobRequirements, byName: users.name })
    .from(jobRequirements)
    .leftJoin(users, eq(users.id, jobRequirements.createdBy))
    .where(and(eq(jobRequirements.orgId, orgId), eq(jobRequirements.jobId, jobId)))
    .orderBy(desc(jobRequirements.version))
    .limit(1);
  return row ?? null;
}

export function requirementVersionRows(db: Db, { orgId, jobId }: Org & { jobId: string }) {
  return db
    .select({ version: jobRequirements.version, source: jobRequirements.source, createdAt: jobRequirements.createdAt, createdBy: jobRequirements.createdBy, byName: users.name })
    .from(jobRequirements)
    .leftJoin(users, eq(users.id, jobRequirements.createdBy))
    .where(and(eq(jobRequirements.orgId, orgId), eq(jobRequirements.jobId, jobId)))
    .orderBy(desc(jobRequirements.version))
    .limit(50);
}

export async function insertRequirementsRow(tx: Db, values: typeof jobRequirements.$inferInsert) {
  await tx.insert(jobRequirements).values(values);
}

/** The latest requirements of every open job of the organization that has them. */
export async function openJobRequirementRows(db: Db, { orgId }: Org) {
  const result = (await db.execute(sql`
    SELECT DISTINCT ON (r.job_id) r.job_id, r.version, r.requirements, j.title, j.location
    FROM job_requirements r JOIN jobs j ON j.id = r.job_id
    WHERE r.org_id = ${orgId} AND j.status = 'open' AND j.archived_at IS NULL
    ORDER BY r.job_id, r.version DESC`)) as unknown as Rows<{ job_id: string; version: number; requirements: unknown; title: string; location: string | null }>;
  return result.rows;
}

export type ProfileRow = {
  id: string;
  skills: string[];
  years_experience: string | number | null;
  current_title: string | null;
  location: string | null;
  updated_at: string | Date;
  degrees: string | null;
  text_rank: number | string;
};

/** The columns scoring reads, with the degrees of the person's resumes and the resume's text rank for `tsquery`. */
const profileColumns = (tsquery: SQL) => sql`
  c.id, c.skills, c.years_experience, c.current_title, c.location, c.updated_at,
  (SELECT string_agg(e->>'degree', ' | ') FROM resumes r,
     jsonb_array_elements(CASE WHEN jsonb_typeof(r.parsed->'education') = 'array' THEN r.parsed->'education' ELSE '[]'::jsonb END) e
   WHERE r.org_id = c.org_id AND r.candidate_id = c.id) AS degrees,
  ts_rank_cd(c.search_vector, ${tsquery}, 32) AS text_rank`;

/** Live candidates after the keyset mark (updated_at, id), oldest change first. */
export async function profileBatch(db: Db, { orgId, tsquery, after, limit }: Org & { tsquery: SQL; after: { at: Date; id: string } | null; limit: number }) {
  const mark = after ? sql`AND (c.updated_at, c.id) > (${after.at.toISOString()}::timestamptz, ${after.id})` : sql``;
  const result = (await db.execute(sql`
    SELECT ${profileColumns(tsquery)} FROM candidates c
    WHERE c.org_id = ${orgId} AND c.merged_into_id IS NULL ${mark}
    ORDER BY c.updated_at, c.id LIMIT ${limit}`)) as unknown as Rows<ProfileRow>;
  return result.rows;
}

/** One candidate's profile, with its text rank against each of several queries. */
export async function profileFor(db: Db, { orgId, candidateId, tsqueries }: Org & { candidateId: string; tsqueries: SQL[] }) {
  const ranks = tsqueries.length ? sql.join(tsqueries.map((q) => sql`ts_rank_cd(c.search_vector, ${q}, 32)`), sql`, `) : sql`0`;
  const result = (await db.execute(sql`
    SELECT ${profileColumns(sql`''::tsquery`)}, ARRAY[${ranks}]::real[] AS ranks,
      ARRAY(SELECT a.job_id FROM applications a WHERE a.org_id = c.org_id AND a.candidate_id = c.id) AS job_ids FROM candidates c
    WHERE c.org_id = ${orgId} AND c.id = ${candidateId} AND c.merged_into_id IS NULL`)) as unknown as Rows<ProfileRow & { ranks: number[]; job_ids: string[] | null }>;
  return result.rows[0] ?? null;
}

export type ScoreValues = { candidateId: string; score: number; breakdown: { items: BreakdownItem[]; why: MatchExplanation } };

export async function upsertScores(db: Db, { orgId, jobId, version, scores }: Org & { jobId: string; version: number; scores: ScoreValues[] }) {
  if (scores.length === 0) return;
  await db
    .insert(matchScores)
    .values(scores.map((s) => ({ orgId, jobId, version, candidateId: s.candidateId, score: s.score, breakdown: s.breakdown })))
    .onConflictDoUpdate({
      target: [matchScores.jobId, matchScores.candidateId],
      set: { version: sql`excluded.version`, score: sql`excluded.score`, breakdown: sql`excluded.breakdown`, scoredAt: sql`now()` },
    });
}

export async function progressRow(db: Db, { orgId, jobId }: Org & { jobId: string }) {
  const [row] = await db.select().from(matchProgress).where(and(eq(matchProgress.orgId, orgId), eq(matchProgress.jobId, jobId))).limit(1);
  return row ?? null;
}

/**
 * Starts scoring a version from the beginning: a new version, the first time, or (with `before`) a
 * mark last moved before that time, when the scores under it were given by earlier scoring rules.
 */
export async function resetProgress(db: Db, { orgId, jobId, version, before }: Org & { jobId: string; version: number; before?: Date }) {
  const stale = before ? sql` OR (${matchProgress.version} = ${version} AND ${matchProgress.updatedAt} < ${before.toISOString()}::timestamptz)` : sql``;
  await db
    .insert(matchProgress)
    .values({ orgId, jobId, version, throughUpdatedAt: null, throughId: null })
    .onConflictDoUpdate({ target: matchProgress.jobId, set: { version, throughUpdatedAt: null, throughId: null, updatedAt: sql`now()` }, where: sql`${matchProgress.version} < ${version}${stale}` });
}

/** Moves the mark forward (never back, never for an older version). */
export async function advanceProgress(db: Db, { jobId, version, at, id }: { jobId: string; version: number; at: Date; id: string }) {
  await db
    .update(matchProgress)
    .set({ throughUpdatedAt: at, throughId: id, updatedAt: sql`now()` })
    .where(
      and(
        eq(matchProgress.jobId, jobId),
        eq(matchProgress.version, version),
        sql`(${matchProgress.throughUpdatedAt} IS NULL OR (${matchProgress.throughUpdatedAt}, ${matchProgress.throughId}) < (${at.toISOString()}::timestamptz, ${id}))`,
      ),
    );
}

export type Filters = { hideRejected: boolean; location?: string; minScore?: number };
export type RecommendationRow = {
  candidate_id: string;
  first_name: string;
  last_name: string;
  current_title: string | null;
  location: string | null;
  years_experience: string | number | null;
  score: number;
  breakdown: { items: BreakdownItem[]; why: MatchExplanation } | string;
  previously_rejected: boolean;
};

/** Counting stops here: past it the total is shown as "2,000+". */
export const COUNT_CAP = 2_000;

/**
 * A page of the job's recommendations from the stored scores: highest score first, people in the job
 * left out (those who were rejected or withdrew only when asked), the rank index walked from the top.
 */
export async function recommendationPage(db: Db, { orgId, jobId, version, filters, limit, offset }: Org & { jobId: string; version: number; filters: Filters; limit: number; offset: number }) {
  const inJob = filters.hideRejected ? sql`true` : sql`a.status NOT IN ('rejected', 'withdrawn')`;
  const parts: SQL[] = [
    sql`s.job_id = ${jobId}`,
    sql`s.version = ${version}`,
    sql`s.org_id = ${orgId}`,
    sql`c.merged_into_id IS NULL`,
    sql`NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = s.job_id AND a.candidate_id = s.candidate_id AND ${inJob})`,
  ];
  if (filters.minScore != null) parts.push(sql`s.score >= ${filters.minScore}`);
  if (filters.location) parts.push(sql`c.location ILIKE ${'%' + filters.location.replace(/[%_\\]/g, (m) => '\\' + m) + '%'}`);
  const where = sql.join(parts, sql` AND `);
  const result = (await db.execute(sql`
    WITH p AS (
      SELECT s.candidate_id, s.score, s.breakdown FROM match_scores s JOIN candidates c ON c.id = s.candidate_id
      WHERE ${where} ORDER BY s.score DESC, s.candidate_id LIMIT ${limit} OFFSET ${offset}
    )
    SELECT p.candidate_id, c.first_name, c.last_name, c.current_title, c.location, c.years_experience, p.score, p.breakdown,
           EXISTS (SELECT 1 FROM applications a WHERE a.job_id = ${jobId} AND a.candidate_id = p.candidate_id) AS previously_rejected
    FROM p JOIN candidates c ON c.id = p.candidate_id ORDER BY p.score DESC, p.candidate_id`)) as unknown as Rows<RecommendationRow>;
  const counted = (await db.execute(sql`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM match_scores s JOIN candidates c ON c.id = s.candidate_id WHERE ${where} LIMIT ${COUNT_CAP + 1}) x`)) as unknown as Rows<{ n: number }>;
  return { rows: result.rows, total: Number(counted.rows[0]!.n) };
}

/** How many live candidates the organization has, and how many of them are scored under the version. */
export async function scoringCounts(db: Db, { orgId, jobId, version }: Org & { jobId: string; version: number }) {
  const result = (await db.execute(sql`
    SELECT (SELECT count(*)::int FROM candidates c WHERE c.org_id = ${orgId} AND c.merged_into_id IS NULL) AS candidates,
           (SELECT count(*)::int FROM match_scores s WHERE s.job_id = ${jobId} AND s.version = ${version}) AS scored`)) as unknown as Rows<{ candidates: number; scored: number }>;
  return { candidates: Number(result.rows[0]!.candidates), scored: Number(result.rows[0]!.scored) };
}

/**
 * Refreshes the planner's statistics of the stored scores. Right after a job's candidates are
 * scored in bulk the planner would otherwise think the job has a handful of scores and sort them
 * all instead of walking the rank index (seconds instead of a millisecond at 100k); the embedded
 * database has no autovacuum to do it later.
 */
export async function analyzeScores(db: Db) {
  await db.execute(sql`ANALYZE match_scores`);
}
