/** Building assessments: list, create, read, edit, delete; the jobs they belong to. */
import { isChoiceKind, type Assessment, type Question, type QuestionInput } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { userRefs } from '../users/users.service';
import {
  attachJob,
  detachJob,
  existingJobIds,
  findAssessment,
  insertAssessment,
  jobsOf,
  listAssessments,
  setJobs,
  updateAssessment,
  type ListedAssessment,
} from './assessments.repo';

export type Actor = { orgId: string; actorId: string; actorName: string; actorEmail: string };
type Fields = { title: string; instructions: string; time_limit_minutes?: number | null; pass_mark: number; shuffle: boolean; job_ids: string[]; questions: QuestionInput[] };

/** Stored questions: ids kept (results refer to them), choice fields only on choice questions, rubric only on text ones. */
export function normalizeQuestions(input: QuestionInput[]): Question[] {
  const seen = new Set<string>();
  return input.map((q) => {
    const id = q.id && !seen.has(q.id) ? q.id : newId();
    seen.add(id);
    const choice = isChoiceKind(q.kind);
    return {
      id,
      kind: q.kind,
      prompt: q.prompt,
      options: choice ? (q.options ?? []) : [],
      correct: choice ? [...new Set(q.correct ?? [])].sort((a, b) => a - b) : [],
      points: q.points as number,
      rubric: choice ? null : (q.rubric ?? null),
      language: q.kind === 'code' ? (q.language ?? null) : null,
      skill: q.skill ?? null,
    };
  });
}

async function toAssessments(db: Db, orgId: string, rows: ListedAssessment[]): Promise<Assessment[]> {
  const [jobMap, refs] = await Promise.all([jobsOf(db, { orgId, ids: rows.map((r) => r.row.id) }), userRefs(db, rows.map((r) => r.row.createdBy))]);
  return rows.map(({ row: a, invited, completed, average }) => ({
    id: a.id,
    title: a.title,
    instructions: a.instructions,
    time_limit_minutes: a.timeLimitMinutes,
    pass_mark: a.passMark,
    shuffle: a.shuffle,
    questions: a.questions,
    total_points: a.questions.reduce((s, q) => s + q.points, 0),
    jobs: jobMap.get(a.id) ?? [],
    usage: { invited, completed },
    average_score: average,
    created_by: (a.createdBy && refs.get(a.createdBy)) || null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  }));
}

export async function assessmentsPage(db: Db, p: { orgId: string; q?: string; jobId?: string; limit: number; offset: number }) {
  const { rows, total } = await listAssessments(db, p);
  return { data: await toAssessments(db, p.orgId, rows), total };
}

/** Whether the organization has this (undeleted) assessment: for other features' settings. */
export async function assessmentExists(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<boolean> {
  return (await findAssessment(db, { orgId, id })) !== null;
}

export async function getAssessment(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<Assessment> {
  const row = await findAssessment(db, { orgId, id });
  if (!row) throw notFound('Assessment');
  return (await toAssessments(db, orgId, [row]))[0]!;
}

async function checkedJobIds(db: Db, orgId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await existingJobIds(db, { orgId, ids: unique });
  if (found.length !== unique.length) throw new AppError('validation_failed', 'A chosen job was not found', [{ path: 'job_ids', message: 'A chosen job was not found' }]);
  return unique;
}

export async function createAssessment(db: Db, actor: Actor, input: Fields): Promise<Assessment> {
  const id = newId();
  await db.transaction(async (tx) => {
    const jobIds = await checkedJobIds(tx, actor.orgId, input.job_ids);
    await insertAssessment(tx, {
      id,
      orgId: actor.orgId,
      title: input.title,
      instructions: input.instructions,
      timeLimitMinutes: input.time_limit_minutes ?? null,
      passMark: input.pass_mark,
      shuffle: input.shuffle,
      questions: normalizeQuestions(input.questions),
      createdBy: actor.actorId,
    });
    await setJobs(tx, { orgId: actor.orgId, assessmentId: id, jobIds });
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'create', entityType: 'assessment', entityId: id, changes: { title: { before: null, after: input.title } } });
  });
  return getAssessment(db, { orgId: actor.orgId, id });
}

/** Edits apply to later invitations: an attempt keeps the questions it was sent. */
export async function editAssessment(db: Db, actor: Actor, id: string, patch: Partial<Fields>): Promise<Assessment> {
  await db.transaction(async (tx) => {
    const found = await findAssessment(tx, { orgId: actor.orgId, id });
    if (!found) throw notFound('Assessment');
    const a = found.row;
    const set: Parameters<typeof updateAssessment>[1]['set'] = {};
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (patch.title !== undefined && patch.title !== a.title) {
      set.title = patch.title;
      changes.title = { before: a.title, after: patch.title };
    }
    if (patch.instructions !== undefined) set.instructions = patch.instructions;
    if (patch.time_limit_minutes !== undefined && patch.time_limit_minutes !== a.timeLimitMinutes) {
      set.timeLimitMinutes = patch.time_limit_minutes;
      changes.time_limit_minutes = { before: a.timeLimitMinutes, after: patch.time_limit_minutes };
    }
    if (patch.pass_mark !== undefined && patch.pass_mark !== a.passMark) {
      set.passMark = patch.pass_mark;
      changes.pass_mark = { before: a.passMark, after: patch.pass_mark };
    }
    if (patch.shuffle !== undefined) set.shuffle = patch.shuffle;
    if (patch.questions !== undefined) {
      set.questions = normalizeQuestions(patch.questions);
      changes.questions = { before: a.questions.length, after: set.questions.length };
    }
    if (patch.job_ids !== undefined) await setJobs(tx, { orgId: actor.orgId, assessmentId: id, jobIds: await checkedJobIds(tx, actor.orgId, patch.job_ids) });
    await updateAssessment(tx, { orgId: actor.orgId, id, set });
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'update', entityType: 'assessment', entityId: id, changes });
  });
  return getAssessment(db, { orgId: actor.orgId, id });
}

/** Removes it from lists and jobs; attempts already taken keep their results. */
export async function deleteAssessment(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findAssessment(tx, { orgId: actor.orgId, id });
    if (!found) throw notFound('Assessment');
    await updateAssessment(tx, { orgId: actor.orgId, id, set: { deletedAt: new Date() } });
    await setJobs(tx, { orgId: actor.orgId, assessmentId: id, jobIds: [] });
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'delete', entityType: 'assessment', entityId: id, changes: { title: { before: found.row.title, after: null } } });
  });
}

export async function setJobAttachment(db: Db, actor: Actor, p: { jobId: string; assessmentId: string; attached: boolean }) {
  await db.transaction(async (tx) => {
    await checkedJobIds(tx, actor.orgId, [p.jobId]).catch(() => {
      throw notFound('Job');
    });
    const found = await findAssessment(tx, { orgId: actor.orgId, id: p.assessmentId });
    if (!found) throw notFound('Assessment');
    const args = { orgId: actor.orgId, assessmentId: p.assessmentId, jobId: p.jobId };
    await (p.attached ? attachJob(tx, args) : detachJob(tx, args));
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'update', entityType: 'assessment', entityId: p.assessmentId, changes: { job_ids: p.attached ? { before: null, after: p.jobId } : { before: p.jobId, after: null } } });
  });
}
