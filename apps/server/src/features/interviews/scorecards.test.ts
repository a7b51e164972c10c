import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewSchema } from '@hirebase/shared';
import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseCalendar } from './ics-parse';
import { runFeedbackDue, startInterviewWorkers } from './interviews.jobs';

const API = '/api/v1/recruiter';
let t: TestApp;
let admin: { token: string; orgId: string };
let member: { token: string };
let memberId: string;
let jobId: string;
let application: string;

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

async function schedule(title: string, startH: number, endH: number, interviewers = [memberId]) {
  const res = await t.call('POST', `${API}/interviews`, {
    token: admin.token,
    body: { application_id: application, title, type: 'onsite', starts_at: hoursFromNow(startH), ends_at: hoursFromNow(endH), timezone: 'Europe/Berlin', interviewer_ids: interviewers, location: 'HQ, Room 2' },
  });
  if (res.status !== 201) throw new Error(res.text);
  return res.json.data.id as string;
}

beforeAll(async () => {
  t = await createTestApp({}, {}, { queue: true });
  await startInterviewWorkers(t.ctx);
  admin = await t.newAdmin('sc-admin@example.com', 'Score Co');
  member = await t.addMember(admin, 'sc-member@example.com', 'recruiter');
  const members = await t.call('GET', `${API}/team/members`, { token: admin.token });
  memberId = members.json.data.find((m: { email: string }) => m.email === 'sc-member@example.com').user_id;
  const job = await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Designer' } });
  jobId = job.json.data.id;
  const cand = await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Lee', last_name: 'Park', email: 'lee@example.com' } });
  const app = await t.call('POST', `${API}/jobs/${jobId}/applications`, { token: admin.token, body: { candidate_id: cand.json.data.id } });
  application = app.json.data.id;
});
afterAll(() => t.close());

describe('lists', () => {
  it('splits upcoming, past, mine and awaiting feedback', async () => {
    const past = await schedule('Past chat', -3, -2);
    const future = await schedule('Future chat', 24, 25, [memberId]);
    const adminOnly = await schedule('Admin chat', 30, 31, []).catch(() => null);
    expect(adminOnly).toBeNull(); // at least one interviewer
    const ids = async (query: string, token = member.token) => {
      const res = await t.call('GET', `${API}/interviews?${query}`, { token });
      if (res.status !== 200) throw new Error(`${query}: ${res.text}`);
      return res.json.data.map((i: { id: string }) => i.id);
    };
    expect(await ids('scope=upcoming')).toEqual([future]);
    expect(await ids('scope=past&sort=-starts_at')).toEqual([past]);
    expect(await ids('scope=mine')).toEqual([past, future]);
    expect(await ids('scope=mine', admin.token)).toEqual([]);
    expect(await ids('scope=awaiting_feedback')).toEqual([past]);
    expect(await ids(`from=${encodeURIComponent(hoursFromNow(20))}&to=${encodeURIComponent(hoursFromNow(48))}`)).toEqual([future]);
    expect((await t.call('GET', `${API}/interviews?sort=title`, { token: member.token })).status).toBe(422);

    // The database writes the list's items in the record's shape (lib/json-sql.ts).
    const [listed] = (await t.call('GET', `${API}/interviews?scope=upcoming`, { token: member.token })).json.data;
    expect(listed).toEqual((await t.call('GET', `${API}/interviews/${future}`, { token: member.token })).json.data);
    expect(interviewSchema.strict().parse(listed)).toMatchObject({ interviewers: [{ id: memberId }], scorecard_by: [], created_by: { name: expect.any(String) } });
    expect(new Date(listed.starts_at).toISOString()).toBe(listed.starts_at);
  });
});

