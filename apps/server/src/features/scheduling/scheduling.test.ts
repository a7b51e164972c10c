import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capabilityLinks, emails, schedulingRequests } from '../../db/schema';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { PAGE_REQUESTS_PER_MINUTE, POSTS_PER_LINK } from './schedule.routes';

const API = '/api/v1/recruiter';
let t: TestApp;
let admin: { token: string; orgId: string };
let memberId: string;
let adminId: string;
let jobId: string;

/** A fresh candidate on the job; returns the application's id and the candidate's. */
async function newApplication(first: string) {
  const cand = await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: first, last_name: 'Candidate', email: `${first.toLowerCase()}@example.com` } });
  const app = await t.call('POST', `${API}/jobs/${jobId}/applications`, { token: admin.token, body: { candidate_id: cand.json.data.id } });
  return { applicationId: app.json.data.id as string, candidateId: cand.json.data.id as string };
}

const linkBody = (over: Record<string, unknown> = {}) => ({
  title: 'Technical interview',
  type: 'video',
  interviewer_ids: [memberId],
  duration_minutes: 60,
  window_start: '2030-06-03',
  window_end: '2030-06-04',
  timezone: 'UTC',
  video_url: 'https://meet.example.com/tech',
  subject: 'Pick a time — {{job.title}}',
  body: 'Hi {{candidate.first_name}}, please pick a time: {{scheduling.link}}',
  reschedule_notice_hours: 24,
  cancel_notice_hours: 24,
  max_reschedules: 1,
  ...over,
});

async function sendLink(applicationId: string, over: Record<string, unknown> = {}) {
  const res = await t.call('POST', `${API}/applications/${applicationId}/scheduling-links`, { token: admin.token, body: linkBody(over) });
  expect(res.status, res.text).toBe(201);
  const url = new URL(res.json.data.url as string);
  return { id: res.json.data.id as string, path: url.pathname, data: res.json.data };
}

