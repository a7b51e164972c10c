import { openJobLimitMessage, type Job, type JobSummary, type Role, type StageKind, type TagRef, type UserRef } from '@hirebase/shared';
import { loadSubscription } from '../subscriptions/subscriptions.service';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { pageWindow, sortOf, totalOf } from '../../lib/list';
import { planStages, templateStages, type StageInput, type StageRow } from '../pipelines/pipelines.service';
import { customValuesReader, saveCustomValues } from '../custom-fields/custom-fields.service';
import { setEntityTags, tagsFor } from '../tags/tags.service';
import { assertMembers, userRefs } from '../users/users.service';
import { sanitizeDescription } from './description';
import {
  applicationsInStages,
  countJobRows,
  deleteJobRow,
  findClientRow,
  findJobRow,
  hiringTeamRows,
  insertJobRow,
  insertStageHistoryRows,
  jobExists,
  jobStageRows,
  listJobRows,
  setApplicationsStage,
  setHiringTeamRows,
  stageCountRows,
  updateJobRow,
  writeJobStageRows,
  type JobSortField,
  type JobValues,
} from './jobs.repo';

/** The role, when given, decides which custom fields are read and written. */
type Actor = { orgId: string; actorId: string; role?: Role | undefined };
type Changes = Record<string, { before: unknown; after: unknown }>;
type JobRow = NonNullable<Awaited<ReturnType<typeof findJobRow>>>;

export type JobFields = {
  custom_fields?: Record<string, unknown>;
  title?: string;
  client_id?: string | null;
  department?: string | null;
  location?: string | null;
  workplace?: Job['workplace'];
  employment_type?: Job['employment_type'];
  openings?: number;
  salary_min?: number | null;
  salary_max?: number | null;
  salary_currency?: string | null;
  salary_period?: Job['salary_period'];
  experience_min?: number | null;
  experience_max?: number | null;
  required_skills?: string[];
  nice_to_have_skills?: string[];
  description?: string;
  status?: Job['status'];
  owner_id?: string | null;
  hiring_team_ids?: string[];
  tag_ids?: string[];
};

/** API field → column, for the plain fields a job stores as they are. */
const COLUMNS = {
  title: 'title',
  client_id: 'clientId',
  department: 'department',
  location: 'location',
  workplace: 'workplace',
  employment_type: 'employmentType',
  openings: 'openings',
  salary_min: 'salaryMin',
  salary_max: 'salaryMax',
  salary_currency: 'salaryCurrency',
  salary_period: 'salaryPeriod',
  experience_min: 'experienceMin',
  experience_max: 'experienceMax',
  required_skills: 'requiredSkills',
  nice_to_have_skills: 'niceToHaveSkills',
  description: 'description',
  status: 'status',
  owner_id: 'ownerId',
} as const satisfies Partial<Record<keyof JobFields, keyof JobValues>>;

function toValues(input: JobFields): JobValues {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const v = input[field as keyof JobFields];
    if (v !== undefined) values[column] = field === 'description' ? sanitizeDescription(v as string) : v;
  }
  return values as JobValues;
}

async function assertReferences(db: Db, orgId: string, input: JobFields) {
  if (input.client_id && !(await findClientRow(db, { orgId, id: input.client_id }))) {
    throw new AppError('validation_failed', 'Unknown client', [{ path: 'client_id', message: 'Unknown client' }]);
  }
  await assertMembers(db, { orgId, userIds: [input.owner_id], field: 'owner_id' });
  await assertMembers(db, { orgId, userIds: input.hiring_team_ids ?? [], field: 'hiring_team_ids' });
}

