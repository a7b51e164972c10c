/**
 * Stage automations: triggers per job stage, and the stage-entry event that queues their runs.
 * The runs themselves happen in `trigger-runs.job.ts`.
 */
import { triggerConfigSchemas, type Trigger, type TriggerAction, type TriggerInput, type TriggerPatch, type TriggerRun } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { validate } from '../../lib/http';
import { assessmentExists } from '../assessments/assessments.service';
import { newId } from '../../lib/ids';
import type { Queue } from '../../lib/queue';
import { assertJob, stagesOfJob, type StageEntry } from '../jobs/jobs.service';
import { assertMembers } from '../users/users.service';
import {
  deleteTriggerRow,
  findTriggerRow,
  hasEnabledTriggers,
  insertTriggerRow,
  listRunRows,
  listTriggerRows,
  templateExists,
  updateTriggerRow,
  type TriggerRow,
} from './automations.repo';

type Actor = { orgId: string; actorId: string };

export const STAGE_ENTERED_QUEUE = 'trigger-stage-entered';
export const DELAYED_RUN_QUEUE = 'trigger-delayed-run';
export const TRIGGER_JOB_OPTIONS = { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 } as const;
export type StageEnteredJob = { org_id: string; job_id: string; stage_id: string; application_id: string; event_id: string };
export type DelayedRunJob = { org_id: string; run_id: string };

const toTrigger = (r: TriggerRow): Trigger => ({
  id: r.id,
  job_id: r.jobId,
  stage_id: r.stageId,
  action: r.action,
  config: r.config,
  enabled: r.enabled,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export async function listTriggers(db: Db, { orgId, jobId }: { orgId: string; jobId: string }): Promise<Trigger[]> {
  await assertJob(db, { orgId, jobId });
  return (await listTriggerRows(db, { orgId, jobId })).map(toTrigger);
}

async function loadTrigger(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const row = await findTriggerRow(db, { orgId, id });
  if (!row) throw notFound('Trigger');
  return row;
}

const invalid = (path: string, message: string) => new AppError('validation_failed', message, [{ path, message }]);

/** Checks an action's settings against the organization and the job; returns them normalized. */
async function checkedConfig(db: Db, p: { orgId: string; jobId: string; stageId: string; action: TriggerAction; config: unknown }) {
  const parsed = validate(triggerConfigSchemas[p.action], p.config ?? {}) as Record<string, unknown>;
  if (p.action === 'send_email' && !(await templateExists(db, { orgId: p.orgId, id: String(parsed.template_id) }))) {
    throw invalid('config.template_id', 'Choose an email template of this organization');
  }
  if (p.action === 'send_assessment' && !(await assessmentExists(db, { orgId: p.orgId, id: String(parsed.assessment_id) }))) {
    throw invalid('config.assessment_id', 'Choose an assessment of this organization');
  }
  if (p.action === 'notify') {
    const userIds = [...new Set(parsed.user_ids as string[])];
    await assertMembers(db, { orgId: p.orgId, userIds, field: 'config.user_ids' });
    return { user_ids: userIds };
  }
  if (p.action === 'move_after_days') {
    const { stages } = await stagesOfJob(db, { orgId: p.orgId, jobId: p.jobId });
    if (!stages.some((s) => s.id === parsed.to_stage_id)) throw invalid('config.to_stage_id', 'Not a stage of this job');
    if (parsed.to_stage_id === p.stageId) throw invalid('config.to_stage_id', 'Choose another stage than the one that fires the trigger');
  }
  return parsed;
}

export async function createTrigger(db: Db, actor: Actor, jobId: string, input: TriggerInput & { enabled: boolean }): Promise<Trigger> {
  const id = newId();
  await db.transaction(async (tx) => {
    const { stages } = await stagesOfJob(tx, { orgId: actor.orgId, jobId });
    const stage = stages.find((s) => s.id === input.stage_id);
    if (!stage) throw invalid('stage_id', 'Not a stage of this job');
    const config = await checkedConfig(tx, { orgId: actor.orgId, jobId, stageId: stage.id, action: input.action, config: input.config });
    await insertTriggerRow(tx, { id, orgId: actor.orgId, jobId, stageId: stage.id, action: input.action, config, enabled: input.enabled, createdBy: actor.actorId });
    await logActivity(tx, {
      ...actor,
      action: 'create',
      entityType: 'trigger',
      entityId: id,
      changes: { job_id: { before: null, after: jobId }, stage: { before: null, after: stage.name }, action: { before: null, after: input.action }, config: { before: null, after: config } },
    });
  });
  return toTrigger((await findTriggerRow(db, { orgId: actor.orgId, id }))!);
}

export async function updateTrigger(db: Db, actor: Actor, id: string, patch: TriggerPatch): Promise<Trigger> {
  await db.transaction(async (tx) => {
    const row = await loadTrigger(tx, { orgId: actor.orgId, id });
    const values: Partial<Pick<TriggerRow, 'config' | 'enabled'>> = {};
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (patch.config !== undefined) {
      values.config = await checkedConfig(tx, { orgId: actor.orgId, jobId: row.jobId, stageId: row.stageId, action: row.action, config: patch.config });
      changes.config = { before: row.config, after: values.config };
    }
    if (patch.enabled !== undefined && patch.enabled !== row.enabled) {
      values.enabled = patch.enabled;
      changes.enabled = { before: row.enabled, after: patch.enabled };
    }
    await updateTriggerRow(tx, { orgId: actor.orgId, id, values });
    await logActivity(tx, { ...actor, action: 'update', entityType: 'trigger', entityId: id, changes });
  });
  return toTrigger(await loadTrigger(db, { orgId: actor.orgId, id }));
}

export async function deleteTrigger(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadTrigger(tx, { orgId: actor.orgId, id });
    await deleteTriggerRow(tx, { orgId: actor.orgId, id });
    await logActivity(tx, {
      ...actor,
      action: 'delete',
      entityType: 'trigger',
      entityId: id,
      changes: { action: { before: row.action, after: null }, config: { before: row.config, after: null } },
    });
  });
}

