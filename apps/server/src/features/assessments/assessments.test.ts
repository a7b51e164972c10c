import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEADLINE_GRACE_SECONDS } from '@hirebase/shared';
import { activityLog, assessmentAttempts, assessments, capabilityLinks, domainEvents, notifications, outboxMessages, rateLimits, subscriptions } from '../../db/schema';
import { deliverEvent, ensureEventQueue } from '../../lib/events';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runTimeout, startAssessmentWorkers } from './assessments.jobs';
import { notifyCompleted } from './assessments.subscribers';
import { TIMEOUT_QUEUE, type TimeoutJob } from './queues';

const API = '/api/v1/recruiter';
const PUBLIC = '/api/v1/public/assessments';
let t: TestApp;
let admin: { token: string; orgId: string };
let other: { token: string; orgId: string };
let jobId: string;
let applicationIds: string[];

const q = {
  single: { kind: 'single', prompt: 'Which keyword declares a constant?', options: ['var', 'let', 'const'], correct: [2], points: 2 },
  multiple: { kind: 'multiple', prompt: 'Which are falsy?', options: ['0', '"0"', '""', '[]'], correct: [0, 2], points: 4 },
  text: { kind: 'short', prompt: 'What is a closure?', points: 5, rubric: { full: 'Scope kept after return', partial: 'Vague', zero: 'Wrong' } },
};

async function api(method: string, path: string, body?: unknown, token = admin.token) {
  return t.call(method, `${API}${path}`, { token, body });
}

async function createAssessment(overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/assessments', { title: 'Frontend screen', instructions: 'Answer alone.', time_limit_minutes: 20, pass_mark: 50, job_ids: [jobId], questions: [q.single, q.multiple, q.text], ...overrides });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; questions: { id: string; kind: string; options: string[]; correct: number[] }[] };
}

/** Invites the application and returns the token from the mail the candidate got. */
async function invite(assessmentId: string, applicationId: string) {
  const res = await api('POST', `/assessments/${assessmentId}/invitations`, { application_ids: [applicationId] });
  expect(res.status).toBe(201);
  const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'assessment_invitation')).orderBy(desc(outboxMessages.createdAt)).limit(1);
  const token = /\/a\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  return { token, attemptId: res.json.data.invited[0].attempt_id as string };
}

beforeAll(async () => {
  t = await createTestApp({}, {}, { queue: true });
  await ensureEventQueue(t.ctx);
  await startAssessmentWorkers(t.ctx);
  admin = await t.newAdmin('as-admin@example.com', 'Assess Co');
  other = await t.newAdmin('as-other@example.com', 'Other Co');
  const job = await api('POST', '/jobs', { title: 'Frontend Engineer', required_skills: ['TypeScript', 'React'], description: '<p>Build our web app with CSS and Git.</p>' });
  jobId = job.json.data.id;
  applicationIds = [];
  for (const name of ['Asha', 'Ben', 'Chen', 'Dara', 'Eli']) {
    const cand = await api('POST', '/candidates', { first_name: name, last_name: 'Test', email: `${name.toLowerCase()}@cand.example` });
    const app = await api('POST', `/jobs/${jobId}/applications`, { candidate_id: cand.json.data.id });
    applicationIds.push(app.json.data.id);
  }
});
afterAll(() => t.close());

