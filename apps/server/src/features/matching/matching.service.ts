/**
 * Matching use cases: a job's requirements (proposed, saved as versions), its recommendations from
 * the stored scores, adding recommended people to the job, and the open jobs ranked for one person.
 */
import type { z } from 'zod';
import type {
  AddRecommendedResult,
  Job,
  JobRequirements,
  JobRequirementsInput,
  MatchingJob,
  RecommendedCandidate,
  RecommendationsResponse,
  recommendationsQuerySchema,
  RequirementsVersion,
  SkillInfo,
} from '@hirebase/shared';
import { jobRequirementsSchema } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { validate } from '../../lib/http';
import { newId } from '../../lib/ids';
import { addApplication } from '../applications/applications.service';
import { getJob } from '../jobs/jobs.service';
import type { JobForRequirements } from './extract-requirements';
import {
  insertRequirementsRow,
  latestRequirementsRow,
  openJobRequirementRows,
  profileFor,
  recommendationPage,
  requirementVersionRows,
  resetProgress,
  scoringCounts,
  COUNT_CAP,
} from './matching.repo';
import { queueScoring } from './matching.jobs';
import { proposeRequirements } from './propose';
import { advanceScoring, profileOf, requirementsQuery } from './score-job';
import { compileRequirements, scoreCandidate } from './scoring';
import { normalizeSkill, relatedSkills, skillAliases } from './skill-relations';

type Actor = { orgId: string; actorId: string };
type Query = z.output<typeof recommendationsQuerySchema>;

/** How many candidates a request scores before it answers; the rest are scored by the next requests. */
export const REQUEST_SCORING_BUDGET = 2_000;

const jobInput = (job: Job): JobForRequirements => ({
  title: job.title,
  description: job.description,
  location: job.location,
  workplace: job.workplace,
  experienceMin: job.experience_min,
  experienceMax: job.experience_max,
  requiredSkills: job.required_skills,
  niceToHaveSkills: job.nice_to_have_skills,
});

function skillInfo(r: JobRequirementsInput): SkillInfo[] {
  return [...r.must_have_skills, ...r.nice_to_have_skills].map((s) => {
    const { name, known } = normalizeSkill(s.name);
    return { name: s.name, known: known && name === s.name, aliases: skillAliases(s.name), related: relatedSkills(s.name) };
  });
}

/**
 * The saved requirements, or the built-in rules' proposal (version 0, not saved) when the job has
 * none yet. Reading never asks the model: that is a paid call, made only when someone who may edit
 * the job asks for a proposal (`proposeFor`).
 */
export async function getRequirements(db: Db, orgId: string, jobId: string): Promise<JobRequirements> {
  const job = await getJob(db, { orgId, id: jobId });
  const saved = await latestRequirementsRow(db, { orgId, jobId });
  if (!saved) return propose(null, job);
  const { r, byName } = saved;
  return {
    job_id: jobId,
    version: r.version,
    source: r.source,
    requirements: r.requirements,
    skills: skillInfo(r.requirements),
    saved_at: r.createdAt.toISOString(),
    saved_by: r.createdBy ? { id: r.createdBy, name: byName ?? '' } : null,
    notice: null,
  };
}

/** A fresh proposal from the job as it is now (from the model when one is configured), whether or not requirements were saved. */
export async function proposeFor(ctx: AppContext, orgId: string, jobId: string): Promise<JobRequirements> {
  return propose(ctx.ai, await getJob(ctx.db, { orgId, id: jobId }));
}

async function propose(ai: AppContext['ai'], job: Job): Promise<JobRequirements> {
  const { requirements, source, notice } = await proposeRequirements(ai, jobInput(job));
  return { job_id: job.id, version: 0, source, requirements, skills: skillInfo(requirements), saved_at: null, saved_by: null, notice };
}

/** Saves the requirements as the job's next version; ranking starts over under it, and a queued job scores everyone. */
export async function saveRequirements(ctx: AppContext, actor: Actor, jobId: string, input: JobRequirementsInput, source: 'rules' | 'model' | 'edited') {
  await getJob(ctx.db, { orgId: actor.orgId, id: jobId });
  const named = { ...input, must_have_skills: input.must_have_skills.map((s) => ({ ...s, name: normalizeSkill(s.name).name })), nice_to_have_skills: input.nice_to_have_skills.map((s) => ({ ...s, name: normalizeSkill(s.name).name })) };
  // Checked again under the vocabulary's names: "golang" and "Go" are one skill listed twice.
  const requirements = validate(jobRequirementsSchema, named);
  await ctx.db.transaction(async (tx) => {
    const latest = await latestRequirementsRow(tx, { orgId: actor.orgId, jobId });
    const version = (latest?.r.version ?? 0) + 1;
    await insertRequirementsRow(tx, { id: newId(), orgId: actor.orgId, jobId, version, source, requirements, createdBy: actor.actorId });
    await resetProgress(tx, { orgId: actor.orgId, jobId, version });
    await queueScoring(tx, ctx, { orgId: actor.orgId, jobId });
    await logActivity(tx, { ...actor, action: 'update', entityType: 'job', entityId: jobId, changes: { requirements_version: { before: latest?.r.version ?? null, after: version } } });
  });
  return getRequirements(ctx.db, actor.orgId, jobId);
}