export async function triggerRunsPage(db: Db, p: { orgId: string; jobId: string; limit: number; offset: number }): Promise<{ data: TriggerRun[]; total: number }> {
  await assertJob(db, p);
  const { rows, total } = await listRunRows(db, p);
  const data = rows.map((r) => ({
    id: r.run.id,
    trigger_id: r.run.triggerId,
    action: r.action,
    stage_id: r.stageId,
    stage_name: r.stageName,
    application_id: r.run.applicationId,
    candidate: { id: r.candidateId, name: `${r.firstName} ${r.lastName}`.trim() },
    status: r.run.status,
    outcome: r.run.outcome,
    run_after: r.run.runAfter?.toISOString() ?? null,
    created_at: r.run.createdAt.toISOString(),
    finished_at: r.run.finishedAt?.toISOString() ?? null,
  }));
  return { data, total };
}

/**
 * Applications entered a stage: in the caller's transaction, queue one durable job per entry so the
 * stage's triggers run after the move commits (and never if it rolls back). Stages without an
 * enabled trigger cost one indexed lookup.
 */
export async function onStageEntered(tx: Db, queue: Queue, p: { orgId: string; jobId: string; stageId: string; entries: StageEntry[] }) {
  if (p.entries.length === 0) return;
  if (!(await hasEnabledTriggers(tx, p))) return;
  await queue.insertInTx(
    tx,
    p.entries.map((e) => ({
      name: STAGE_ENTERED_QUEUE,
      data: { org_id: p.orgId, job_id: p.jobId, stage_id: p.stageId, application_id: e.applicationId, event_id: e.eventId } satisfies StageEnteredJob,
      retryLimit: TRIGGER_JOB_OPTIONS.retryLimit,
      retryDelay: TRIGGER_JOB_OPTIONS.retryDelay,
      retryBackoff: TRIGGER_JOB_OPTIONS.retryBackoff,
    })),
  );
}