function summaryOf(row: JobRow, refs: { owner: UserRef | null; tags: TagRef[] }) {
  const j = row.job;
  return {
    id: j.id,
    title: j.title,
    client: j.clientId && row.clientName != null ? { id: j.clientId, name: row.clientName } : null,
    location: j.location,
    workplace: j.workplace,
    status: j.status,
    owner: refs.owner,
    tags: refs.tags,
    openings: j.openings,
    archived_at: j.archivedAt?.toISOString() ?? null,
    created_at: j.createdAt.toISOString(),
    updated_at: j.updatedAt.toISOString(),
  };
}

export async function listJobs(
  db: Db,
  { orgId, role }: { orgId: string; role?: Role | undefined },
  query: { q?: string; status?: Job['status']; client_id?: string; owner_id?: string; tag_id?: string; archived: 'true' | 'false'; sort: string; page: number; page_size: number },
): Promise<{ data: JobSummary[]; total: number }> {
  const filter = {
    q: query.q || undefined,
    status: query.status,
    clientId: query.client_id,
    ownerId: query.owner_id,
    tagId: query.tag_id,
    archived: query.archived === 'true',
  };
  const sort = sortOf(query.sort) as { field: JobSortField; desc: boolean };
  const [rows, custom] = await Promise.all([listJobRows(db, { orgId, filter, sort, ...pageWindow(query) }), customValuesReader(db, { orgId, entity: 'job', role })]);
  const total = await totalOf(rows, () => countJobRows(db, { orgId, filter }));
  const data = rows.map((row) => ({
    ...summaryOf(row, { owner: row.job.ownerId && row.ownerName != null ? { id: row.job.ownerId, name: row.ownerName } : null, tags: row.tags }),
    active_count: row.stageCounts.reduce((n, s) => n + s.count, 0),
    stage_counts: row.stageCounts,
    custom_fields: custom(row.job.customFields),
  }));
  return { data, total };
}

export async function getJob(db: Db, { orgId, id, role }: { orgId: string; id: string; role?: Role | undefined }): Promise<Job> {
  const row = await findJobRow(db, { orgId, id });
  if (!row) throw notFound('Job');
  const [stages, team, tags] = await Promise.all([
    stageCountRows(db, { orgId, jobIds: [id] }),
    hiringTeamRows(db, { orgId, jobIds: [id] }),
    tagsFor(db, { orgId, entityIds: [id] }),
  ]);
  const refs = await userRefs(db, [row.job.ownerId, ...team.map((t) => t.userId)]);
  const j = row.job;
  return {
    ...summaryOf(row, { owner: (j.ownerId && refs.get(j.ownerId)) || null, tags: tags.get(id) ?? [] }),
    department: j.department,
    employment_type: j.employmentType,
    salary_min: j.salaryMin,
    salary_max: j.salaryMax,
    salary_currency: j.salaryCurrency,
    salary_period: j.salaryPeriod,
    experience_min: j.experienceMin,
    experience_max: j.experienceMax,
    required_skills: j.requiredSkills,
    nice_to_have_skills: j.niceToHaveSkills,
    description: j.description,
    hiring_team: team.map((t) => refs.get(t.userId)).filter((u): u is UserRef => !!u).sort((a, b) => a.name.localeCompare(b.name)),
    custom_fields: (await customValuesReader(db, { orgId, entity: 'job', role }))(j.customFields),
    stages: stages.map(({ id, name, kind, position, count }) => ({ id, name, kind, position, count })),
  };
}

/** Opening one more job must fit the plan's open-job limit (a live careers posting needs an open job, so this covers publishing too). */
async function assertOpenJobRoom(tx: Db, orgId: string): Promise<void> {
  const sub = await loadSubscription(tx, orgId);
  if (sub.open_job_limit != null && sub.open_jobs_used >= sub.open_job_limit) {
    throw new AppError('conflict', openJobLimitMessage(sub.plan_name, sub.open_job_limit), { field: 'status', limit: 'open_jobs' });
  }
}

