import type { Application, ApplicationPatch, BulkApplications, Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { newId } from '../../lib/ids';
import { pageWindow, sortOf } from '../../lib/list';
import type { Queue } from '../../lib/queue';
import { onStageEntered } from '../automations/automations.service';
import { assertJob, moveApplications, recordStageEntry, stagesOfJob } from '../jobs/jobs.service';
import { publishMoveEvents } from '../jobs/move-events';
import { recordValues, saveCustomValues } from '../custom-fields/custom-fields.service';
import { addTagToEntities, tagsFor } from '../tags/tags.service';
import {
  countApplicationRows,
  deleteApplicationRow,
  findApplicationIdFor,
  findApplicationRow,
  findApplicationRows,
  findCandidateRow,
  historyRows,
  insertApplicationRow,
  listApplicationsJson,
  applicationJsonOf,
  setStatusRows,
  type ApplicationRow,
  type ApplicationSortField,
  type ApplicationStatus,
} from './applications.repo';

/** The role, when given, decides which custom fields are read and written. */
type Actor = { orgId: string; actorId: string; role?: Role | undefined };
/** Changes that move applications also queue the stage automations, in the same transaction. */
type Deps = { db: Db; queue: Queue };
type Row = NonNullable<ApplicationRow>;
type Stage = Awaited<ReturnType<typeof stagesOfJob>>['stages'][number];

export async function listApplications(
  db: Db,
  { orgId, jobId }: { orgId: string; jobId: string },
  query: { status?: ApplicationStatus; stage_id?: string; source?: string; sort: string; page: number; page_size: number },
): Promise<{ json: string; total: number }> {
  const filter = { jobId, status: query.status, stageId: query.stage_id, source: query.source || undefined };
  const sort = sortOf(query.sort) as { field: ApplicationSortField; desc: boolean };
  const page = await listApplicationsJson(db, { orgId, filter, sort, ...pageWindow(query) });
  // A page with rows proves the job is this organization's; an empty one asks (404 for another's job).
  if (page.total === null) await assertJob(db, { orgId, jobId });
  return { json: page.json, total: page.total ?? (await countApplicationRows(db, { orgId, filter })) };
}

async function loadApplication(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const row = await findApplicationRow(db, { orgId, id });
  if (!row) throw notFound('Application');
  return row;
}

export async function getApplication(db: Db, { orgId, id, role }: { orgId: string; id: string; role?: Role | undefined }) {
  const [json, history, custom] = await Promise.all([
    applicationJsonOf(db, { orgId, id }),
    historyRows(db, { orgId, applicationId: id }),
    recordValues(db, { orgId, entity: 'application', id, role }),
  ]);
  if (json === null) throw notFound('Application');
  return {
    ...(JSON.parse(json) as Application),
    custom_fields: custom,
    history: history.map((h) => ({
      id: h.id,
      from_stage: h.fromName ?? (h.fromStageId ? 'Removed stage' : null),
      to_stage: h.toName ?? h.toKind,
      moved_by: h.movedBy,
      moved_at: h.movedAt.toISOString(),
    })),
  };
}

function stageOf(stages: Stage[], stageId: string, path = 'stage_id'): Stage {
  const stage = stages.find((s) => s.id === stageId);
  if (!stage) throw new AppError('validation_failed', 'Not a stage of this job', [{ path, message: 'Not a stage of this job' }]);
  return stage;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Moves applications of one job into a stage and queues that stage's automations. */
async function move(tx: Db, queue: Queue, args: Omit<Parameters<typeof moveApplications>[1], 'apps'> & { jobId: string; apps: Row[] }) {
  const entries = await moveApplications(tx, args);
  await onStageEntered(tx, queue, { orgId: args.orgId, jobId: args.jobId, stageId: args.to.id, entries });
  await publishMoveEvents(tx, queue, { orgId: args.orgId, actorId: args.actorId, jobId: args.jobId, apps: args.apps, to: args.to });
}

/**
 * Moves one application into a stage of its job inside the caller's transaction, firing that stage's
 * triggers as any move does (a client submission's status mapped to a stage). False when nothing moved.
 */
export async function moveApplicationTo(tx: Db, queue: Queue, actor: { orgId: string; actorId: string | null }, { applicationId, stageId }: { applicationId: string; stageId: string }): Promise<boolean> {
  const row = await findApplicationRow(tx, { orgId: actor.orgId, id: applicationId });
  if (!row || row.stageId === stageId) return false;
  const { stages } = await stagesOfJob(tx, { orgId: actor.orgId, jobId: row.jobId });
  const to = stages.find((s) => s.id === stageId);
  if (!to) return false;
  await move(tx, queue, { ...actor, jobId: row.jobId, apps: [row], to, stageNames: new Map(stages.map((s) => [s.id, s.name])) });
  return true;
}

/**
 * Adds a candidate to a job. Values given as `custom_fields` (the API's way in) are checked like a
 * new record's, every required application field included; flows that add people on their own
 * (matching, a linked resume) give none and leave them to be filled later.
 */
export async function addApplication({ db, queue }: Deps, actor: Actor, jobId: string, input: NewApplication) {
  const id = newId();
  try {
    await insertApplication({ db, queue }, actor, jobId, input, id);
  } catch (err) {
    // Two concurrent adds of the same person: the unique index decides, the loser gets the same 409.
    if (!isUniqueViolation(err)) throw err;
    const existing = await findApplicationIdFor(db, { orgId: actor.orgId, jobId, candidateId: input.candidate_id });
    throw new AppError('conflict', 'This candidate is already in the job', { existing_id: existing });
  }
  return getApplication(db, { orgId: actor.orgId, id, role: actor.role });
}

/** `source` names where the application came from (a job portal's id…); null when added in the app. */
type NewApplication = { candidate_id: string; stage_id?: string | undefined; custom_fields?: Record<string, unknown> | undefined; source?: string | null };

async function insertApplication({ db, queue }: Deps, actor: Actor, jobId: string, input: NewApplication, id: string) {
  await db.transaction(async (tx) => {
    const { stages } = await stagesOfJob(tx, { orgId: actor.orgId, jobId });
    if (!(await findCandidateRow(tx, { orgId: actor.orgId, id: input.candidate_id }))) throw notFound('Candidate');
    const existing = await findApplicationIdFor(tx, { orgId: actor.orgId, jobId, candidateId: input.candidate_id });
    if (existing) throw new AppError('conflict', 'This candidate is already in the job', { existing_id: existing });
    const stage = input.stage_id ? stageOf(stages, input.stage_id) : stages[0];
    if (!stage) throw new AppError('validation_failed', 'The job has no stages');
    await insertApplicationRow(tx, {
      id,
      orgId: actor.orgId,
      jobId,
      candidateId: input.candidate_id,
      stageId: stage.id,
      status: stage.kind === 'hired' ? 'hired' : 'active',
      source: input.source ?? null,
      createdBy: actor.actorId,
    });
    const custom = input.custom_fields
      ? await saveCustomValues(tx, { orgId: actor.orgId, entity: 'application', entityId: id, input: input.custom_fields, creating: true, role: actor.role })
      : {};
    const eventId = await recordStageEntry(tx, { orgId: actor.orgId, actorId: actor.actorId, applicationId: id, stage });
    await onStageEntered(tx, queue, { orgId: actor.orgId, jobId, stageId: stage.id, entries: [{ applicationId: id, eventId }] });
    await publishEvent({ queue }, tx, {
      orgId: actor.orgId,
      type: 'application.created',
      actorId: actor.actorId,
      payload: { application_id: id, candidate_id: input.candidate_id, job_id: jobId, stage_id: stage.id, source: input.source ?? null },
    });
    await logActivity(tx, {
      ...actor,
      action: 'create',
      entityType: 'application',
      entityId: id,
      changes: { job_id: { before: null, after: jobId }, candidate_id: { before: null, after: input.candidate_id }, stage: { before: null, after: stage.name }, ...custom },
    });
  });
}

/** Sets a status on applications of one job; rejecting or hiring also moves them into the job's first stage of that kind. */
async function setStatus(tx: Db, queue: Queue, actor: Actor, rows: Row[], stages: Stage[], status: ApplicationStatus, reason: string | null) {
  const rejectionReason = status === 'rejected' ? reason : status === 'withdrawn' ? (reason ?? null) : null;
  const target = status === 'rejected' || status === 'hired' ? stages.find((s) => s.kind === status) : undefined;
  const names = new Map(stages.map((s) => [s.id, s.name]));
  const toMove = target ? rows.filter((r) => r.stageId !== target.id) : [];
  if (target && toMove.length) {
    await move(tx, queue, { ...actor, jobId: toMove[0]!.jobId, apps: toMove, to: target, stageNames: names, status, rejectionReason });
  }
  const inPlace = rows.filter((r) => !toMove.includes(r));
  await setStatusRows(tx, { orgId: actor.orgId, ids: inPlace.map((r) => r.id), status, rejectionReason });
  for (const r of inPlace) {
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (r.status !== status) changes.status = { before: r.status, after: status };
    if (r.rejectionReason !== rejectionReason) changes.rejection_reason = { before: r.rejectionReason, after: rejectionReason };
    if (Object.keys(changes).length) await logActivity(tx, { ...actor, action: 'update', entityType: 'application', entityId: r.id, changes });
  }
}

export async function updateApplication({ db, queue }: Deps, actor: Actor, id: string, patch: ApplicationPatch) {
  await db.transaction(async (tx) => {
    const row = await loadApplication(tx, { orgId: actor.orgId, id });
    const { stages } = await stagesOfJob(tx, { orgId: actor.orgId, jobId: row.jobId });
    if ('stage_id' in patch) {
      const to = stageOf(stages, patch.stage_id);
      if (to.id === row.stageId) return;
      await move(tx, queue, { ...actor, jobId: row.jobId, apps: [row], to, stageNames: new Map(stages.map((s) => [s.id, s.name])) });
      return;
    }
    const current = stages.find((s) => s.id === row.stageId);
    if (patch.status === 'active' && current?.kind === 'rejected') {
      // Reopening from a rejected stage goes back to where the application was before.
      const history = await historyRows(tx, { orgId: actor.orgId, applicationId: id });
      const back = history
        .map((h) => stages.find((s) => s.id === h.toStageId))
        .filter((s): s is Stage => !!s && s.kind !== 'rejected' && s.kind !== 'hired')
        .at(-1) ?? stages.find((s) => s.kind !== 'rejected' && s.kind !== 'hired');
      if (back) {
        await move(tx, queue, { ...actor, jobId: row.jobId, apps: [row], to: back, stageNames: new Map(stages.map((s) => [s.id, s.name])), status: 'active' });
        return;
      }
    }
    await setStatus(tx, queue, actor, [row], stages, patch.status, patch.rejection_reason ?? null);
  });
  return getApplication(db, { orgId: actor.orgId, id });
}

export async function bulkApplications({ db, queue }: Deps, actor: Actor, input: BulkApplications): Promise<{ updated: number }> {
  const ids = [...new Set(input.application_ids)];
  return db.transaction(async (tx) => {
    const rows = await findApplicationRows(tx, { orgId: actor.orgId, ids });
    if (rows.length !== ids.length) throw notFound('Application');
    if (input.action === 'tag') {
      const candidateIds = [...new Set(rows.map((r) => r.candidateId))];
      await addTagToEntities(tx, { orgId: actor.orgId, tagId: input.tag_id, feature: 'candidates', entityIds: candidateIds });
      const tag = (await tagsFor(tx, { orgId: actor.orgId, entityIds: candidateIds.slice(0, 1) })).get(candidateIds[0]!)?.find((x) => x.id === input.tag_id);
      for (const r of rows) {
        await logActivity(tx, { ...actor, action: 'update', entityType: 'application', entityId: r.id, changes: { tag: { before: null, after: tag?.name ?? input.tag_id } } });
      }
      return { updated: rows.length };
    }
    const byJob = new Map<string, Row[]>();
    for (const r of rows) byJob.set(r.jobId, [...(byJob.get(r.jobId) ?? []), r]);
    if (input.action === 'move') {
      if (byJob.size !== 1) {
        throw new AppError('validation_failed', 'A bulk move takes applications of one job', [{ path: 'application_ids', message: 'Applications of one job only' }]);
      }
      const { stages } = await stagesOfJob(tx, { orgId: actor.orgId, jobId: rows[0]!.jobId });
      const to = stageOf(stages, input.stage_id);
      await move(tx, queue, { ...actor, jobId: rows[0]!.jobId, apps: rows.filter((r) => r.stageId !== to.id), to, stageNames: new Map(stages.map((s) => [s.id, s.name])) });
      return { updated: rows.length };
    }
    for (const [jobId, group] of byJob) {
      const { stages } = await stagesOfJob(tx, { orgId: actor.orgId, jobId });
      await setStatus(tx, queue, actor, group, stages, 'rejected', input.rejection_reason);
    }
    return { updated: rows.length };
  });
}

export async function removeApplication(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const row = await loadApplication(tx, { orgId: actor.orgId, id });
    await deleteApplicationRow(tx, { orgId: actor.orgId, id });
    await logActivity(tx, {
      ...actor,
      action: 'delete',
      entityType: 'application',
      entityId: id,
      changes: { job_id: { before: row.jobId, after: null }, candidate_id: { before: row.candidateId, after: null } },
    });
  });
}