describe('scorecards', () => {
  let id: string;
  beforeAll(async () => {
    id = await schedule('Portfolio review', -2, -1);
  });

  it('uses the default criteria until the job has its own', async () => {
    const res = await t.call('GET', `${API}/interviews/${id}/scorecards`, { token: member.token });
    expect(res.json.data).toEqual({ criteria: ['Communication', 'Technical skills', 'Problem solving', 'Culture add'], scorecards: [] });
    const put = await t.call('PUT', `${API}/jobs/${jobId}/scorecard-criteria`, { token: admin.token, body: { criteria: ['Craft', 'Communication'] } });
    expect(put.json.data).toEqual({ criteria: ['Craft', 'Communication'], is_default: false });
    expect((await t.call('PUT', `${API}/jobs/${jobId}/scorecard-criteria`, { token: admin.token, body: { criteria: [] } })).status).toBe(422);
  });

  it('takes ratings 1–4 and a recommendation from interviewers only, once each', async () => {
    const body = { ratings: [{ criterion: 'Craft', rating: 4 }, { criterion: 'communication', rating: 3 }], recommendation: 'yes', notes: '<b>Strong</b> portfolio' };
    expect((await t.call('POST', `${API}/interviews/${id}/scorecards`, { token: admin.token, body })).status).toBe(403);
    expect((await t.call('POST', `${API}/interviews/${id}/scorecards`, { token: member.token, body: { ...body, ratings: [{ criterion: 'Craft', rating: 5 }] } })).status).toBe(422);
    expect((await t.call('POST', `${API}/interviews/${id}/scorecards`, { token: member.token, body: { ...body, ratings: [{ criterion: 'Typing', rating: 2 }] } })).status).toBe(422);
    const first = await t.call('POST', `${API}/interviews/${id}/scorecards`, { token: member.token, body });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ recommendation: 'yes', notes: '<b>Strong</b> portfolio', ratings: [{ criterion: 'Craft', rating: 4 }, { criterion: 'Communication', rating: 3 }] });
    const second = await t.call('POST', `${API}/interviews/${id}/scorecards`, { token: member.token, body: { ...body, recommendation: 'strong_yes' } });
    expect(second.json.data.id).toBe(first.json.data.id);
    const list = await t.call('GET', `${API}/interviews/${id}/scorecards`, { token: admin.token });
    expect(list.json.data.scorecards.map((s: { recommendation: string }) => s.recommendation)).toEqual(['strong_yes']);
    const interview = await t.call('GET', `${API}/interviews/${id}`, { token: admin.token });
    expect(interview.json.data.scorecard_by).toEqual([memberId]);
    const awaiting = await t.call('GET', `${API}/interviews?scope=awaiting_feedback`, { token: member.token });
    expect(awaiting.json.data.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it('tells an interviewer once when feedback is due, and not after they submitted', async () => {
    const due = await schedule('Case study', -5, -4);
    await runFeedbackDue(t.ctx, { org_id: admin.orgId, interview_id: due });
    await runFeedbackDue(t.ctx, { org_id: admin.orgId, interview_id: due });
    await runFeedbackDue(t.ctx, { org_id: admin.orgId, interview_id: id });
    // Only these two interviews: the queue's own worker may remind about the earlier tests' past interviews meanwhile.
    const keys = [`feedback_due:${due}`, `feedback_due:${id}`];
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, memberId), eq(notifications.kind, 'feedback_due'), inArray(notifications.dedupeKey, keys)));
    expect(rows.map((r) => r.dedupeKey)).toEqual([`feedback_due:${due}`]);
    const after = await t.call('GET', `${API}/interviews/${due}`, { token: admin.token });
    expect(after.json.data.status).toBe('completed');
  });

  it('does not remind before the interview ends (it was moved later)', async () => {
    const later = await schedule('Later', 1, 2);
    await runFeedbackDue(t.ctx, { org_id: admin.orgId, interview_id: later });
    const rows = await t.db.select().from(notifications).where(eq(notifications.dedupeKey, `feedback_due:${later}`));
    expect(rows).toEqual([]);
  });
});

describe('private iCal feed', () => {
  it('serves the member’s interviews as text/calendar until the token is rotated', async () => {
    const title = '<img src=x onerror=alert(1)> Pairing';
    await schedule(title, 48, 49);
    const feed = await t.call('GET', `${API}/calendar/feed`, { token: member.token });
    const url = new URL(feed.json.data.url);
    expect(url.pathname).toMatch(/^\/api\/v1\/public\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect((await t.call('GET', `${API}/calendar/feed`, { token: member.token })).json.data.url).toBe(feed.json.data.url);

    const res = await t.call('GET', url.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const cal = parseCalendar(res.text);
    const event = cal.events.find((e) => e.props.SUMMARY?.startsWith(title));
    expect(event?.props.SUMMARY).toBe(`${title} — Lee Park`);
    expect(cal.events.every((e) => /^\d{8}T\d{6}Z$/.test(e.props.DTSTART!))).toBe(true);

    const rotated = await t.call('POST', `${API}/calendar/feed/rotate`, { token: member.token });
    expect(rotated.json.data.url).not.toBe(feed.json.data.url);
    expect((await t.call('GET', url.pathname)).status).toBe(404);
    expect((await t.call('GET', new URL(rotated.json.data.url).pathname)).status).toBe(200);
    expect((await t.call('GET', '/api/v1/public/calendar/not-a-real-token-at-all-xxxxxxxx.ics')).status).toBe(404);
  });

  it('limits how fast one address can try feed tokens', async () => {
    const statuses = new Set<number>();
    for (let n = 0; n < 125; n++) statuses.add((await t.call('GET', `/api/v1/public/calendar/guess-${'x'.repeat(30)}${n}.ics`)).status);
    expect([...statuses].sort()).toEqual([404, 429]);
  });

  it('keeps another organization’s interviews out of reach', async () => {
    const other = await t.newAdmin('sc-other@example.com', 'Elsewhere');
    const id = await schedule('Mine only', 10, 11);
    for (const [method, path, body] of [
      ['GET', `/interviews/${id}`],
      ['PATCH', `/interviews/${id}`, { title: 'Taken' }],
      ['POST', `/interviews/${id}/cancel`],
      ['GET', `/interviews/${id}/scorecards`],
      ['POST', `/interviews/${id}/scorecards`, { ratings: [], recommendation: 'no' }],
      ['GET', `/jobs/${jobId}/scorecard-criteria`],
    ] as [string, string, unknown?][]) {
      expect((await t.call(method, `${API}${path}`, { token: other.token, body })).status, `${method} ${path}`).toBe(404);
    }
    const list = await t.call('GET', `${API}/interviews?application_id=${application}`, { token: other.token });
    expect(list.json.data).toEqual([]);
  });
});
