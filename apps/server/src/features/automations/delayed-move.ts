/**
 * "Move after N days without activity": when the run's time comes, the application moves only if it
 * is still in the stage from that same entry and nobody has touched it since. The move is itself a
 * stage entry, so the next stage's triggers fire.
 */
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { moveApplications, stagesOfJob } from '../jobs/jobs.service';
import { publishMoveEvents } from '../jobs/move-events';
import { applicationInfo, finishRun, findRunRow, hadActivitySince } from './automations.repo';
import { DELAYED_RUN_QUEUE, onStageEntered, TRIGGER_JOB_OPTIONS, type DelayedRunJob } from './automations.service';

export const PLAN_OFF = 'Automations are not included in your plan';

export async function runDelayedMove(tx: Db, ctx: Pick<AppContext, 'queue'>, p: { orgId: string; runId: string; now: Date; planOn: boolean }) {
  const row = await findRunRow(tx, { orgId: p.orgId, id: p.runId });
  if (!row || row.run.status !== 'pending' || row.trigger.action !== 'move_after_days') return;
  const { run, trigger } = row;
  const skip = (outcome: string) => finishRun(tx, { id: run.id, status: 'skipped', outcome });

  if (run.runAfter && run.runAfter.getTime() > p.now.getTime()) {
    // Woken early (clock skew between machines): sleep again until the run's time.
    await ctx.queue.insertInTx(tx, [
      { name: DELAYED_RUN_QUEUE, data: { org_id: p.orgId, run_id: run.id } satisfies DelayedRunJob, startAfter: run.runAfter, ...retry },
    ]);
    return;
  }
  if (!p.planOn) return skip(PLAN_OFF);
  if (!trigger.enabled) return skip('The trigger was turned off before the move');

  const app = await applicationInfo(tx, { orgId: p.orgId, id: run.applicationId });
  if (!app) return skip('The application no longer exists');
  if (app.stageId !== trigger.stageId) return skip(`Not moved: no longer in the stage (now in ${app.stageName})`);
  if ((await hadActivitySince(tx, { orgId: p.orgId, applicationId: app.id, candidateId: app.candidateId, eventId: run.eventId })) !== false) {
    return skip('Not moved: there was activity since entering the stage');
  }

  const { stages } = await stagesOfJob(tx, { orgId: p.orgId, jobId: app.jobId });
  const to = stages.find((s) => s.id === trigger.config.to_stage_id);
  if (!to) return finishRun(tx, { id: run.id, status: 'failed', outcome: 'The stage to move to no longer exists' });

  // Finishing the run first is the guard: a duplicate of this job finds it finished and moves nothing.
  if (!(await finishRun(tx, { id: run.id, status: 'succeeded', outcome: `Moved to ${to.name}` }))) return;
  const entries = await moveApplications(tx, {
    orgId: p.orgId,
    actorId: null,
    apps: [{ id: app.id, stageId: app.stageId, status: app.status, rejectionReason: app.rejectionReason }],
    to,
    stageNames: new Map(stages.map((s) => [s.id, s.name])),
  });
  await onStageEntered(tx, ctx.queue, { orgId: p.orgId, jobId: app.jobId, stageId: to.id, entries });
  await publishMoveEvents(tx, ctx.queue, { orgId: p.orgId, actorId: null, jobId: app.jobId, apps: [app], to });
}

const retry = {
  retryLimit: TRIGGER_JOB_OPTIONS.retryLimit,
  retryDelay: TRIGGER_JOB_OPTIONS.retryDelay,
  retryBackoff: TRIGGER_JOB_OPTIONS.retryBackoff,
};
