/**
 * Matching background work: after requirements are saved, every candidate of the organization is
 * scored under the new version without anyone keeping the recommendations screen open. Queued in
 * the save's transaction; safe to run twice (scores are upserted and the mark only moves forward).
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { analyzeScores, latestRequirementsRow } from './matching.repo';
import { advanceScoring } from './score-job';

export const SCORING_QUEUE = 'match-scoring';
/** One queued and one running job per job of the organization: a second save while one waits adds nothing. */
const SCORING_QUEUE_OPTIONS = { name: SCORING_QUEUE, policy: 'stately', retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 } as const;
export type ScoringJob = { org_id: string; job_id: string };

/** Candidates scored per step; the same budget as a recommendations request. */
const STEP = 2_000;
/** A run hands the rest to a fresh job after this long, so no lease is held for minutes. */
const RUN_MS = 30_000;

const jobFor = (data: ScoringJob): PgBoss.JobInsert => ({ name: SCORING_QUEUE, data, singletonKey: data.job_id });

/** Queues scoring of the job's latest requirements, inside the transaction that saved them. */
export async function queueScoring(tx: Db, ctx: Pick<AppContext, 'queue'>, p: { orgId: string; jobId: string }) {
  await ctx.queue.insertInTx(tx, [jobFor({ org_id: p.orgId, job_id: p.jobId })]);
}

/**
 * Scores the job's candidates under its latest version until none is left, then refreshes the
 * scores' statistics so the first page walks the rank index; after `RUN_MS` it queues itself again
 * for the rest. Returns whether scoring is complete.
 */
export async function runScoring(ctx: Pick<AppContext, 'db' | 'queue'>, data: ScoringJob, runMs = RUN_MS): Promise<boolean> {
  const saved = await latestRequirementsRow(ctx.db, { orgId: data.org_id, jobId: data.job_id });
  // The job was deleted, or belongs to another organization.
  if (!saved) return true;
  const started = Date.now();
  for (;;) {
    const state = await advanceScoring(ctx.db, { orgId: data.org_id, jobId: data.job_id, version: saved.r.version, requirements: saved.r.requirements, budget: STEP });
    if (state.complete) {
      await analyzeScores(ctx.db);
      return true;
    }
    // A newer version was saved meanwhile: its own job scores it.
    if (state.visited === 0) return true;
    if (Date.now() - started > runMs) {
      await ctx.queue.boss.insert([jobFor(data)]);
      return false;
    }
  }
}

export async function startMatchingWorkers(ctx: AppContext) {
  await ctx.queue.createQueue(SCORING_QUEUE, SCORING_QUEUE_OPTIONS);
  await ctx.queue.boss.work<ScoringJob>(SCORING_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs: PgBoss.Job<ScoringJob>[]) => {
    for (const job of jobs) await runScoring(ctx, job.data);
  });
}
