/**
 * The trigger worker: at-least-once from pg-boss, at most once in effect. Each trigger's run row is
 * claimed with ON CONFLICT DO NOTHING on (trigger, event) and its action happens in the same
 * transaction, so a retried or duplicated job finds the run and does nothing.
 */
import type PgBoss from 'pg-boss';
import { isFeatureOn } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { newId } from '../../lib/ids';
import { ensureEmailQueue } from '../email/send-email.queue';
import { loadSubscription } from '../subscriptions/subscriptions.service';
import { claimRun, enabledTriggerRows, finishRun } from './automations.repo';
import {
  DELAYED_RUN_QUEUE,
  STAGE_ENTERED_QUEUE,
  TRIGGER_JOB_OPTIONS,
  type DelayedRunJob,
  type StageEnteredJob,
} from './automations.service';
import { runAction, type ActionResult } from './trigger-actions';
import { PLAN_OFF, runDelayedMove } from './delayed-move';

type Ctx = Pick<AppContext, 'db' | 'queue' | 'log' | 'env' | 'mailer'>;

/** Creates the queues (jobs sent to a missing queue are dropped) and starts the workers. */
export async function startTriggerWorkers(ctx: Ctx) {
  await ensureTriggerQueues(ctx);
  const options = { batchSize: 10, includeMetadata: true, pollingIntervalSeconds: 1 } as const;
  await ctx.queue.boss.work<StageEnteredJob>(STAGE_ENTERED_QUEUE, options, (jobs) =>
    eachJob(ctx, STAGE_ENTERED_QUEUE, jobs as PgBoss.JobWithMetadata<StageEnteredJob>[], (job) => handleStageEntered(ctx, job)),
  );
  await ctx.queue.boss.work<DelayedRunJob>(DELAYED_RUN_QUEUE, options, (jobs) =>
    eachJob(ctx, DELAYED_RUN_QUEUE, jobs as PgBoss.JobWithMetadata<DelayedRunJob>[], (job) => handleDelayedRun(ctx, job.data)),
  );
}

export async function ensureTriggerQueues(ctx: Pick<AppContext, 'queue'>) {
  await ctx.queue.createQueue(STAGE_ENTERED_QUEUE, { name: STAGE_ENTERED_QUEUE, ...TRIGGER_JOB_OPTIONS });
  await ctx.queue.createQueue(DELAYED_RUN_QUEUE, { name: DELAYED_RUN_QUEUE, ...TRIGGER_JOB_OPTIONS });
  await ensureEmailQueue(ctx);
}

/** One failing job of a batch fails (and is retried) alone; the others complete. */
async function eachJob<T extends object>(ctx: Ctx, queue: string, jobs: PgBoss.JobWithMetadata<T>[], run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>) {
  for (const job of jobs) {
    try {
      await run(job);
    } catch (err) {
      ctx.log.warn({ err, queue, jobId: job.id }, 'trigger job failed');
      await ctx.queue.boss.fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
  }
}

/**
 * An application entered a stage: runs each enabled trigger of that stage once for this event.
 * On the last attempt, an unexpected error is recorded on the runs instead of vanishing.
 */
export async function handleStageEntered(ctx: Ctx, job: { data: StageEnteredJob; retryCount?: number; retryLimit?: number }) {
  const d = job.data;
  try {
    await ctx.db.transaction(async (tx) => {
      const triggers = await enabledTriggerRows(tx, { orgId: d.org_id, jobId: d.job_id, stageId: d.stage_id });
      if (triggers.length === 0) return;
      const planOn = isFeatureOn(await loadSubscription(tx, d.org_id), 'automation');
      for (const trigger of triggers) {
        const run = await claimRun(tx, { id: newId(), orgId: d.org_id, triggerId: trigger.id, applicationId: d.application_id, eventId: d.event_id });
        if (!run) continue;
        const result: ActionResult = planOn
          ? await inSavepoint(tx, (sp) => runAction(sp, ctx, { trigger, run, applicationId: d.application_id }))
          : { status: 'skipped', outcome: PLAN_OFF };
        if (result.status !== 'pending') await finishRun(tx, { id: run.id, status: result.status, outcome: result.outcome });
      }
    });
  } catch (err) {
    const last = job.retryLimit !== undefined && (job.retryCount ?? 0) >= job.retryLimit;
    if (!last) throw err;
    await recordFailure(ctx, d, err);
  }
}

/** An action that refuses (a template gone, a rule of the email feature) fails its run alone, with the reason. */
async function inSavepoint(tx: Ctx['db'], action: (sp: Ctx['db']) => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await tx.transaction(action);
  } catch (err) {
    if (err instanceof AppError) return { status: 'failed', outcome: err.message };
    throw err;
  }
}

async function recordFailure(ctx: Ctx, d: StageEnteredJob, err: unknown) {
  const message = `Could not run: ${err instanceof Error ? err.message : String(err)}`;
  await ctx.db.transaction(async (tx) => {
    for (const trigger of await enabledTriggerRows(tx, { orgId: d.org_id, jobId: d.job_id, stageId: d.stage_id })) {
      const run = await claimRun(tx, { id: newId(), orgId: d.org_id, triggerId: trigger.id, applicationId: d.application_id, eventId: d.event_id });
      if (run) await finishRun(tx, { id: run.id, status: 'failed', outcome: message });
    }
  });
}

/** A "move after N days" run whose time has come. `now` is injectable so tests need not wait. */
export async function handleDelayedRun(ctx: Ctx, data: DelayedRunJob, now = new Date()) {
  await ctx.db.transaction(async (tx) => {
    const planOn = isFeatureOn(await loadSubscription(tx, data.org_id), 'automation');
    await runDelayedMove(tx, ctx, { orgId: data.org_id, runId: data.run_id, now, planOn });
  });
}
