/**
 * The candidate's side, reached only through the invitation's link: read, start, save answers, submit. The
 * server's clock decides: answers after the deadline (and a short grace) are refused and the attempt is
 * submitted with what was saved.
 */
import { DEADLINE_GRACE_SECONDS, type PublicAttempt, type Question, type SaveAnswersInput } from '@hirebase/shared';
import type { Db } from '../../db/client';
import type { StoredAnswer } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { findLink, logView, type Viewer } from '../../lib/capability-links';
import type { AppContext } from '../../lib/context';
import { attemptOfLink, updateAttempt } from './attempts.repo';
import { finalizeInTx, INVITATION_PURPOSE, startInTx } from './attempts.service';

type Ctx = Pick<AppContext, 'db' | 'queue'>;
type Opened = NonNullable<Awaited<ReturnType<typeof attemptOfLink>>>;

export const ALREADY_SUBMITTED = 'This assessment has already been submitted.';
export const LINK_EXPIRED = 'This invitation has expired. Ask the recruiter for a new link.';
export const TIME_IS_UP = 'Time is up: your saved answers were submitted.';

const gone = (message: string) => new AppError('gone', message);
const overdue = (row: Opened, now: Date) => !!row.attempt.deadlineAt && row.attempt.deadlineAt.getTime() + DEADLINE_GRACE_SECONDS * 1000 < now.getTime();

/**
 * The attempt behind a token, locked for the change `work` makes. An unknown token is 404; a used, revoked or
 * (before starting) expired link is 410; an attempt past its deadline is submitted first and then 410.
 */
async function withAttempt<T>(ctx: Ctx, token: string, work: (tx: Db, row: Opened, now: Date) => Promise<T>): Promise<T> {
  const found = await findLink(ctx.db, INVITATION_PURPOSE, token);
  if (!found) throw notFound('Assessment');
  if (found.state === 'used') throw gone(ALREADY_SUBMITTED);
  if (found.state === 'revoked') throw gone(LINK_EXPIRED);
  let timedOut = false;
  const result = await ctx.db.transaction(async (tx) => {
    const row = await attemptOfLink(tx, { linkId: found.link.id, lock: true });
    if (!row) throw notFound('Assessment');
    const now = new Date();
    if (row.attempt.status === 'submitted') throw gone(ALREADY_SUBMITTED);
    if (found.state === 'expired' && row.attempt.status === 'invited') throw gone(LINK_EXPIRED);
    if (row.attempt.status === 'in_progress' && overdue(row, now)) {
      await finalizeInTx(tx, ctx, row, { timedOut: true, now });
      timedOut = true;
      return null;
    }
    return { value: await work(tx, row, now) };
  });
  if (timedOut || !result) throw gone(TIME_IS_UP);
  return result.value;
}

const publicQuestion = (q: Question) => ({ id: q.id, kind: q.kind, prompt: q.prompt, options: q.options, points: q.points, language: q.language });

function stateOf(row: Opened, now: Date): PublicAttempt {
  const a = row.attempt;
  const started = a.status !== 'invited';
  return {
    status: a.status,
    title: row.title,
    instructions: row.instructions,
    time_limit_minutes: a.timeLimitMinutes,
    question_count: a.questions.length,
    total_points: a.maxScore,
    candidate_first_name: row.firstName,
    organization: row.orgName,
    server_now: now.toISOString(),
    deadline_at: a.deadlineAt?.toISOString() ?? null,
    // The questions are shown only once the clock runs.
    questions: started ? a.questions.map(publicQuestion) : null,
    answers: started ? Object.fromEntries(Object.entries(a.answers).map(([id, v]) => [id, v.value])) : {},
    signals: a.signals,
  };
}

/** What the page shows; each read is logged as a view of the link. */
export async function readAttempt(ctx: Ctx, token: string, viewer: Viewer): Promise<PublicAttempt> {
  const state = await withAttempt(ctx, token, async (tx, row, now) => {
    await logView(tx, row.attempt.linkId, viewer);
    return stateOf(row, now);
  });
  return state;
}

export async function startAttempt(ctx: Ctx, token: string): Promise<PublicAttempt> {
  return withAttempt(ctx, token, async (tx, row, now) => {
    await startInTx(tx, ctx, row.attempt, now);
    const fresh = (await attemptOfLink(tx, { linkId: row.attempt.linkId }))!;
    return stateOf(fresh, now);
  });
}

function checkValue(q: Question, value: StoredAnswer['value'], index: number) {
  const path = `answers.${index}.value`;
  const bad = (message: string) => new AppError('validation_failed', message, [{ path, message }]);
  if (value === null) return;
  if (q.kind === 'single' && (typeof value !== 'number' || value >= q.options.length)) throw bad('Choose one of the options');
  if (q.kind === 'multiple' && (!Array.isArray(value) || value.some((v) => v >= q.options.length))) throw bad('Choose from the options');
  if ((q.kind === 'short' || q.kind === 'long' || q.kind === 'code') && typeof value !== 'string') throw bad('Answer in text');
}

/**
 * Saves answers: each replaces the question's previous answer, and the counters only grow, so sending the same
 * save twice (a retry after a lost response) leaves the attempt as one save did.
 */
export async function saveAnswers(ctx: Ctx, token: string, input: SaveAnswersInput & { signals: { tab_switches: number; pastes: Record<string, number> } }) {
  return withAttempt(ctx, token, async (tx, row, now) => {
    const a = row.attempt;
    if (a.status !== 'in_progress') throw new AppError('conflict', 'Start the assessment first');
    const byId = new Map(a.questions.map((q) => [q.id, q]));
    const answers = { ...a.answers };
    const timeMs = { ...a.signals.time_ms };
    input.answers.forEach((entry, i) => {
      const q = byId.get(entry.question_id);
      if (!q) throw new AppError('validation_failed', 'Unknown question', [{ path: `answers.${i}.question_id`, message: 'Unknown question' }]);
      const value = Array.isArray(entry.value) ? [...new Set(entry.value)].sort((x, y) => x - y) : entry.value;
      checkValue(q, value, i);
      answers[q.id] = { value, saved_at: now.toISOString() };
      if (entry.time_ms !== undefined) timeMs[q.id] = Math.max(timeMs[q.id] ?? 0, entry.time_ms);
    });
    const pastes = { ...a.signals.pastes };
    for (const [id, n] of Object.entries(input.signals.pastes)) if (byId.has(id)) pastes[id] = Math.max(pastes[id] ?? 0, n);
    const signals = { tab_switches: Math.max(a.signals.tab_switches, input.signals.tab_switches), pastes, time_ms: timeMs };
    await updateAttempt(tx, { orgId: a.orgId, id: a.id, set: { answers, signals } });
    return { saved_at: now.toISOString(), server_now: now.toISOString(), deadline_at: a.deadlineAt?.toISOString() ?? null };
  });
}

/** Submits once; a second submit (or one after time-out) is 410. */
export async function submitAttempt(ctx: Ctx, token: string) {
  return withAttempt(ctx, token, async (tx, row, now) => {
    if (row.attempt.status === 'invited') throw new AppError('conflict', 'Start the assessment first');
    if (!(await finalizeInTx(tx, ctx, row, { timedOut: false, now }))) throw gone(ALREADY_SUBMITTED);
    return { status: 'submitted' as const };
  });
}