/** Each test reads the pages from an address of its own, so the per-address limit counts one test at a time. */
let address = '198.51.100.1';
beforeEach(() => {
  address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
});
const page = (path: string) => t.app.request(path, { headers: { origin: ORIGIN, 'x-forwarded-for': address } });
const post = (path: string, fields: Record<string, string>) =>
  t.app.request(path, {
    method: 'POST',
    headers: { origin: ORIGIN, 'x-forwarded-for': address, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const offered = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' }, {}, { queue: true });
  admin = await t.newAdmin('ss-admin@example.com', 'Scheduling Co');
  await t.addMember(admin, 'ss-member@example.com', 'recruiter');
  const members = await t.call('GET', `${API}/team/members`, { token: admin.token });
  memberId = members.json.data.find((m: { email: string }) => m.email === 'ss-member@example.com').user_id;
  adminId = members.json.data.find((m: { email: string }) => m.email === 'ss-admin@example.com').user_id;
  const job = await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Platform Engineer' } });
  jobId = job.json.data.id;
});
afterAll(async () => {
  await t.close();
});

describe('sending a scheduling link', () => {
  it('stores the request, mails the candidate the link through the candidate email path, and shows it as sent', async () => {
    const { applicationId, candidateId } = await newApplication('Lena');
    const { id, path, data } = await sendLink(applicationId);
    expect(path).toMatch(/^\/schedule\/[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({ status: 'sent', window_start: '2030-06-03', window_end: '2030-06-04', expires_at: '2030-06-05T00:00:00.000Z', interview: null, interviewers: [{ id: memberId }] });
    const [mail] = await t.db.select().from(emails).where(eq(emails.candidateId, candidateId));
    expect(mail).toMatchObject({ status: 'queued', toEmail: 'lena@example.com', subject: 'Pick a time — Platform Engineer', body: `Hi Lena, please pick a time: ${ORIGIN}${path}` });
    // Only the hash of the token is stored.
    const [link] = await t.db.select().from(capabilityLinks).where(eq(capabilityLinks.subjectId, id));
    expect(link!.tokenHash).not.toContain(path.split('/').pop());
    const got = await t.call('GET', `${API}/applications/${applicationId}/scheduling-links/${id}`, { token: admin.token });
    expect(got.json.data).not.toHaveProperty('url');
    const list = await t.call('GET', `${API}/applications/${applicationId}/scheduling-links`, { token: admin.token });
    expect(list.json.data.map((l: { id: string }) => l.id)).toEqual([id]);
    const timeline = await t.call('GET', `${API}/activity?entity_id=${candidateId}`, { token: admin.token });
    expect(timeline.json.data.map((a: { entity_type: string; action: string }) => `${a.entity_type}:${a.action}`)).toContain('application:invite');
  });

  it('refuses bad input: a window over, a non-member interviewer, a window too long', async () => {
    const { applicationId } = await newApplication('Omar');
    for (const over of [{ window_start: '2020-01-06', window_end: '2020-01-07' }, { interviewer_ids: ['not-a-member'] }, { window_end: '2030-08-30' }, { timezone: 'Mars/Base' }]) {
      const res = await t.call('POST', `${API}/applications/${applicationId}/scheduling-links`, { token: admin.token, body: linkBody(over) });
      expect(res.status, JSON.stringify(over)).toBe(422);
    }
  });
});

describe('the public page and booking', () => {
  it('offers the free slots in working hours, without the interviewers’ busy times, in the zone asked for', async () => {
    // The interviewer is busy 10:00–11:00 UTC on Monday.
    const { applicationId: busyApp } = await newApplication('Busy');
    const held = await t.call('POST', `${API}/interviews`, {
      token: admin.token,
      body: { application_id: busyApp, title: 'Other', type: 'phone', starts_at: '2030-06-03T10:00:00Z', ends_at: '2030-06-03T11:00:00Z', timezone: 'UTC', interviewer_ids: [memberId] },
    });
    expect(held.status).toBe(201);
    const { applicationId } = await newApplication('Ines');
    const { path } = await sendLink(applicationId);
    const res = await page(`${path}?tz=Asia/Kolkata`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const slots = offered(html);
    expect(slots).toContain('2030-06-03T09:00:00.000Z');
    expect(slots).toContain('2030-06-03T11:00:00.000Z');
    for (const busy of ['2030-06-03T09:30:00.000Z', '2030-06-03T10:00:00.000Z', '2030-06-03T10:30:00.000Z']) expect(slots).not.toContain(busy);
    // Working hours 09:00–17:00 UTC, one-hour slots on the half hour: 15 a day, two days, less the three busy.
    expect(slots).toHaveLength(27);
    expect(slots.at(-1)).toBe('2030-06-04T16:00:00.000Z');
    expect(html).toContain('Times are shown in Asia/Kolkata.');
    expect(html).toContain('14:30–15:30');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    // The one script (the browser's zone) is served from here, as the CSP allows.
    const src = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    const script = await page(src);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('resolvedOptions().timeZone');
  });

  it('books a slot: the interview is created through the interview service, the recruiter told, the page confirms', async () => {
    const { applicationId } = await newApplication('Jonas');
    const { id, path } = await sendLink(applicationId);
    const res = await post(path, { slot: '2030-06-04T13:00:00.000Z', tz: 'Europe/Berlin' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${path}?tz=Europe%2FBerlin`);
    const list = await t.call('GET', `${API}/interviews?application_id=${applicationId}`, { token: admin.token });
    expect(list.json.data).toHaveLength(1);
    expect(list.json.data[0]).toMatchObject({ title: 'Technical interview', type: 'video', starts_at: '2030-06-04T13:00:00.000Z', ends_at: '2030-06-04T14:00:00.000Z', status: 'scheduled', video_url: 'https://meet.example.com/tech', created_by: { id: adminId } });
    const state = await t.call('GET', `${API}/applications/${applicationId}/scheduling-links/${id}`, { token: admin.token });
    expect(state.json.data).toMatchObject({ status: 'booked', interview: { id: list.json.data[0].id, starts_at: '2030-06-04T13:00:00.000Z' } });
    const bell = await t.call('GET', `${API}/notifications`, { token: admin.token });
    expect(bell.json.data.map((n: { kind: string }) => n.kind)).toContain('interview_self_scheduled');
    const confirmation = await (await page(res.headers.get('location')!)).text();
    expect(confirmation).toContain('Your interview is booked');
    expect(confirmation).toContain('15:00–16:00');
    expect(confirmation).toContain(`href="${path}/reschedule?tz=Europe%2FBerlin"`);
    expect(confirmation).toContain(`href="${path}/cancel?tz=Europe%2FBerlin"`);
    // Posting the same time again (a double-click) books nothing more; another time is refused.
    expect((await post(path, { slot: '2030-06-04T13:00:00.000Z' })).status).toBe(303);
    const other = await post(path, { slot: '2030-06-04T15:00:00.000Z' });
    expect(other.status).toBe(409);
    expect(await other.text()).toContain('already booked');
    const again = await t.call('GET', `${API}/interviews?application_id=${applicationId}`, { token: admin.token });
    expect(again.json.data).toHaveLength(1);
  });

  it('refuses a slot taken meanwhile by a concurrent booking of another link, and offers the next free ones', async () => {
    const a = await sendLink((await newApplication('Ana')).applicationId);
    const b = await sendLink((await newApplication('Ben')).applicationId);
    const slot = '2030-06-03T15:00:00.000Z';
    const [ra, rb] = await Promise.all([post(a.path, { slot, tz: 'UTC' }), post(b.path, { slot, tz: 'UTC' })]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).toEqual([303, 409]);
    const loser = ra.status === 409 ? ra : rb;
    const html = await loser.text();
    expect(html).toContain('That time has just been taken. Please pick another one.');
    const next = offered(html);
    expect(next.length).toBeGreaterThan(0);
    expect(next).not.toContain(slot);
    expect(next).not.toContain('2030-06-03T14:30:00.000Z');
    const rows = await t.db.select().from(schedulingRequests).where(eq(schedulingRequests.orgId, admin.orgId));
    expect(rows.filter((r) => [a.id, b.id].includes(r.id)).map((r) => r.status).sort()).toEqual(['booked', 'sent']);
  });

  it('books once when the same time is posted twice at the same moment (a double-click)', async () => {
    const { applicationId } = await newApplication('Dora');
    const { path } = await sendLink(applicationId);
    const slot = '2030-06-04T16:00:00.000Z';
    const answers = await Promise.all([post(path, { slot }), post(path, { slot })]);
    expect(answers.map((r) => r.status)).toEqual([303, 303]);
    const list = await t.call('GET', `${API}/interviews?application_id=${applicationId}`, { token: admin.token });
    expect(list.json.data.map((i: { starts_at: string }) => i.starts_at)).toEqual([slot]);
  });

  it('refuses a time the page does not offer', async () => {
    const { path } = await sendLink((await newApplication('Cora')).applicationId);
    for (const slot of ['2030-06-03T20:00:00.000Z', '2030-06-08T10:00:00.000Z', '2030-06-03T09:10:00.000Z']) {
      expect((await post(path, { slot })).status, slot).toBe(409);
    }
    expect((await post(path, { slot: 'soon' })).status).toBe(422);
  });
});

describe('rescheduling and cancelling within the rules', () => {
  it('reschedules once (the limit), moving the same interview; then cancels it', async () => {
    const { applicationId } = await newApplication('Dara');
    const { id, path } = await sendLink(applicationId);
    expect((await post(path, { slot: '2030-06-03T11:30:00.000Z' })).status).toBe(303);
    const form = await (await page(`${path}/reschedule?tz=UTC`)).text();
    // The interview's own time is free to move within.
    expect(offered(form)).toContain('2030-06-03T12:00:00.000Z');
    expect((await post(`${path}/reschedule`, { slot: '2030-06-03T12:00:00.000Z', tz: 'UTC' })).status).toBe(303);
    const [iv] = (await t.call('GET', `${API}/interviews?application_id=${applicationId}`, { token: admin.token })).json.data;
    expect(iv).toMatchObject({ starts_at: '2030-06-03T12:00:00.000Z', ends_at: '2030-06-03T13:00:00.000Z', sequence: 1 });
    const second = await post(`${path}/reschedule`, { slot: '2030-06-04T09:00:00.000Z' });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain('rescheduled as often as allowed');
    expect((await page(`${path}/reschedule`)).status).toBe(409);
    expect(await (await page(path)).text()).not.toContain(`${path}/reschedule`);

    expect((await page(`${path}/cancel`)).status).toBe(200);
    expect((await post(`${path}/cancel`, {})).status).toBe(303);
    const cancelled = (await t.call('GET', `${API}/interviews/${iv.id}`, { token: admin.token })).json.data;
    expect(cancelled.status).toBe('canceled');
    const state = await t.call('GET', `${API}/applications/${applicationId}/scheduling-links/${id}`, { token: admin.token });
    expect(state.json.data).toMatchObject({ status: 'cancelled', reschedules: 1 });
    expect(await (await page(path)).text()).toContain('You cancelled this interview.');
  });

  it('refuses to reschedule or cancel later than the notice the recruiter set', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const { applicationId } = await newApplication('Eli');
    const { path } = await sendLink(applicationId, { window_start: day(1), window_end: day(6), reschedule_notice_hours: 720, cancel_notice_hours: 720 });
    const [first] = offered(await (await page(path)).text());
    expect((await post(path, { slot: first! })).status).toBe(303);
    const confirmation = await (await page(path)).text();
    expect(confirmation).toContain('It is too late to reschedule online');
    expect(confirmation).not.toContain(`${path}/cancel`);
    const moved = await post(`${path}/reschedule`, { slot: first! });
    expect(moved.status).toBe(303); // the same time: nothing to do
    const cancel = await post(`${path}/cancel`, {});
    expect(cancel.status).toBe(409);
    expect(await cancel.text()).toContain('It is too late to cancel online: that is possible up to 720 hours before the interview.');
    const [iv] = (await t.call('GET', `${API}/interviews?application_id=${applicationId}`, { token: admin.token })).json.data;
    expect(iv.status).toBe('scheduled');
  });
});

describe('links that no longer work, other organizations, rate limits', () => {
  it('answers 404 for an unknown token and 410 for an expired or revoked link', async () => {
    expect((await page(`/schedule/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await page('/schedule/short')).status).toBe(404);

    const { applicationId } = await newApplication('Finn');
    const expired = await sendLink(applicationId);
    const [link] = await t.db.select().from(capabilityLinks).where(eq(capabilityLinks.subjectId, expired.id));
    await t.db.update(capabilityLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(capabilityLinks.id, link!.id));
    const gone = await page(expired.path);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('This scheduling link has expired.');
    expect((await post(expired.path, { slot: '2030-06-03T09:00:00.000Z' })).status).toBe(410);
    const state = await t.call('GET', `${API}/applications/${applicationId}/scheduling-links/${expired.id}`, { token: admin.token });
    expect(state.json.data.status).toBe('expired');

    const revoked = await sendLink(applicationId);
    const del = await t.call('DELETE', `${API}/applications/${applicationId}/scheduling-links/${revoked.id}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect(del.json.data.status).toBe('revoked');
    const page410 = await page(revoked.path);
    expect(page410.status).toBe(410);
    expect(await page410.text()).toContain('This scheduling link was withdrawn.');
    expect((await post(revoked.path, { slot: '2030-06-03T09:00:00.000Z' })).status).toBe(410);
  });

  it('answers 404 for another organization’s application or link', async () => {
    const { applicationId } = await newApplication('Gus');
    const { id } = await sendLink(applicationId);
    const other = await t.newAdmin('ss-other@example.com', 'Other Co');
    expect((await t.call('GET', `${API}/applications/${applicationId}/scheduling-links/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `${API}/applications/${applicationId}/scheduling-links`, { token: other.token })).status).toBe(404);
    expect((await t.call('DELETE', `${API}/applications/${applicationId}/scheduling-links/${id}`, { token: other.token })).status).toBe(404);
    const send = await t.call('POST', `${API}/applications/${applicationId}/scheduling-links`, { token: other.token, body: { ...linkBody(), interviewer_ids: [] } });
    expect([404, 422]).toContain(send.status);
    const send2 = await t.call('POST', `${API}/applications/${applicationId}/scheduling-links`, { token: other.token, body: linkBody() });
    expect(send2.status).toBe(404);
    const [row] = await t.db.select().from(schedulingRequests).where(and(eq(schedulingRequests.id, id), eq(schedulingRequests.status, 'sent')));
    expect(row).toBeDefined();
  });

  it('limits posts per link: 429 with Retry-After', async () => {
    const { path } = await sendLink((await newApplication('Hana')).applicationId);
    for (let i = 0; i < POSTS_PER_LINK; i++) expect((await post(path, { slot: 'nope' })).status).toBe(422);
    const limited = await post(path, { slot: '2030-06-03T09:00:00.000Z' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many requests');
  });

  it('limits page reads per address: 429 with Retry-After', async () => {
    for (let i = 0; i < PAGE_REQUESTS_PER_MINUTE; i++) expect((await page(`/schedule/${'z'.repeat(43)}`)).status).toBe(404);
    const limited = await page(`/schedule/${'z'.repeat(43)}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
