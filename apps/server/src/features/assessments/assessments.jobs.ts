/**
 * Assessment background work: the time-out that submits an attempt with what was saved when the candidate never
 * comes back (queued when the clock starts; safe to run twice), and model grading after a submission.
 */
import type PgBoss from 'pg-boss';
import { DEADLINE_GRACE_SECONDS } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { findAttempt } from './attempts.repo';
import { finalizeInTx } from './attempts.service';
import { SUGGEST_QUEUE, TIMEOUT_OPTIONS, TIMEOUT_QUEUE, type SuggestJob, type TimeoutJob } from './queues';
import { suggestGrades } from './suggest.service';
import { AppError } from '../../lib/app-error';

/** Submits the attempt when its deadline (and the grace) has passed and it is still open. */
export async function runTimeout(ctx: Pick<AppContext, 'db' | 'queue'>, data: TimeoutJob, now = new Date()) {
  await ctx.db.transaction(async (tx) => {
    const found = await findAttempt(tx, { orgId: data.org_id, id: data.attempt_id, lock: true });
    const deadline = found?.attempt.deadlineAt;
    if (!found || found.attempt.status !== 'in_progress' || !deadline) return;
    if (deadline.getTime() + DEADLINE_GRACE_SECONDS * 1000 > now.getTime()) return;
    await finalizeInTx(tx, ctx, found, { timedOut: true, now });
  });
}

export async function startAssessmentWorkers(ctx: AppContext) {
  await ctx.queue.createQueue(TIMEOUT_QUEUE, { name: TIMEOUT_QUEUE, ...TIMEOUT_OPTIONS, expireInSeconds: 60 });
  await ctx.queue.boss.work<TimeoutJob>(TIMEOUT_QUEUE, { batchSize: 5, pollingIntervalSeconds: 2 }, async (jobs: PgBoss.Job<TimeoutJob>[]) => {
    for (const job of jobs) await runTimeout(ctx, job.data);
  });
  await ctx.queue.createQueue(SUGGEST_QUEUE, { name: SUGGEST_QUEUE, retryLimit: 2, retryDelay: 60, expireInSeconds: 300 });
  await ctx.queue.boss.work<SuggestJob>(SUGGEST_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs: PgBoss.Job<SuggestJob>[]) => {
    for (const job of jobs) {
      try {
        await suggestGrades(ctx, { orgId: job.data.org_id, attemptId: job.data.attempt_id });
      } catch (err) {
        // A model that fails leaves the answers to grade by hand, as without one.
        if (err instanceof AppError && err.code !== 'internal') ctx.log.warn({ err, attemptId: job.data.attempt_id }, 'suggested grading failed');
        else throw err;
      }
    }
  });
}
