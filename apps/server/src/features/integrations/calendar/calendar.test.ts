/**
 * Google Calendar, Outlook (Graph) and Zoom against fakes of their documented endpoints on loopback:
 * connecting, interviews written once, moved and removed, busy times in /availability, changes and
 * declines coming back, Meet/Teams/Zoom links made on scheduling and removed on cancelling, and the
 * providers' error shapes (expired token → refresh, 429 → later, revoked → reconnect).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationState } from '@hirebase/shared';
import { fakeGoogleEnv, startFakeGoogle } from '../../../test/fake-google';
import { mountGoogleCalendar } from '../../../test/fake-google-calendar';
import { mountGraphCalendar } from '../../../test/fake-graph-calendar';
import { fakeMicrosoftEnv, startFakeMicrosoft } from '../../../test/fake-microsoft';
import type { FakeOAuthServer } from '../../../test/fake-oauth';
import { fakeZoomEnv, startFakeZoom } from '../../../test/fake-zoom';
import { drainCalendarWrites } from '../../../test/calendar-writes';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { INVITE_QUEUE, type InviteJobData } from '../../interviews/invites';
import { accountById } from '../accounts';
import { CALENDAR_WRITE_QUEUE, runCalendarWrite, type CalendarWriteJob } from './events.job';
import { runCalendarSync, type CalendarSyncJob } from './sync.job';

const API = '/api/v1/recruiter';

let t: TestApp;
let google: FakeOAuthServer;
let gcal: ReturnType<typeof mountGoogleCalendar>;
let microsoft: FakeOAuthServer;
let graph: ReturnType<typeof mountGraphCalendar>;
let zoom: Awaited<ReturnType<typeof startFakeZoom>>;
let admin: { token: string; orgId: string };
let greta: { token: string };
let olly: { token: string };
const ids: Record<string, string> = {};
const accounts: Record<string, string> = {};
let application: string;

// A Monday three weeks ahead: inside Graph's delta window and in the future.
const day = new Date(Date.now() + 21 * 86_400_000);
while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
const DAY = day.toISOString().slice(0, 10);
const at = (hm: string) => `${DAY}T${hm}:00.000Z`;

const drainWrites = () => drainCalendarWrites(t);
async function invites(): Promise<InviteJobData[]> {
  const jobs = await t.ctx.queue.boss.fetch<InviteJobData>(INVITE_QUEUE, { batchSize: 50 });
  for (const job of jobs) await t.ctx.queue.boss.complete(INVITE_QUEUE, job.id);
  return jobs.map((j) => j.data);
}
async function nextSync(accountId: string): Promise<CalendarSyncJob> {
  const account = (await accountById(t.db, admin.orgId, accountId))!;
  return { org_id: admin.orgId, account_id: accountId, run: (account.cursor as { run: string }).run };
}
const stateOf = async (token: string, provider: string): Promise<IntegrationState> => (await t.call('GET', `${API}/integrations`, { token })).json.data.find((p: IntegrationState) => p.provider === provider);

async function connect(token: string, provider: string, fake: FakeOAuthServer, email: string): Promise<IntegrationState> {
  const start = await t.call('POST', `${API}/integrations/${provider}/connect`, { token });
  expect(start.status).toBe(200);
  fake.signInAs(email);
  const back = await fake.approve(start.json.data.authorization_url);
  const res = await t.call('POST', `${API}/integrations/${provider}/callback`, { token, body: { code: back.code, state: back.state } });
  expect(res.status).toBe(200);
  return res.json.data;
}
const schedule = (token: string, body: Record<string, unknown>) =>
  t.call('POST', `${API}/interviews`, { token, body: { application_id: application, title: 'Systems design', type: 'phone', timezone: 'UTC', ...body } });
const interview = async (id: string) => (await t.call('GET', `${API}/interviews/${id}`, { token: admin.token })).json.data;

beforeAll(async () => {
  google = await startFakeGoogle();
  gcal = mountGoogleCalendar(google);
  microsoft = await startFakeMicrosoft();
  graph = mountGraphCalendar(microsoft);
  zoom = await startFakeZoom();
  t = await createTestApp({ ...fakeGoogleEnv(google.url), ...fakeMicrosoftEnv(microsoft.url), ...fakeZoomEnv(zoom.url), INTEGRATIONS_SYNC_MINUTES: '5' }, {}, { queue: true });
  await t.ctx.queue.createQueue(CALENDAR_WRITE_QUEUE);
  await t.ctx.queue.createQueue(INVITE_QUEUE);
  admin = await t.newAdmin('cal-owner@example.com', 'Calendars Co');
  greta = await t.addMember(admin, 'greta@example.com', 'recruiter');
  olly = await t.addMember(admin, 'olly@example.com', 'recruiter');
  const members = (await t.call('GET', `${API}/team/members`, { token: admin.token })).json.data as { email: string; user_id: string }[];
  for (const m of members) ids[m.email.split('@')[0]!] = m.user_id;
  const job = await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Platform engineer' } });
  const cand = await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Ada', last_name: 'Moss', email: 'ada@example.com' } });
  application = (await t.call('POST', `${API}/jobs/${job.json.data.id}/applications`, { token: admin.token, body: { candidate_id: cand.json.data.id } })).json.data.id;
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await microsoft?.close();
  await zoom?.close();
});

describe('Google Calendar and Outlook calendars', () => {
  it('connect through OAuth and list as calendars that sync', async () => {
    const g = await connect(greta.token, 'google_calendar', google, 'greta@gmail.test');
    expect(g).toMatchObject({ syncs: true, app_path: '/apps/google-calendar', account: { status: 'connected', label: 'greta@gmail.test' } });
    accounts.google = g.account!.id;
    const o = await connect(olly.token, 'microsoft_calendar', microsoft, 'olly@outlook.test');
    expect(o).toMatchObject({ syncs: true, account: { status: 'connected', label: 'olly@outlook.test' } });
    accounts.graph = o.account!.id;
    await drainWrites();
  });

  let iv: string;
  it('writes an interview to each interviewer’s calendar once, moves it there and keeps one event', async () => {
    const res = await schedule(admin.token, { starts_at: at('10:00'), ends_at: at('11:00'), interviewer_ids: [ids.greta, ids.olly] });
    expect(res.status).toBe(201);
    iv = res.json.data.id;
    expect(await drainWrites()).toBe(1);
    const [ge] = gcal.events('greta@gmail.test');
    expect(gcal.events('greta@gmail.test')).toHaveLength(1);
    expect(ge).toMatchObject({ summary: 'Systems design — Ada Moss', start: { dateTime: at('10:00') }, extendedProperties: { private: { hirebase_interview: iv } } });
    expect(ge!.attendees!.map((a) => a.email).sort()).toEqual(['greta@example.com', 'olly@example.com']);
    expect(gcal.writes.filter((w) => w.id === ge!.id).every((w) => w.sendUpdates === 'none')).toBe(true);
    expect(graph.events('olly@outlook.test')).toEqual([expect.objectContaining({ subject: 'Systems design — Ada Moss', start: { dateTime: at('10:00').replace('Z', ''), timeZone: 'UTC' } })]);
    // The job run again writes nothing twice.
    expect(await runCalendarWrite(t.ctx, { org_id: admin.orgId, interview_id: iv })).toMatchObject({ written: [], unchanged: expect.arrayContaining([ids.greta, ids.olly]) });

    await t.call('PATCH', `${API}/interviews/${iv}`, { token: admin.token, body: { starts_at: at('13:00'), ends_at: at('14:00') } });
    await drainWrites();
    expect(gcal.events('greta@gmail.test')).toEqual([expect.objectContaining({ id: ge!.id, start: { dateTime: at('13:00') } })]);
    expect(graph.events('olly@outlook.test')).toEqual([expect.objectContaining({ start: { dateTime: at('13:00').replace('Z', ''), timeZone: 'UTC' } })]);
  });

  it('shows busy times from both calendars in /availability, the interview being rescheduled excepted', async () => {
    gcal.addEvent('greta@gmail.test', { id: 'dentist', start: at('09:00'), end: at('10:30') });
    gcal.addEvent('greta@gmail.test', { id: 'focus', start: at('11:00'), end: at('12:00'), transparency: 'transparent' });
    graph.addEvent('olly@outlook.test', { start: at('15:00'), end: at('16:00') });
    graph.addEvent('olly@outlook.test', { start: at('16:00'), end: at('16:30'), showAs: 'free' });
    const q = `user_ids=${ids.greta},${ids.olly}&from=${DAY}T00:00:00Z&to=${DAY}T23:59:00Z&duration=60&time_zone=UTC`;
    const res = await t.call('GET', `${API}/availability?${q}`, { token: admin.token });
    expect(res.status).toBe(200);
    const of = (id: string) => res.json.data.users.find((u: { user_id: string }) => u.user_id === id);
    expect(of(ids.greta!)).toMatchObject({ calendar: { provider: 'google_calendar', label: 'greta@gmail.test' }, error: null });
    expect(of(ids.greta!).busy).toEqual(
      expect.arrayContaining([
        { starts_at: at('09:00'), ends_at: at('10:30'), source: 'calendar' },
        { starts_at: at('13:00'), ends_at: at('14:00'), source: 'calendar' },
      ]),
    );
    expect(of(ids.greta!).busy.some((b: { starts_at: string }) => b.starts_at === at('11:00'))).toBe(false);
    expect(of(ids.olly!)).toMatchObject({ calendar: { provider: 'microsoft_calendar' }, error: null });
    expect(of(ids.olly!).busy).toEqual(expect.arrayContaining([{ starts_at: at('15:00'), ends_at: at('16:00'), source: 'calendar' }]));
    expect(of(ids.olly!).busy.some((b: { starts_at: string }) => b.starts_at === at('16:00'))).toBe(false);
    expect(res.json.data.suggestions.map((s: { starts_at: string }) => s.starts_at.slice(11, 16))).toEqual(['10:30', '11:00', '11:30', '12:00', '14:00']);
    const ex = await t.call('GET', `${API}/availability?${q}&exclude_id=${iv}`, { token: admin.token });
    for (const u of ex.json.data.users) expect(u.busy.filter((b: { starts_at: string }) => b.starts_at === at('13:00'))).toEqual([]);
  });

  it('brings back a time moved in Google Calendar and a decline, and survives an expired sync token', async () => {
    expect(await runCalendarSync(t.ctx, await nextSync(accounts.google!))).toMatchObject({ state: 'synced', result: { moved: 0, declined: 0 } });
    expect(await runCalendarSync(t.ctx, await nextSync(accounts.google!))).toMatchObject({ state: 'synced', result: { unchanged_calendar: true } });
    const id = gcal.events('greta@gmail.test').find((e) => e.summary?.startsWith('Systems design'))!.id;
    gcal.move('greta@gmail.test', id, at('15:00'), at('16:00'));
    expect(await runCalendarSync(t.ctx, await nextSync(accounts.google!))).toMatchObject({ state: 'synced', result: { moved: 1 } });
    expect(await interview(iv)).toMatchObject({ starts_at: at('15:00'), ends_at: at('16:00'), declined_by: [] });
    await drainWrites();
    // The move reached Outlook too.
    expect(graph.events('olly@outlook.test').find((e) => e.subject?.startsWith('Systems design'))).toMatchObject({ start: { dateTime: at('15:00').replace('Z', '') } });

    gcal.expireSyncTokens();
    gcal.respond('greta@gmail.test', id, 'greta@example.com', 'declined');
    const after = await runCalendarSync(t.ctx, await nextSync(accounts.google!));
    expect(after).toMatchObject({ state: 'synced', result: { declined: 1, moved: 0 } });
    expect((await interview(iv)).declined_by).toEqual([ids.greta]);
  });

  it('brings back a time moved in Outlook and a deleted event as a decline', async () => {
    expect(await runCalendarSync(t.ctx, await nextSync(accounts.graph!))).toMatchObject({ state: 'synced', result: { moved: 0 } });
    const e = graph.events('olly@outlook.test').find((x) => x.subject?.startsWith('Systems design'))!;
    graph.move('olly@outlook.test', e.id, at('16:00'), at('17:00'));
    expect(await runCalendarSync(t.ctx, await nextSync(accounts.graph!))).toMatchObject({ state: 'synced', result: { moved: 1 } });
    expect(await interview(iv)).toMatchObject({ starts_at: at('16:00'), ends_at: at('17:00') });
    await drainWrites();
    graph.expireDeltaTokens();
    graph.remove('olly@outlook.test', e.id);
    expect(await runCalendarSync(t.ctx, await nextSync(accounts.graph!))).toMatchObject({ state: 'synced', result: { declined: 1 } });
    expect((await interview(iv)).declined_by).toEqual(expect.arrayContaining([ids.olly]));
  });

  it('removes the events when the interview is cancelled', async () => {
    await t.call('POST', `${API}/interviews/${iv}/cancel`, { token: admin.token });
    await drainWrites();
    expect(gcal.events('greta@gmail.test').filter((e) => e.summary?.startsWith('Systems design'))).toEqual([]);
    expect(graph.events('olly@outlook.test').filter((e) => e.subject?.startsWith('Systems design'))).toEqual([]);
  });
});

describe('video links', () => {
  it('makes a Meet link on the organizer’s Google event, sends it in the invite and removes it on cancelling', async () => {
    await invites();
    const res = await schedule(greta.token, { type: 'video', title: 'Meet round', starts_at: at('09:00'), ends_at: at('09:30'), interviewer_ids: [ids.olly] });
    expect(res.status).toBe(201);
    expect(res.json.data.video_url).toMatch(/^https:\/\/meet\.google\.com\//);
    const sent = await invites();
    expect(sent.find((m) => m.to === 'ada@example.com')!.text).toContain(res.json.data.video_url);
    await drainWrites();
    // The host's event is the one the meeting lives on: one event, patched by the job, link kept.
    const hosted = gcal.events('greta@gmail.test').filter((e) => e.summary?.startsWith('Meet round'));
    expect(hosted).toEqual([expect.objectContaining({ hangoutLink: res.json.data.video_url, summary: 'Meet round — Ada Moss' })]);
    expect(gcal.writes.find((w) => w.id === hosted[0]!.id && w.method === 'insert')).toMatchObject({ conferenceDataVersion: '1', sendUpdates: 'none' });
    await t.call('POST', `${API}/interviews/${res.json.data.id}/cancel`, { token: greta.token });
    await drainWrites();
    expect(gcal.events('greta@gmail.test').filter((e) => e.summary?.startsWith('Meet round'))).toEqual([]);
    expect((await interview(res.json.data.id)).video_url).toBeNull();
  });

  it('makes a Teams link on the organizer’s Outlook event and removes it on cancelling', async () => {
    const res = await schedule(olly.token, { type: 'video', title: 'Teams round', starts_at: at('09:00'), ends_at: at('09:30'), interviewer_ids: [ids.olly] });
    expect(res.json.data.video_url).toMatch(/^https:\/\/teams\.microsoft\.com\//);
    await drainWrites();
    expect(graph.events('olly@outlook.test').filter((e) => e.subject?.startsWith('Teams round'))).toEqual([
      expect.objectContaining({ isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness', onlineMeeting: { joinUrl: res.json.data.video_url } }),
    ]);
    await t.call('POST', `${API}/interviews/${res.json.data.id}/cancel`, { token: olly.token });
    await drainWrites();
    expect(graph.events('olly@outlook.test').filter((e) => e.subject?.startsWith('Teams round'))).toEqual([]);
    expect((await interview(res.json.data.id)).video_url).toBeNull();
  });

  it('creates a Zoom meeting for the organizer who connected Zoom, moves it with the interview and deletes it on cancelling; a pasted link wins', async () => {
    const z = await connect(admin.token, 'zoom', zoom, 'owner@zoom.test');
    expect(z.account).toMatchObject({ status: 'connected', label: 'owner@zoom.test' });
    const pasted = await schedule(admin.token, { type: 'video', title: 'Pasted', starts_at: at('08:00'), ends_at: at('08:30'), interviewer_ids: [ids.greta], video_url: 'https://meet.example.com/abc' });
    expect(pasted.json.data.video_url).toBe('https://meet.example.com/abc');
    expect(zoom.meetings.size).toBe(0);

    const res = await schedule(admin.token, { type: 'video', title: 'Zoom round', starts_at: at('10:00'), ends_at: at('10:45'), interviewer_ids: [ids.greta] });
    const [meeting] = [...zoom.meetings.values()];
    expect(meeting).toMatchObject({ topic: 'Zoom round', duration: 45, start_time: `${DAY}T10:00:00Z` });
    expect(res.json.data.video_url).toBe(meeting!.join_url);
    await drainWrites();
    expect(gcal.events('greta@gmail.test').find((e) => e.summary?.startsWith('Zoom round'))).toMatchObject({ location: meeting!.join_url });

    await t.call('PATCH', `${API}/interviews/${res.json.data.id}`, { token: admin.token, body: { starts_at: at('11:00'), ends_at: at('12:00') } });
    await drainWrites();
    expect(zoom.meetings.get(meeting!.id)).toMatchObject({ start_time: `${DAY}T11:00:00Z`, duration: 60 });
    await t.call('POST', `${API}/interviews/${res.json.data.id}/cancel`, { token: admin.token });
    await drainWrites();
    expect(zoom.meetings.size).toBe(0);
    expect((await interview(res.json.data.id)).video_url).toBeNull();
  });

  it('gives an interview edited into a video interview its meeting, and retires the meeting when a link is pasted over it', async () => {
    const res = await schedule(admin.token, { title: 'Became video', starts_at: at('15:00'), ends_at: at('15:30'), interviewer_ids: [ids.greta] });
    expect(res.json.data.video_url).toBeNull();
    const edited = await t.call('PATCH', `${API}/interviews/${res.json.data.id}`, { token: admin.token, body: { type: 'video' } });
    const [meeting] = [...zoom.meetings.values()];
    expect(edited.json.data.video_url).toBe(meeting!.join_url);
    await drainWrites();
    const pasted = await t.call('PATCH', `${API}/interviews/${res.json.data.id}`, { token: admin.token, body: { video_url: 'https://meet.example.com/mine' } });
    expect(pasted.json.data.video_url).toBe('https://meet.example.com/mine');
    await drainWrites();
    expect(zoom.meetings.size).toBe(0);
    expect((await interview(res.json.data.id)).video_url).toBe('https://meet.example.com/mine');
  });

  it('schedules without a link when Zoom refuses, and shows Zoom as needing a reconnect', async () => {
    zoom.revokeGrants('owner@zoom.test');
    const res = await schedule(admin.token, { type: 'video', title: 'No link', starts_at: at('12:00'), ends_at: at('12:30'), interviewer_ids: [ids.greta] });
    expect(res.status).toBe(201);
    expect(res.json.data.video_url).toBeNull();
    expect((await stateOf(admin.token, 'zoom')).account).toMatchObject({ status: 'error', error: expect.stringContaining('reconnect') });
    await drainWrites();
  });
});

describe('provider errors and other organizations', () => {
  it('refreshes an expired token, writes again after a 429 at its Retry-After, and asks to reconnect when access is revoked', async () => {
    google.expireAccessTokens();
    const res = await schedule(admin.token, { starts_at: at('14:00'), ends_at: at('14:30'), interviewer_ids: [ids.greta], title: 'Refreshed' });
    expect(await drainWrites()).toBe(1);
    expect(gcal.events('greta@gmail.test').filter((e) => e.summary?.startsWith('Refreshed'))).toHaveLength(1);

    google.throttleNext(1, 7);
    await t.call('PATCH', `${API}/interviews/${res.json.data.id}`, { token: admin.token, body: { starts_at: at('14:30'), ends_at: at('15:00') } });
    const jobs = await t.ctx.queue.boss.fetch<CalendarWriteJob>(CALENDAR_WRITE_QUEUE, { batchSize: 5 });
    expect(jobs).toHaveLength(1);
    expect(await runCalendarWrite(t.ctx, jobs[0]!.data)).toMatchObject({ written: [], retry_after_seconds: 7 });
    await t.ctx.queue.boss.complete(CALENDAR_WRITE_QUEUE, jobs[0]!.id);
    // The write waits for the Retry-After: nothing to fetch now, the account is not in error.
    expect(await t.ctx.queue.boss.fetch(CALENDAR_WRITE_QUEUE)).toEqual([]);
    expect((await accountById(t.db, admin.orgId, accounts.google!))!.status).toBe('connected');
    expect(await runCalendarWrite(t.ctx, jobs[0]!.data)).toMatchObject({ written: [ids.greta] });

    google.throttleNext(1, 30);
    expect(await runCalendarSync(t.ctx, await nextSync(accounts.google!))).toMatchObject({ state: 'failed', next_in_seconds: 300 });

    google.revokeGrants('greta@gmail.test');
    const q = `user_ids=${ids.greta}&from=${DAY}T00:00:00Z&to=${DAY}T23:59:00Z`;
    const avail = await t.call('GET', `${API}/availability?${q}`, { token: admin.token });
    expect(avail.json.data.users[0].error).toContain('reconnect');
    expect((await stateOf(greta.token, 'google_calendar')).account).toMatchObject({ status: 'error', error: expect.stringContaining('reconnect') });
    expect(await runCalendarSync(t.ctx, await nextSync(accounts.google!))).toMatchObject({ state: 'stale' });
  });

  it('never touches another organization’s interview', async () => {
    const other = await t.newAdmin('outlook-other@example.com', 'Other Co');
    await connect(other.token, 'microsoft_calendar', microsoft, 'olly@outlook.test');
    const otherJob = await t.call('POST', `${API}/jobs`, { token: other.token, body: { title: 'Other' } });
    const otherCand = await t.call('POST', `${API}/candidates`, { token: other.token, body: { first_name: 'O', last_name: 'P', email: 'op@example.com' } });
    const otherApp = (await t.call('POST', `${API}/jobs/${otherJob.json.data.id}/applications`, { token: other.token, body: { candidate_id: otherCand.json.data.id } })).json.data.id;
    const me = (await t.call('GET', `${API}/team/members`, { token: other.token })).json.data[0].user_id;
    const o = await t.call('POST', `${API}/interviews`, {
      token: other.token,
      body: { application_id: otherApp, title: 'Other org', type: 'phone', starts_at: at('08:00'), ends_at: at('08:30'), timezone: 'UTC', interviewer_ids: [me] },
    });
    await drainWrites();
    const e = graph.events('olly@outlook.test').find((x) => x.subject?.startsWith('Other org'))!;
    graph.move('olly@outlook.test', e.id, at('09:00'), at('09:30'));
    // This organization's sync of the same mailbox sees the change but knows no such event.
    expect(await runCalendarSync(t.ctx, await nextSync(accounts.graph!))).toMatchObject({ state: 'synced', result: { moved: 0, declined: 0 } });
    expect((await t.call('GET', `${API}/interviews/${o.json.data.id}`, { token: other.token })).json.data).toMatchObject({ starts_at: at('08:00') });
    expect((await t.call('GET', `${API}/interviews/${o.json.data.id}`, { token: admin.token })).status).toBe(404);
  });
});