export async function createJob(db: Db, actor: Actor, input: JobFields & { title: string; pipeline_id?: string }): Promise<Job> {
  const id = newId();
  await db.transaction(async (tx) => {
    if (input.status === 'open') await assertOpenJobRoom(tx, actor.orgId);
    await assertReferences(tx, actor.orgId, input);
    const template = await templateStages(tx, { orgId: actor.orgId, pipelineId: input.pipeline_id });
    const values = { ...toValues(input), title: input.title };
    await insertJobRow(tx, { orgId: actor.orgId, id, createdBy: actor.actorId, values });
    const plan = planStages([], template);
    await writeJobStageRows(tx, { orgId: actor.orgId, jobId: id, kept: [], added: plan.added, removed: [] });
    await setHiringTeamRows(tx, { orgId: actor.orgId, jobId: id, userIds: input.hiring_team_ids ?? [] });
    await setEntityTags(tx, { orgId: actor.orgId, entityId: id, feature: 'jobs', tagIds: input.tag_ids ?? [] });
    const changes: Changes = await saveCustomValues(tx, { orgId: actor.orgId, entity: 'job', entityId: id, input: input.custom_fields, creating: true, role: actor.role });
    for (const [field, v] of Object.entries(input)) if (v !== undefined && field !== 'description' && field !== 'custom_fields') changes[field] = { before: null, after: v };
    await logActivity(tx, { ...actor, action: 'create', entityType: 'job', entityId: id, changes });
  });
  return getJob(db, { orgId: actor.orgId, id, role: actor.role });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function updateJob(db: Db, actor: Actor, id: string, given: JobFields): Promise<Job> {
  const { custom_fields, ...input } = given;
  await db.transaction(async (tx) => {
    const before = await getJob(tx, { orgId: actor.orgId, id });
    if (input.status === 'open' && before.status !== 'open' && !before.archived_at) await assertOpenJobRoom(tx, actor.orgId);
    await assertReferences(tx, actor.orgId, input);
    const values = toValues(input);
    const after: Record<string, unknown> = { ...input, ...(values.description !== undefined ? { description: values.description } : {}) };
    const current: Record<string, unknown> = {
      ...before,
      client_id: before.client?.id ?? null,
      owner_id: before.owner?.id ?? null,
      hiring_team_ids: before.hiring_team.map((u) => u.id).sort(),
      tag_ids: before.tags.map((t) => t.id).sort(),
    };
    const changes: Changes = await saveCustomValues(tx, { orgId: actor.orgId, entity: 'job', entityId: id, input: custom_fields, creating: false, role: actor.role });
    for (const [field, v] of Object.entries(after)) {
      if (v === undefined) continue;
      const next = Array.isArray(v) && (field === 'hiring_team_ids' || field === 'tag_ids') ? [...new Set(v as string[])].sort() : v;
      if (!same(current[field], next)) changes[field] = { before: field === 'description' ? null : current[field], after: field === 'description' ? null : next };
    }
    if (Object.keys(values).length) await updateJobRow(tx, { orgId: actor.orgId, id, values });
    else if (Object.keys(changes).length) await updateJobRow(tx, { orgId: actor.orgId, id, values: {} });
    if (input.hiring_team_ids) await setHiringTeamRows(tx, { orgId: actor.orgId, jobId: id, userIds: input.hiring_team_ids });
    if (input.tag_ids) await setEntityTags(tx, { orgId: actor.orgId, entityId: id, feature: 'jobs', tagIds: input.tag_ids });
    if (Object.keys(changes).length) await logActivity(tx, { ...actor, action: 'update', entityType: 'job', entityId: id, changes });
  });
  return getJob(db, { orgId: actor.orgId, id, role: actor.role });
}

async function setArchived(db: Db, actor: Actor, id: string, archived: boolean): Promise<Job> {
  await db.transaction(async (tx) => {
    const row = await findJobRow(tx, { orgId: actor.orgId, id });
    if (!row) throw notFound('Job');
    const before = row.job.archivedAt?.toISOString() ?? null;
    if ((before != null) === archived) return;
    if (!archived && row.job.status === 'open') await assertOpenJobRoom(tx, actor.orgId);
    const at = archived ? new Date() : null;
    await updateJobRow(tx, { orgId: actor.orgId, id, values: { archivedAt: at } });
    await logActivity(tx, {
      ...actor,
      action: archived ? 'archive' : 'restore',
      entityType: 'job',
      entityId: id,
      changes: { archived_at: { before, after: at?.toISOString() ?? null } },
    });
  });
  return getJob(db, { orgId: actor.orgId, id, role: actor.role });
}

export const archiveJob = (db: Db, actor: Actor, id: string) => setArchived(db, actor, id, true);
export const restoreJob = (db: Db, actor: Actor, id: string) => setArchived(db, actor, id, false);

export async function deleteJob(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findJobRow(tx, { orgId: actor.orgId, id });
    if (!row) throw notFound('Job');
    await setEntityTags(tx, { orgId: actor.orgId, entityId: id, feature: 'jobs', tagIds: [] });
    await deleteJobRow(tx, { orgId: actor.orgId, id });
    await logActivity(tx, { ...actor, action: 'delete', entityType: 'job', entityId: id, changes: { title: { before: row.job.title, after: null } } });
  });
}

