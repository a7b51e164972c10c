/** Invitations and results: one attempt per invitation, graded, totalled and announced when submitted. */
import type { AttemptDetail, AttemptSummary, BoardAssessmentBadge, Grade, InvitationResult } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { issueLink, useLink } from '../../lib/capability-links';
import type { AppContext } from '../../lib/context';
import { publishEvent } from '../../lib/events';
import { newId } from '../../lib/ids';
import { actionMail, queueMailInTx } from '../../lib/mailer';
import { applicationsToInvite, findAssessment, type AttemptRow, type InviteeRow } from './assessments.repo';
import { findAttempt, insertAttempt, listAttempts, updateAttempt, type AttemptFilters, type ListedAttempt } from './attempts.repo';
import { autoGrades, shuffled, totals, type Totals } from './grading';
import { queueTimeout } from './queues';

export const INVITATION_PURPOSE = 'assessment_invitation';
const DAY_SECONDS = 24 * 60 * 60;
type Deps = Pick<AppContext, 'env' | 'mailer' | 'queue'>;

export function toSummary(r: ListedAttempt): AttemptSummary {
  const a = r.attempt;
  const percent = a.score === null || a.maxScore === 0 ? null : Math.round((a.score / a.maxScore) * 1000) / 10;
  const ended = a.submittedAt ?? null;
  return {
    id: a.id,
    assessment: { id: a.assessmentId, title: r.title },
    application_id: a.applicationId,
    candidate: { id: a.candidateId, name: `${r.firstName} ${r.lastName}`.trim() },
    job: { id: a.jobId, title: r.jobTitle },
    status: a.status,
    score: a.score,
    max_score: a.maxScore,
    percent,
    passed: a.passed,
    needs_grading: a.needsGrading,
    invited_at: a.createdAt.toISOString(),
    expires_at: a.expiresAt?.toISOString() ?? null,
    started_at: a.startedAt?.toISOString() ?? null,
    submitted_at: ended?.toISOString() ?? null,
    duration_seconds: a.startedAt && ended ? Math.max(0, Math.round((ended.getTime() - a.startedAt.getTime()) / 1000)) : null,
    timed_out: a.timedOut,
    integrity: { tab_switches: a.signals.tab_switches, pastes: Object.values(a.signals.pastes).reduce((s, n) => s + n, 0), time_ms: a.signals.time_ms },
  };
}

export function toDetail(r: ListedAttempt): AttemptDetail {
  const a = r.attempt;
  return {
    ...toSummary(r),
    answers: a.questions.map((q) => ({
      question: q,
      answer: a.answers[q.id]?.value ?? null,
      grade: a.grades[q.id] ?? null,
      time_ms: a.signals.time_ms[q.id] ?? 0,
      pastes: a.signals.pastes[q.id] ?? 0,
    })),
  };
}

function invitationMail(p: { to: InviteeRow; title: string; questionCount: number; minutes: number | null; url: string; expiresAt: Date }) {
  const limit = p.minutes ? ` You will have ${p.minutes} minutes once you start.` : '';
  const until = p.expiresAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return actionMail({
    heading: `${p.to.orgName} invites you to an assessment`,
    body: `Hi ${p.to.firstName}, as part of your application for ${p.to.jobTitle}, please complete "${p.title}" (${p.questionCount} questions).${limit} The link works until ${until}, for one attempt.`,
    action: 'Start the assessment',
    url: p.url,
  });
}

/**
 * Invites each application once: a candidate without an email, a closed application or one already holding a
 * live invitation to this assessment is skipped with the reason. Runs in the caller's transaction.
 */