describe('building assessments', () => {
  it('creates, lists with usage, edits and deletes; bad questions are refused with the field named', async () => {
    const a = await createAssessment();
    expect(a.questions.map((x) => x.kind)).toEqual(['single', 'multiple', 'short']);
    const list = await api('GET', '/assessments');
    expect(list.json.data.find((x: { id: string }) => x.id === a.id)).toMatchObject({ usage: { invited: 0, completed: 0 }, average_score: null, jobs: [{ id: jobId }] });

    const bad = await api('POST', '/assessments', { title: 'Bad', questions: [{ ...q.single, correct: [0, 1] }] });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details[0].path).toBe('questions.0.correct');
    const noRubric = await api('POST', '/assessments', { title: 'Bad', questions: [{ kind: 'code', prompt: 'Write it', points: 5 }] });
    expect(noRubric.json.error.details[0].path).toBe('questions.0.rubric');

    const edited = await api('PATCH', `/assessments/${a.id}`, { title: 'Frontend screen v2', questions: [a.questions[0], q.text] });
    expect(edited.status).toBe(200);
    expect(edited.json.data.questions[0].id).toBe(a.questions[0]!.id);
    expect((await api('DELETE', `/assessments/${a.id}`)).status).toBe(204);
    expect((await api('GET', `/assessments/${a.id}`)).status).toBe(404);
  });

  it("answers 404 for another organization's assessment on every route", async () => {
    const a = await createAssessment();
    const calls: [string, string, unknown?][] = [
      ['GET', `/assessments/${a.id}`],
      ['PATCH', `/assessments/${a.id}`, { title: 'Mine now' }],
      ['DELETE', `/assessments/${a.id}`],
      ['GET', `/assessments/${a.id}/attempts`],
      ['GET', `/assessments/${a.id}/stats`],
      ['POST', `/assessments/${a.id}/invitations`, { application_ids: [applicationIds[0]] }],
      ['PUT', `/jobs/${jobId}/assessments/${a.id}`],
    ];
    for (const [method, path, body] of calls) expect((await api(method, path, body, other.token)).status, `${method} ${path}`).toBe(404);
    // Their own assessment cannot invite our application either.
    const theirs = await t.call('POST', `${API}/assessments`, { token: other.token, body: { title: 'Theirs', questions: [q.single] } });
    expect((await api('POST', `/assessments/${theirs.json.data.id}/invitations`, { application_ids: [applicationIds[0]] }, other.token)).status).toBe(404);
  });

  it('drafts 10–15 questions for the job from the bank by its skills, saves nothing, and needs the plan flag', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(assessments);
    const res = await api('POST', '/assessments/generate', { job_id: jobId, difficulty: 'hard' });
    expect(res.status).toBe(200);
    const draft = res.json.data;
    expect(draft.source).toBe('bank');
    expect(draft.skills.slice(0, 2)).toEqual(['TypeScript', 'React']);
    expect(draft.questions.length).toBeGreaterThanOrEqual(10);
    expect(draft.questions.length).toBeLessThanOrEqual(15);
    expect(draft.questions.some((x: { kind: string }) => x.kind === 'code')).toBe(true);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(assessments)).toEqual(before);
    // Text and code questions carry the bank's model answer for whoever grades them; the draft saves as it is.
    const texts = draft.questions.filter((x: { rubric: unknown }) => x.rubric);
    expect(texts.length).toBe(3);
    expect(texts.every((x: { rubric: { model_answer?: string } }) => x.rubric.model_answer)).toBe(true);
    const saved = await api('POST', '/assessments', { ...draft });
    expect(saved.status).toBe(201);
    expect(saved.json.data.questions.find((x: { rubric: unknown }) => x.rubric).rubric.model_answer).toBe(texts[0].rubric.model_answer);

    await t.db.update(subscriptions).set({ plan: 'starter' }).where(eq(subscriptions.orgId, admin.orgId));
    try {
      const off = await api('POST', '/assessments/generate', { job_id: jobId, difficulty: 'easy' });
      expect(off.status).toBe(403);
      expect(off.json.error.code).toBe('feature_disabled');
      await createAssessment();
    } finally {
      await t.db.update(subscriptions).set({ plan: 'scale' }).where(eq(subscriptions.orgId, admin.orgId));
    }
    expect((await api('POST', '/assessments/generate', { job_id: 'nope', difficulty: 'easy' })).status).toBe(404);
  });
});