type MovedApplication = { id: string; stageId: string; status: 'active' | 'rejected' | 'withdrawn' | 'hired' };

/**
 * Moves applications into one stage of their job: the stage, its entry time, one history row and one
 * activity row each. Entering a 'hired' stage hires; leaving it for another kind reopens.
 */
export async function moveApplications(
  tx: Db,
  // actorId null: moved by a stage automation, not a person.
  { orgId, actorId, apps, to, stageNames, status, rejectionReason }: { orgId: string; actorId: string | null } & {
    apps: (MovedApplication & { rejectionReason?: string | null })[];
    to: { id: string; name: string; kind: StageKind };
    stageNames: Map<string, string>;
    /** A status to set with the move (reject, hire); otherwise it follows the stage kind. */
    status?: MovedApplication['status'];
    /** Set with the move when given. */
    rejectionReason?: string | null;
  },
): Promise<StageEntry[]> {
  // An application that is open again carries no rejection reason.
  const reasonFor = (next: MovedApplication['status']) => (next === 'active' ? null : rejectionReason);
  const groups = new Map<MovedApplication['status'], (typeof apps)[number][]>();
  for (const app of apps) {
    const closed = app.status === 'hired' || app.status === 'rejected';
    const next = status ?? (to.kind === 'hired' ? 'hired' : closed && to.kind !== 'rejected' ? 'active' : app.status);
    groups.set(next, [...(groups.get(next) ?? []), app]);
  }
  for (const [next, group] of groups) {
    await setApplicationsStage(tx, { orgId, ids: group.map((a) => a.id), stageId: to.id, status: next, rejectionReason: reasonFor(next) });
  }
  const moved = apps.filter((a) => a.stageId !== to.id);
  const history = moved.map((a) => ({ id: newId(), orgId, applicationId: a.id, fromStageId: a.stageId, toStageId: to.id, toStageKind: to.kind, movedBy: actorId }));
  await insertStageHistoryRows(tx, history);
  for (const [next, group] of groups) {
    for (const a of group) {
      const changes: Changes = {};
      if (a.stageId !== to.id) changes.stage = { before: stageNames.get(a.stageId) ?? null, after: to.name };
      if (a.status !== next) changes.status = { before: a.status, after: next };
      const reason = reasonFor(next);
      if (reason !== undefined && a.rejectionReason !== undefined && (a.rejectionReason ?? null) !== reason) {
        changes.rejection_reason = { before: a.rejectionReason ?? null, after: reason };
      }
      if (!Object.keys(changes).length) continue;
      await logActivity(tx, { orgId, actorId, action: changes.stage ? 'move' : 'update', entityType: 'application', entityId: a.id, changes });
    }
  }
  return history.map((h) => ({ applicationId: h.applicationId, eventId: h.id }));
}

