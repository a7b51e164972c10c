/**
 * The demo organization's assessments: screening tests drawn from the bank for a few open jobs whose skills the
 * bank covers, sent to some of their candidates: most taken (graded by the job's owner, one still waiting for a
 * person's grade), one whose time ran out part-way (submitted with what was saved), one not opened yet. The
 * timeline gets what the real paths write: invite, submit, and one grade entry per answer graded by hand.
 */
import { isChoiceKind, type Grade, type Question } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { activityLog, assessmentAttempts, assessmentJobs, assessments } from '../../db/schema';
import type { AttemptSignals, StoredAnswer } from '../../db/schema';
import { issueLink, useLink } from '../../lib/capability-links';
import { newId } from '../../lib/ids';
import { INVITATION_PURPOSE, resultText } from './attempts.service';
import { normalizeQuestions } from './assessments.service';
import { matchSkills } from './bank';
import { bankDraft } from './generate.service';
import { autoGrades, totals } from './grading';

type DemoJob = { id: string; title: string; description: string; requiredSkills: string[]; niceToHaveSkills: string[]; ownerId: string; status: string };
type DemoApp = { id: string; candidateId: string; jobId: string; status: string; stageKind: string };
type Random = { next: () => number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The bank's model answer of a question, or a thinner version of it for a weaker candidate. */
function textAnswer(q: Question, strong: boolean): string {
  const full = q.rubric?.model_answer ?? 'I would start by clarifying the goal, then work through it step by step.';
  return strong ? full : full.split(/[.;:]/)[0]!.trim();
}

/**
 * Jobs the bank has real questions for: at least two bank skills among the job's own skills and title. The
 * demo's boilerplate description is left out, so a design or nursing job is not handed generic questions.
 */
function coveredByBank(job: DemoJob): boolean {
  return matchSkills({ title: job.title, description: '', required: job.requiredSkills, nice: job.niceToHaveSkills }).length >= 2;
}

function answersFor(questions: Question[], r: Random, skill: number, upTo = questions.length) {
  const answers: Record<string, StoredAnswer> = {};
  const signals: AttemptSignals = { tab_switches: r.next() < 0.2 ? 1 + Math.floor(r.next() * 3) : 0, pastes: {}, time_ms: {} };
  for (const q of questions.slice(0, upTo)) {
    const right = r.next() < skill;
    let value: StoredAnswer['value'];
    if (q.kind === 'single') value = right ? q.correct[0]! : (q.correct[0]! + 1) % q.options.length;
    else if (q.kind === 'multiple') value = right ? q.correct : q.correct.slice(0, 1);
    else value = textAnswer(q, right);
    answers[q.id] = { value, saved_at: new Date().toISOString() };
    signals.time_ms[q.id] = Math.round((isChoiceKind(q.kind) ? 20 + r.next() * 60 : 90 + r.next() * 240) * 1000);
    if (!isChoiceKind(q.kind) && r.next() < 0.1) signals.pastes[q.id] = 1;
  }
  return { answers, signals };
}

/** A recruiter's grades for the text answers (points in proportion to how complete the answer is), with the ids graded. */
function manualGrades(questions: Question[], answers: Record<string, StoredAnswer>, grader: { id: string; name: string }, grades: Record<string, Grade>) {
  const out = { ...grades };
  const graded: Question[] = [];
  for (const q of questions) {
    if (isChoiceKind(q.kind) || out[q.id]) continue;
    const text = String(answers[q.id]?.value ?? '');
    const points = text.length > 60 ? q.points : Math.round(q.points / 2);
    out[q.id] = { points, max: q.points, source: 'manual', justification: points === q.points ? 'Covers the rubric fully.' : 'Right direction, but thin.', graded_by: { id: grader.id, name: grader.name } };
    graded.push(q);
  }
  return { grades: out, graded };
}

export async function seedDemoAssessments(
  tx: Db,
  p: { orgId: string; now: number; jobs: DemoJob[]; apps: DemoApp[]; users: { id: string; name: string }[]; random: Random },
): Promise<void> {
  const r = p.random;
  const open = p.jobs.filter((j) => j.status === 'open');
  // Candidates past the first screen: the ones a recruiter would test.
  const inviteesOf = (job: DemoJob) => p.apps.filter((a) => a.jobId === job.id && a.status === 'active' && a.stageKind !== 'sourced' && a.stageKind !== 'applied').slice(0, 7);
  const picked = open.filter((j) => coveredByBank(j) && inviteesOf(j).length >= 3).slice(0, 3);
  const activity: (typeof activityLog.$inferInsert)[] = [];
  for (const [n, job] of picked.entries()) {
    const draft = bankDraft({ id: job.id, title: job.title, description: job.description, required: job.requiredSkills, nice: job.niceToHaveSkills }, n === 1 ? 'hard' : 'medium');
    const id = newId();
    const questions = normalizeQuestions(draft.questions);
    const createdAt = new Date(p.now - (20 + n * 3) * DAY);
    await tx.insert(assessments).values({ id, orgId: p.orgId, title: draft.title, instructions: draft.instructions, timeLimitMinutes: draft.time_limit_minutes, passMark: draft.pass_mark, shuffle: draft.shuffle, questions, createdBy: job.ownerId, createdAt, updatedAt: createdAt });
    await tx.insert(assessmentJobs).values({ orgId: p.orgId, assessmentId: id, jobId: job.id });
    activity.push({ id: newId(), orgId: p.orgId, actorId: job.ownerId, action: 'create', entityType: 'assessment', entityId: id, changes: { title: { before: null, after: draft.title } }, createdAt });
    const grader = p.users.find((u) => u.id === job.ownerId) ?? p.users[0]!;
    const invitees = inviteesOf(job);
    for (const [k, app] of invitees.entries()) {
      const attemptId = newId();
      const state = k === invitees.length - 1 ? 'invited' : k === invitees.length - 2 ? 'timed_out' : 'submitted';
      // The unopened invitation is recent, so its link is still live.
      const invitedAt = state === 'invited' ? p.now - 2 * DAY : p.now - (10 - k) * DAY;
      const { link } = await issueLink(tx, { orgId: p.orgId, purpose: INVITATION_PURPOSE, subjectId: attemptId, ttlSeconds: 14 * 24 * 3600, singleUse: true, createdBy: job.ownerId });
      const skill = 0.35 + r.next() * 0.6;
      // A candidate whose time ran out had saved the first four answers.
      const { answers, signals } = state === 'invited' ? { answers: {}, signals: { tab_switches: 0, pastes: {}, time_ms: {} } } : answersFor(questions, r, skill, state === 'timed_out' ? 4 : questions.length);
      const startedAt = state === 'invited' ? null : new Date(invitedAt + (2 + r.next() * 20) * 60 * MINUTE);
      const limit = (draft.time_limit_minutes ?? 30) * MINUTE;
      const deadlineAt = startedAt && draft.time_limit_minutes ? new Date(startedAt.getTime() + limit) : null;
      const duration = Object.values(signals.time_ms).reduce((s, t) => s + t, 0) + 60_000;
      // As the time-out job does, an attempt whose time ran out is submitted as of its deadline.
      const submittedAt = !startedAt ? null : state === 'timed_out' ? deadlineAt : new Date(startedAt.getTime() + Math.min(duration, limit));
      let grades: Record<string, Grade> = {};
      let graded: Question[] = [];
      if (submittedAt) {
        grades = autoGrades(questions, answers, {});
        // The first one waits for a person's grade; the others were graded.
        if (state === 'submitted' && k > 0) ({ grades, graded } = manualGrades(questions, answers, grader, grades));
      }
      const t = totals(questions, grades, draft.pass_mark);
      await tx.insert(assessmentAttempts).values({
        id: attemptId,
        orgId: p.orgId,
        assessmentId: id,
        applicationId: app.id,
        candidateId: app.candidateId,
        jobId: app.jobId,
        linkId: link.id,
        status: submittedAt ? 'submitted' : 'invited',
        questions,
        timeLimitMinutes: draft.time_limit_minutes,
        passMark: draft.pass_mark,
        answers,
        grades,
        signals,
        score: submittedAt ? t.score : null,
        maxScore: t.maxScore,
        passed: submittedAt ? t.passed : null,
        needsGrading: submittedAt ? t.needsGrading : 0,
        invitedBy: job.ownerId,
        expiresAt: link.expiresAt,
        startedAt,
        deadlineAt,
        submittedAt,
        timedOut: state === 'timed_out',
        createdAt: new Date(invitedAt),
        updatedAt: new Date(submittedAt?.getTime() ?? invitedAt),
      });
      activity.push({ id: newId(), orgId: p.orgId, actorId: job.ownerId, action: 'invite', entityType: 'application', entityId: app.id, changes: { assessment: { before: null, after: draft.title } }, createdAt: new Date(invitedAt) });
      if (!submittedAt) continue;
      await useLink(tx, link.id);
      activity.push({
        id: newId(),
        orgId: p.orgId,
        actorId: null,
        action: 'submit',
        entityType: 'application',
        entityId: app.id,
        changes: { assessment: { before: null, after: draft.title }, result: { before: null, after: resultText(totals(questions, autoGrades(questions, answers, {}), draft.pass_mark), state === 'timed_out') } },
        createdAt: submittedAt,
      });
      // One entry per answer graded, as grading an answer on the assessment page writes it, the next morning.
      for (const [g, q] of graded.entries()) {
        activity.push({
          id: newId(),
          orgId: p.orgId,
          actorId: grader.id,
          action: 'grade',
          entityType: 'application',
          entityId: app.id,
          changes: { [`${draft.title}: points`]: { before: null, after: grades[q.id]!.points } },
          createdAt: new Date(submittedAt.getTime() + 18 * 60 * MINUTE + g * MINUTE),
        });
      }
    }
  }
  if (activity.length) await tx.insert(activityLog).values(activity);
}