export async function inviteInTx(
  tx: Db,
  deps: Deps,
  p: { orgId: string; actorId: string | null; assessmentId: string; applicationIds: string[]; expiresInDays: number },
): Promise<InvitationResult> {
  const found = await findAssessment(tx, { orgId: p.orgId, id: p.assessmentId });
  if (!found) throw notFound('Assessment');
  const a = found.row;
  const ids = [...new Set(p.applicationIds)];
  const rows = new Map((await applicationsToInvite(tx, { orgId: p.orgId, ids })).map((r) => [r.id, r]));
  const existing = await listAttempts(tx, { orgId: p.orgId, filters: { assessmentId: a.id, applicationIds: ids } });
  const now = Date.now();
  const result: InvitationResult = { invited: [], skipped: [] };
  for (const applicationId of ids) {
    const row = rows.get(applicationId);
    if (!row) throw notFound('Application');
    const live = existing.find((e) => e.attempt.applicationId === applicationId && (e.attempt.status !== 'invited' || (e.attempt.expiresAt?.getTime() ?? Infinity) > now));
    const reason = !row.email ? 'The candidate has no email address' : row.status !== 'active' ? 'The application is closed' : live ? 'Already invited to this assessment' : null;
    if (reason) {
      result.skipped.push({ application_id: applicationId, reason });
      continue;
    }
    const id = newId();
    const ttl = p.expiresInDays * DAY_SECONDS;
    const { link, token } = await issueLink(tx, { orgId: p.orgId, purpose: INVITATION_PURPOSE, subjectId: id, ttlSeconds: ttl, singleUse: true, createdBy: p.actorId });
    const questions = a.shuffle ? shuffled(a.questions) : a.questions;
    await insertAttempt(tx, {
      id,
      orgId: p.orgId,
      assessmentId: a.id,
      applicationId,
      candidateId: row.candidateId,
      jobId: row.jobId,
      linkId: link.id,
      questions,
      timeLimitMinutes: a.timeLimitMinutes,
      passMark: a.passMark,
      maxScore: questions.reduce((s, q) => s + q.points, 0),
      invitedBy: p.actorId,
      expiresAt: link.expiresAt,
    });
    const url = `${deps.env.publicUrl}/a/${token}`;
    const mail = invitationMail({ to: row, title: a.title, questionCount: questions.length, minutes: a.timeLimitMinutes, url, expiresAt: link.expiresAt! });
    await queueMailInTx(tx, deps, { to: row.email!, subject: `Assessment: ${a.title} — ${row.orgName}`, kind: 'assessment_invitation', orgId: p.orgId, ...mail });
    await logActivity(tx, { orgId: p.orgId, actorId: p.actorId, action: 'invite', entityType: 'application', entityId: applicationId, changes: { assessment: { before: null, after: a.title } } });
    result.invited.push({ application_id: applicationId, attempt_id: id });
  }
  return result;
}

export async function invite(ctx: AppContext, p: { orgId: string; actorId: string; assessmentId: string; applicationIds: string[]; expiresInDays: number }) {
  return ctx.db.transaction((tx) => inviteInTx(tx, ctx, p));
}

export async function attemptsOf(db: Db, p: { orgId: string; filters: AttemptFilters }): Promise<AttemptSummary[]> {
  return (await listAttempts(db, { orgId: p.orgId, filters: p.filters })).map(toSummary);
}

export async function attemptDetail(db: Db, p: { orgId: string; id: string; assessmentId?: string }): Promise<AttemptDetail> {
  const row = await findAttempt(db, { orgId: p.orgId, id: p.id });
  if (!row || (p.assessmentId && row.attempt.assessmentId !== p.assessmentId)) throw notFound('Attempt');
  return toDetail(row);
}

/** The latest attempt of each application of the job: the board's badges. */
export async function boardBadges(db: Db, p: { orgId: string; jobId: string }): Promise<BoardAssessmentBadge[]> {
  const seen = new Set<string>();
  const badges: BoardAssessmentBadge[] = [];
  for (const r of await listAttempts(db, { orgId: p.orgId, filters: { jobId: p.jobId }, limit: 5000 })) {
    if (seen.has(r.attempt.applicationId)) continue;
    seen.add(r.attempt.applicationId);
    const s = toSummary(r);
    badges.push({ application_id: s.application_id, attempt_id: s.id, status: s.status, percent: s.percent, passed: s.passed, needs_grading: s.needs_grading });
  }
  return badges;
}

/** Writes grades and the totals they give. */
export async function saveGrades(tx: Db, row: AttemptRow, grades: Record<string, Grade>) {
  const t = totals(row.questions, grades, row.passMark);
  await updateAttempt(tx, { orgId: row.orgId, id: row.id, set: { grades, score: t.score, passed: t.passed, needsGrading: t.needsGrading } });
  return t;
}