/** One application entering a stage; the event id is its stage-history row (what stage automations key on). */
export type StageEntry = { applicationId: string; eventId: string };

/** The first stage-history row of a new application (from no stage), so funnels count its entry. */
export async function recordStageEntry(
  tx: Db,
  { orgId, actorId, applicationId, stage }: Actor & { applicationId: string; stage: { id: string; kind: StageKind } },
) {
  const eventId = newId();
  await insertStageHistoryRows(tx, [{ id: eventId, orgId, applicationId, fromStageId: null, toStageId: stage.id, toStageKind: stage.kind, movedBy: actorId }]);
  return eventId;
}

/** 404 unless the job is the organization's. */
export async function assertJob(db: Db, { orgId, jobId }: { orgId: string; jobId: string }) {
  if (!(await jobExists(db, { orgId, id: jobId }))) throw notFound('Job');
}

/** The stages of a job (404 when the job is not the organization's). */
export async function stagesOfJob(db: Db, { orgId, jobId }: { orgId: string; jobId: string }) {
  const row = await findJobRow(db, { orgId, id: jobId });
  if (!row) throw notFound('Job');
  return { job: { id: row.job.id, title: row.job.title }, stages: await jobStageRows(db, { orgId, jobId }) };
}

export async function setJobStages(db: Db, actor: Actor, id: string, input: { stages: StageInput[]; move_to: Record<string, string> }): Promise<Job> {
  await db.transaction(async (tx) => {
    const { stages: existing } = await stagesOfJob(tx, { orgId: actor.orgId, jobId: id });
    const plan = planStages(existing, input.stages);
    const removedIds = plan.removed.map((s) => s.id);
    const inRemoved = await applicationsInStages(tx, { orgId: actor.orgId, jobId: id, stageIds: removedIds });
    const names = new Map<string, string>(existing.map((s) => [s.id, s.name]));
    const kept = new Map<string, StageRow>(plan.next.filter((s) => !plan.added.includes(s)).map((s) => [s.id, s]));
    const moves = new Map<string, typeof inRemoved>();
    for (const stage of plan.removed) {
      const held = inRemoved.filter((a) => a.stageId === stage.id);
      if (!held.length) continue;
      const target = input.move_to[stage.id];
      if (!target || !kept.has(target)) {
        throw new AppError('validation_failed', `Choose where the ${held.length} application(s) in “${stage.name}” go`, [
          { path: `move_to.${stage.id}`, message: `Choose a stage for the applications in “${stage.name}”` },
        ]);
      }
      moves.set(target, [...(moves.get(target) ?? []), ...held]);
    }
    await writeJobStageRows(tx, { orgId: actor.orgId, jobId: id, kept: plan.kept, added: plan.added, removed: [] });
    // Removing a stage only relocates its applications: their statuses stay as they are.
    for (const [target, apps] of moves) {
      for (const status of new Set(apps.map((a) => a.status))) {
        const group = apps.filter((a) => a.status === status);
        await moveApplications(tx, { ...actor, apps: group, to: kept.get(target)!, stageNames: names, status });
      }
    }
    await writeJobStageRows(tx, { orgId: actor.orgId, jobId: id, kept: [], added: [], removed: removedIds });
    await updateJobRow(tx, { orgId: actor.orgId, id, values: {} });
    await logActivity(tx, {
      ...actor,
      action: 'update',
      entityType: 'job',
      entityId: id,
      changes: { stages: { before: existing.map((s) => s.name), after: plan.next.map((s) => s.name) } },
    });
  });
  return getJob(db, { orgId: actor.orgId, id, role: actor.role });
}

/** job id → its stages in order with counts of active applications, for many jobs in one query. */