describe('taking an assessment', () => {
  it('refuses guessed and malformed tokens with 404, and stores only the token hash', async () => {
    const a = await createAssessment();
    const { token } = await invite(a.id, applicationIds[0]!);
    expect(token).toHaveLength(43);
    for (const bad of ['x'.repeat(43), token.slice(0, -1), `${token}A`, 'short']) expect((await t.call('GET', `${PUBLIC}/${bad}`)).status).toBe(404);
    const rows = await t.db.select().from(capabilityLinks);
    expect(JSON.stringify(rows)).not.toContain(token);
    // A page view counts once against the address's limit.
    const counted = async () => (await t.db.select({ count: rateLimits.count }).from(rateLimits).where(sql`${rateLimits.key} like 'assessment-ip:%'`)).reduce((n, r) => n + r.count, 0);
    const before = await counted();
    const page = await t.app.request(`/a/${'y'.repeat(43)}`);
    expect(page.status).toBe(404);
    expect((await counted()) - before).toBe(1);
  });

  it('starts on the server clock, autosaves idempotently, scores choices exactly, and allows one submission', async () => {
    const a = await createAssessment();
    const { token, attemptId } = await invite(a.id, applicationIds[1]!);
    const intro = await t.call('GET', `${PUBLIC}/${token}`);
    expect(intro.json.data).toMatchObject({ status: 'invited', questions: null, candidate_first_name: 'Ben', question_count: 3 });
    // Answers before starting are refused.
    expect((await t.call('PUT', `${PUBLIC}/${token}/answers`, { body: { answers: [] } })).status).toBe(409);

    const started = await t.call('POST', `${PUBLIC}/${token}/start`);
    expect(started.json.data.status).toBe('in_progress');
    const deadline = new Date(started.json.data.deadline_at).getTime() - new Date(started.json.data.server_now).getTime();
    expect(deadline).toBe(20 * 60_000);
    const [single, multiple, text] = started.json.data.questions as { id: string; options: string[] }[];
    // Right single (index of "const"), half-right multiple: one right and no wrong of two right = half the points.
    const save = {
      answers: [
        { question_id: single!.id, value: single!.options.indexOf('const'), time_ms: 4000 },
        { question_id: multiple!.id, value: [multiple!.options.indexOf('0')], time_ms: 9000 },
        { question_id: text!.id, value: '<script>alert(1)</script> a function that keeps its scope', time_ms: 30_000 },
      ],
      signals: { tab_switches: 2, pastes: { [text!.id]: 1 } },
    };
    expect((await t.call('PUT', `${PUBLIC}/${token}/answers`, { body: save })).status).toBe(200);
    const [once] = await t.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attemptId));
    expect((await t.call('PUT', `${PUBLIC}/${token}/answers`, { body: save })).status).toBe(200);
    const [twice] = await t.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attemptId));
    expect(twice!.signals).toEqual(once!.signals);
    expect(Object.fromEntries(Object.entries(twice!.answers).map(([k, v]) => [k, v.value]))).toEqual(Object.fromEntries(Object.entries(once!.answers).map(([k, v]) => [k, v.value])));
    expect(twice!.signals).toEqual({ tab_switches: 2, pastes: { [text!.id]: 1 }, time_ms: { [single!.id]: 4000, [multiple!.id]: 9000, [text!.id]: 30_000 } });

    // A reload shows what was saved, with the candidate's HTML as text.
    const page = await t.app.request(`/a/${token}`);
    const html = await page.text();
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');

    const unknown = await t.call('PUT', `${PUBLIC}/${token}/answers`, { body: { answers: [{ question_id: 'nope', value: 1 }] } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.details[0].path).toBe('answers.0.question_id');

    expect((await t.call('POST', `${PUBLIC}/${token}/submit`)).status).toBe(200);
    const again = await t.call('POST', `${PUBLIC}/${token}/submit`);
    expect(again.status).toBe(410);
    expect(again.json.error.message).toBe('This assessment has already been submitted.');
    expect((await t.call('PUT', `${PUBLIC}/${token}/answers`, { body: save })).status).toBe(410);
    const done = await t.app.request(`/a/${token}`);
    expect(done.status).toBe(410);
    expect(await done.text()).toContain('Already submitted');

    const result = await api('GET', `/assessments/${a.id}/attempts/${attemptId}`);
    expect(result.json.data).toMatchObject({ status: 'submitted', score: 4, max_score: 11, passed: null, needs_grading: 1, integrity: { tab_switches: 2, pastes: 1 } });
    expect(result.json.data.answers.map((x: { grade: { points: number } | null }) => x.grade?.points ?? null)).toEqual([2, 2, null]);

    // Grading the text answer settles the result: (2 + 2 + 3) / 11 = 63.6% ≥ 50%.
    const tooMany = await api('PUT', `/assessments/${a.id}/attempts/${attemptId}/grades/${text!.id}`, { points: 6 });
    expect(tooMany.status).toBe(422);
    const graded = await api('PUT', `/assessments/${a.id}/attempts/${attemptId}/grades/${text!.id}`, { points: 3, justification: 'Partly' });
    expect(graded.json.data).toMatchObject({ score: 7, percent: 63.6, passed: true, needs_grading: 0 });
    expect((await api('PUT', `/assessments/${a.id}/attempts/${attemptId}/grades/${text!.id}`, { points: 3 }, other.token)).status).toBe(404);

    const badges = await api('GET', `/jobs/${jobId}/assessment-results`);
    expect(badges.json.data.find((b: { application_id: string }) => b.application_id === applicationIds[1])).toMatchObject({ percent: 63.6, passed: true });
    const stats = await api('GET', `/assessments/${a.id}/stats`);
    expect(stats.json.data).toMatchObject({ completed: 1, passed: 1 });
    expect(stats.json.data.distribution[6]).toBe(1);
    const timeline = await api('GET', `/activity?entity_id=${(await api('GET', `/applications/${applicationIds[1]}`)).json.data.candidate.id}`);
    expect(timeline.json.data.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['invite', 'submit', 'grade']));
  });

  it('enforces the time limit on the server: late answers are refused and what was saved is submitted', async () => {
    const a = await createAssessment();
    const { token, attemptId } = await invite(a.id, applicationIds[2]!);
    const started = await t.call('POST', `${PUBLIC}/${token}/start`);
    const single = started.json.data.questions[0];
    await t.call('PUT', `${PUBLIC}/${token}/answers`, { body: { answers: [{ question_id: single.id, value: single.options.indexOf('const') }] } });
    // The clock ran out a minute ago.
    await t.db.update(assessmentAttempts).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(assessmentAttempts.id, attemptId));
    const late = await t.call('PUT', `${PUBLIC}/${token}/answers`, { body: { answers: [{ question_id: single.id, value: 0 }] } });
    expect(late.status).toBe(410);
    expect(late.json.error.message).toBe('Time is up: your saved answers were submitted.');
    const [row] = await t.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attemptId));
    expect(row).toMatchObject({ status: 'submitted', timedOut: true });
    expect(row!.answers[single.id]!.value).toBe(single.options.indexOf('const'));
    expect(row!.score).toBe(2);
  });

  it('submits what was saved when the candidate never comes back: the job queued at the start does it after the deadline', async () => {
    const a = await createAssessment();
    const { token, attemptId } = await invite(a.id, applicationIds[0]!);
    const started = await t.call('POST', `${PUBLIC}/${token}/start`);
    const single = started.json.data.questions[0];
    await t.call('PUT', `${PUBLIC}/${token}/answers`, { body: { answers: [{ question_id: single.id, value: single.options.indexOf('const') }] } });
    const deadline = new Date(started.json.data.deadline_at).getTime();
    const queued = await t.db.execute(sql`SELECT data, start_after FROM pgboss.job WHERE name = ${TIMEOUT_QUEUE} AND data->>'attempt_id' = ${attemptId}`);
    const [job] = (queued as unknown as { rows: { data: TimeoutJob; start_after: Date | string }[] }).rows;
    expect(new Date(job!.start_after).getTime()).toBe(deadline + DEADLINE_GRACE_SECONDS * 1000);
    const attempt = async () => (await t.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attemptId)))[0]!;

    // Within the grace a save may still be in flight: the attempt stays open.
    await runTimeout(t.ctx, job!.data, new Date(deadline + 1000));
    expect((await attempt()).status).toBe('in_progress');
    await runTimeout(t.ctx, job!.data, new Date(deadline + (DEADLINE_GRACE_SECONDS + 1) * 1000));
    // A retried job changes nothing.
    await runTimeout(t.ctx, job!.data, new Date(deadline + 60_000));
    const row = await attempt();
    expect(row).toMatchObject({ status: 'submitted', timedOut: true, submittedAt: new Date(deadline), score: 2, needsGrading: 0, passed: false });
    expect(row.answers[single.id]!.value).toBe(single.options.indexOf('const'));
    const back = await t.call('GET', `${PUBLIC}/${token}`);
    expect(back.status).toBe(410);
    expect(back.json.error.message).toBe('This assessment has already been submitted.');
    const submits = await t.db.select().from(activityLog).where(and(eq(activityLog.action, 'submit'), eq(activityLog.entityId, applicationIds[0]!)));
    expect(submits.filter((e) => e.changes?.assessment?.after === 'Frontend screen').map((e) => e.changes!.result!.after)).toEqual(['18.18% (failed), time ran out']);
  });

  it('answers 410 on an invitation that expired before it was started', async () => {
    const a = await createAssessment();
    const { token, attemptId } = await invite(a.id, applicationIds[1]!);
    const [row] = await t.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attemptId));
    await t.db.update(capabilityLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(capabilityLinks.id, row!.linkId));
    for (const [method, path] of [['GET', ''], ['POST', '/start']] as const) {
      const res = await t.call(method, `${PUBLIC}/${token}${path}`);
      expect(res.status).toBe(410);
      expect(res.json.error.message).toBe('This invitation has expired. Ask the recruiter for a new link.');
    }
    expect((await t.app.request(`/a/${token}`)).status).toBe(410);
    expect((await t.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attemptId)))[0]!.status).toBe('invited');
  });

  it('announces a finished attempt: the inviter is notified once', async () => {
    const a = await createAssessment();
    const { token, attemptId } = await invite(a.id, applicationIds[3]!);
    await t.call('POST', `${PUBLIC}/${token}/start`);
    await t.call('POST', `${PUBLIC}/${token}/submit`);
    const [event] = await t.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'assessment.completed'), sql`${domainEvents.payload}->>'attempt_id' = ${attemptId}`));
    expect(event).toBeDefined();
    await deliverEvent(t.ctx, [notifyCompleted], event!.id);
    await deliverEvent(t.ctx, [notifyCompleted], event!.id);
    const notes = await t.db.select().from(notifications).where(eq(notifications.kind, 'assessment_completed'));
    expect(notes.filter((n) => n.title === 'Dara Test completed Frontend screen')).toHaveLength(1);
  });

  it('does not invite twice while a link is live, nor a candidate without an email', async () => {
    const a = await createAssessment();
    await invite(a.id, applicationIds[4]!);
    const again = await api('POST', `/assessments/${a.id}/invitations`, { application_ids: [applicationIds[4]] });
    expect(again.json.data).toEqual({ invited: [], skipped: [{ application_id: applicationIds[4], reason: 'Already invited to this assessment' }] });
    const nomail = await api('POST', '/candidates', { first_name: 'No', last_name: 'Mail' });
    const app = await api('POST', `/jobs/${jobId}/applications`, { candidate_id: nomail.json.data.id });
    const res = await api('POST', `/assessments/${a.id}/invitations`, { application_ids: [app.json.data.id] });
    expect(res.json.data.skipped[0].reason).toBe('The candidate has no email address');
  });
});