export async function listVersions(db: Db, orgId: string, jobId: string): Promise<RequirementsVersion[]> {
  await getJob(db, { orgId, id: jobId });
  const rows = await requirementVersionRows(db, { orgId, jobId });
  return rows.map((r) => ({ version: r.version, source: r.source, saved_at: r.createdAt.toISOString(), saved_by: r.createdBy ? { id: r.createdBy, name: r.byName ?? '' } : null }));
}

async function savedOrFail(db: Db, orgId: string, jobId: string) {
  await getJob(db, { orgId, id: jobId });
  const saved = await latestRequirementsRow(db, { orgId, jobId });
  if (!saved) throw new AppError('conflict', 'Save the job’s requirements on Refine first', { reason: 'requirements_missing' });
  return saved.r;
}

/** A page of recommendations; first brings the stored scores up to date within the request's budget. */
export async function recommendations(db: Db, orgId: string, jobId: string, q: Query, budget = REQUEST_SCORING_BUDGET): Promise<RecommendationsResponse> {
  const saved = await savedOrFail(db, orgId, jobId);
  const state = await advanceScoring(db, { orgId, jobId, version: saved.version, requirements: saved.requirements, budget });
  const { rows, total } = await recommendationPage(db, {
    orgId,
    jobId,
    version: saved.version,
    filters: { hideRejected: q.hide_rejected === 'true', location: q.location, minScore: q.min_score },
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const counts = state.complete ? null : await scoringCounts(db, { orgId, jobId, version: saved.version });
  const data: RecommendedCandidate[] = rows.map((row) => {
    const breakdown = typeof row.breakdown === 'string' ? (JSON.parse(row.breakdown) as Exclude<typeof row.breakdown, string>) : row.breakdown;
    return {
      candidate_id: row.candidate_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      current_title: row.current_title,
      location: row.location,
      years_experience: row.years_experience == null ? null : Number(row.years_experience),
      score: Number(row.score),
      breakdown: breakdown.items,
      why: breakdown.why,
      previously_rejected: Boolean(row.previously_rejected),
    };
  });
  return {
    data,
    meta: {
      total: Math.min(total, COUNT_CAP),
      total_is_estimate: total > COUNT_CAP,
      page: q.page,
      page_size: q.page_size,
      version: saved.version,
      scored: counts?.scored ?? null,
      candidates: counts?.candidates ?? null,
      complete: state.complete,
    },
  };
}

/** Adds each person to the job's first stage; people already in the job or unknown are reported, not fatal. */
export async function addRecommended(ctx: AppContext, actor: Actor, jobId: string, candidateIds: string[]): Promise<AddRecommendedResult> {
  await getJob(ctx.db, { orgId: actor.orgId, id: jobId });
  const result: AddRecommendedResult = { added: [], skipped: [] };
  for (const candidateId of [...new Set(candidateIds)]) {
    try {
      await addApplication(ctx, actor, jobId, { candidate_id: candidateId });
      result.added.push(candidateId);
    } catch (err) {
      if (!(err instanceof AppError) || (err.code !== 'conflict' && err.code !== 'not_found')) throw err;
      result.skipped.push({ candidate_id: candidateId, reason: err.code === 'conflict' ? 'Already in the job' : 'Candidate not found' });
    }
  }
  return result;
}

/** The organization's open jobs that have requirements, ranked for one person with the same breakdown. */
export async function matchingJobs(db: Db, orgId: string, candidateId: string): Promise<MatchingJob[]> {
  const jobs = await openJobRequirementRows(db, { orgId });
  const profile = await profileFor(db, { orgId, candidateId, tsqueries: jobs.map((j) => requirementsQuery(j.requirements as JobRequirementsInput)) });
  if (!profile) throw notFound('Candidate');
  const inJobs = new Set(profile.job_ids ?? []);
  const now = new Date();
  return jobs
    .map((job, i) => {
      const result = scoreCandidate(compileRequirements(job.requirements as JobRequirementsInput), profileOf(profile, Number(profile.ranks[i] ?? 0)), now);
      return { job_id: job.job_id, title: job.title, location: job.location, score: result.score, breakdown: result.items, why: result.why, in_job: inJobs.has(job.job_id) };
    })
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}
