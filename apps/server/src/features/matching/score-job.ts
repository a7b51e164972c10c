/**
 * Keeps a job's stored scores current. Candidates are visited in (updated_at, id) order after the
 * job's mark, so a new requirements version scores everyone once and afterwards only people whose
 * profile changed (their updated_at moved past the mark) are scored again: no full recompute.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { JobRequirementsInput } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { advanceProgress, profileBatch, progressRow, resetProgress, upsertScores, type ProfileRow } from './matching.repo';
import { compileRequirements, scoreCandidate, type CandidateProfile, type CompiledRequirements } from './scoring';

const BATCH = 500;
/**
 * The mark never passes changes younger than this: a transaction that stamped updated_at a moment
 * before the mark but committed after it is still seen on the next pass.
 */
const SETTLE_MS = 10_000;

/**
 * When the scoring rules last changed (candidates' skills read through the vocabulary's aliases). A
 * job whose mark last moved before it holds scores given by the earlier rules, so its candidates are
 * scored again from the start, as after a new requirements version. Move it whenever `scoring.ts`
 * changes what a stored score would be.
 */
export const SCORING_REVISED_AT = new Date('2026-11-27T22:00:00Z');

/** The job's terms as one OR query over the resume vector (phrases kept together), or an empty query. */
export function requirementsQuery(r: JobRequirementsInput): SQL {
  const terms = [...r.must_have_skills.map((s) => s.name), ...r.nice_to_have_skills.map((s) => s.name), ...r.languages, ...r.keywords, ...r.titles]
    .map((t) => t.replace(/["\\]/g, ' ').replace(/(^|\s)-+/g, '$1').trim())
    .filter(Boolean);
  const unique = [...new Set(terms.map((t) => t.toLowerCase()))].slice(0, 60);
  if (unique.length === 0) return sql`''::tsquery`;
  return sql`websearch_to_tsquery('english', ${unique.map((t) => `"${t}"`).join(' or ')})`;
}

export function profileOf(row: ProfileRow, textRank = Number(row.text_rank)): CandidateProfile {
  return {
    skills: row.skills ?? [],
    yearsExperience: row.years_experience == null ? null : Number(row.years_experience),
    currentTitle: row.current_title,
    location: row.location,
    updatedAt: new Date(row.updated_at),
    degrees: row.degrees,
    textRank: Number.isFinite(textRank) ? textRank : 0,
  };
}

export type ScoringState = { complete: boolean; visited: number };

/**
 * Scores up to `budget` candidates of the job that are new, changed, or not yet scored under the
 * version; `complete` says nothing is left. Safe to run twice at once: scores are upserted and the
 * mark only moves forward.
 */
export async function advanceScoring(
  db: Db,
  { orgId, jobId, version, requirements, budget, now = new Date() }: { orgId: string; jobId: string; version: number; requirements: JobRequirementsInput; budget: number; now?: Date },
): Promise<ScoringState> {
  let progress = await progressRow(db, { orgId, jobId });
  if (!progress || progress.version < version || progress.updatedAt < SCORING_REVISED_AT) {
    await resetProgress(db, { orgId, jobId, version, before: SCORING_REVISED_AT });
    progress = await progressRow(db, { orgId, jobId });
  }
  if (!progress || progress.version !== version) return { complete: false, visited: 0 };
  let after = progress.throughUpdatedAt && progress.throughId != null ? { at: progress.throughUpdatedAt, id: progress.throughId } : null;
  const compiled = compileRequirements(requirements);
  const tsquery = requirementsQuery(requirements);
  const settled = new Date(now.getTime() - SETTLE_MS);
  let visited = 0;
  while (visited < budget) {
    const limit = Math.min(BATCH, budget - visited);
    const rows = await profileBatch(db, { orgId, tsquery, after, limit });
    await upsertScores(db, { orgId, jobId, version, scores: rows.map((row) => scoreRow(compiled, row, now)) });
    visited += rows.length;
    const last = rows.at(-1);
    if (last) {
      const at = new Date(last.updated_at);
      // Past the settle line the mark stops at it, and those rows are looked at again next time.
      const mark = at < settled ? { at, id: last.id } : { at: settled, id: '' };
      if (!after || mark.at > after.at || (mark.at.getTime() === after.at.getTime() && mark.id > after.id)) {
        await advanceProgress(db, { jobId, version, ...mark });
      }
      after = { at, id: last.id };
    }
    if (rows.length < limit) return { complete: true, visited };
  }
  return { complete: false, visited };
}

function scoreRow(compiled: CompiledRequirements, row: ProfileRow, now: Date) {
  const { score, items, why } = scoreCandidate(compiled, profileOf(row), now);
  return { candidateId: row.id, score, breakdown: { items, why } };
}