/** A recruiter's grade for one answer: it replaces any grade, automatic or suggested. */
export async function gradeAnswer(
  db: Db,
  actor: { orgId: string; actorId: string; actorName: string },
  p: { attemptId: string; assessmentId: string; questionId: string; points: number; justification?: string | null },
): Promise<AttemptDetail> {
  await db.transaction(async (tx) => {
    const found = await findAttempt(tx, { orgId: actor.orgId, id: p.attemptId, lock: true });
    if (!found || found.attempt.assessmentId !== p.assessmentId) throw notFound('Attempt');
    const a = found.attempt;
    if (a.status !== 'submitted') throw new AppError('conflict', 'The attempt has not been submitted yet');
    const q = a.questions.find((x) => x.id === p.questionId);
    if (!q) throw notFound('Question');
    if (p.points > q.points) throw new AppError('validation_failed', `At most ${q.points} points`, [{ path: 'points', message: `At most ${q.points} points` }]);
    const before = a.grades[q.id];
    const grade: Grade = { points: p.points, max: q.points, source: 'manual', justification: p.justification ?? null, graded_by: { id: actor.actorId, name: actor.actorName } };
    await saveGrades(tx, a, { ...a.grades, [q.id]: grade });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'grade',
      entityType: 'application',
      entityId: a.applicationId,
      changes: { [`${found.title}: points`]: { before: before?.points ?? null, after: p.points } },
    });
  });
  return attemptDetail(db, { orgId: actor.orgId, id: p.attemptId });
}

/** The result as the timeline shows it. */
export function resultText(t: Totals, timedOut: boolean): string {
  const result = t.needsGrading > 0 ? `${t.percent}% so far, ${t.needsGrading} to grade` : `${t.percent}% (${t.passed ? 'passed' : 'failed'})`;
  return timedOut ? `${result}, time ran out` : result;
}

/**
 * Ends the attempt with what was saved: choice answers graded, the total kept, the link used up, the result on
 * the application's timeline and `assessment.completed` published. False when it had already ended.
 */
export async function finalizeInTx(tx: Db, ctx: Pick<AppContext, 'queue'>, found: ListedAttempt, p: { timedOut: boolean; now?: Date }): Promise<boolean> {
  const a = found.attempt;
  if (a.status === 'submitted') return false;
  if (!(await useLink(tx, a.linkId))) return false;
  const now = p.now ?? new Date();
  const submittedAt = p.timedOut && a.deadlineAt && a.deadlineAt < now ? a.deadlineAt : now;
  const grades = autoGrades(a.questions, a.answers, a.grades);
  const t = totals(a.questions, grades, a.passMark);
  await updateAttempt(tx, {
    orgId: a.orgId,
    id: a.id,
    set: { status: 'submitted', submittedAt, timedOut: p.timedOut, startedAt: a.startedAt ?? submittedAt, grades, score: t.score, passed: t.passed, needsGrading: t.needsGrading },
  });
  await logActivity(tx, {
    orgId: a.orgId,
    actorId: null,
    action: 'submit',
    entityType: 'application',
    entityId: a.applicationId,
    changes: { assessment: { before: null, after: found.title }, result: { before: null, after: resultText(t, p.timedOut) } },
  });
  await publishEvent(ctx, tx, {
    orgId: a.orgId,
    type: 'assessment.completed',
    actorId: null,
    payload: {
      attempt_id: a.id,
      assessment_id: a.assessmentId,
      application_id: a.applicationId,
      candidate_id: a.candidateId,
      job_id: a.jobId,
      percent: t.percent,
      passed: t.passed,
      needs_grading: t.needsGrading,
      timed_out: p.timedOut,
    },
  });
  return true;
}

/** Starts the clock: the deadline is fixed on the server when the candidate starts, and a job ends it then. */
export async function startInTx(tx: Db, ctx: Pick<AppContext, 'queue'>, a: AttemptRow, now = new Date()) {
  if (a.status !== 'invited') return;
  const deadlineAt = a.timeLimitMinutes ? new Date(now.getTime() + a.timeLimitMinutes * 60_000) : null;
  await updateAttempt(tx, { orgId: a.orgId, id: a.id, set: { status: 'in_progress', startedAt: now, deadlineAt } });
  if (deadlineAt) await queueTimeout(tx, ctx, { orgId: a.orgId, attemptId: a.id, at: deadlineAt });
}
