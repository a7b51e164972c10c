/**
 * CalDAV calendars against a real Radicale (test/radicale.ts): connecting, interviews written,
 * moved and removed, busy times and suggested slots from events placed in the calendar, and
 * changes made in the calendar coming back. Skipped, saying why, where radicale is not installed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationState } from '@hirebase/shared';
import { integrationAccounts } from '../../../db/schema';
import { NO_RADICALE, radicaleBinary, startRadicale, type Radicale } from '../../../test/radicale';
import { drainCalendarWrites } from '../../../test/calendar-writes';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accountById } from '../accounts';
import { CALENDAR_WRITE_QUEUE, runCalendarWrite } from '../calendar/events.job';
import { runCalendarSync, type CalendarSyncJob } from '../calendar/sync.job';

const API = '/api/v1/recruiter';
const have = radicaleBinary() !== null;
if (!have) console.warn(NO_RADICALE);

let r: Radicale;
let t: TestApp;
let admin: { token: string; orgId: string };
let member: { token: string };
let memberId: string;
let adminId: string;
let application: string;
let accountId: string;

const DAY = '2030-03-04'; // a Monday
const vevent = (uid: string, start: string, end: string, extra = '') =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20300101T000000Z\r\nDTSTART:${start}\r\nDTEND:${end}\r\nSUMMARY:Dentist\r\n${extra}END:VEVENT\r\nEND:VCALENDAR\r\n`;

const drainWrites = () => drainCalendarWrites(t);
async function nextSync(): Promise<CalendarSyncJob> {
  const account = (await accountById(t.db, admin.orgId, accountId))!;
  return { org_id: admin.orgId, account_id: accountId, run: (account.cursor as { run: string }).run };
}
const caldavState = async (token: string): Promise<IntegrationState> => (await t.call('GET', `${API}/integrations`, { token })).json.data.find((p: IntegrationState) => p.provider === 'caldav');

describe.skipIf(!have)(have ? 'CalDAV calendars on a real Radicale' : NO_RADICALE, () => {
  beforeAll(async () => {
    r = await startRadicale();
    await r.setUser('mina', 'cal-pass-1');
    t = await createTestApp({ INTEGRATIONS_ALLOW_PRIVATE: '1', INTEGRATIONS_SYNC_MINUTES: '5' }, {}, { queue: true });
    await t.ctx.queue.createQueue(CALENDAR_WRITE_QUEUE);
    admin = await t.newAdmin('cal-admin@example.com', 'Calendar Co');
    member = await t.addMember(admin, 'mina@example.com', 'recruiter');
    const members = (await t.call('GET', `${API}/team/members`, { token: admin.token })).json.data as { email: string; user_id: string }[];
    memberId = members.find((m) => m.email === 'mina@example.com')!.user_id;
    adminId = members.find((m) => m.email === 'cal-admin@example.com')!.user_id;
    const job = await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Designer' } });
    const cand = await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Lea', last_name: 'Kim', email: 'lea@example.com' } });
    application = (await t.call('POST', `${API}/jobs/${job.json.data.id}/applications`, { token: admin.token, body: { candidate_id: cand.json.data.id } })).json.data.id;
  });
  afterAll(async () => {
    await t?.close();
    await r?.close();
  });

  it('refuses a private server without INTEGRATIONS_ALLOW_PRIVATE and a wrong password on its field, saving nothing', async () => {
    const strict = await createTestApp();
    try {
      const a = await strict.newAdmin('strict@example.com', 'Strict');
      const res = await strict.call('POST', `${API}/integrations/caldav/connect`, { token: a.token, body: { url: r.url, username: 'mina', password: 'cal-pass-1' } });
      expect(res.status).toBe(422);
      expect(res.json.error.details).toEqual([expect.objectContaining({ path: 'url' })]);
    } finally {
      await strict.close();
    }
    const wrong = await t.call('POST', `${API}/integrations/caldav/connect`, { token: member.token, body: { url: r.url, username: 'mina', password: 'nope' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.details).toEqual([expect.objectContaining({ path: 'password', message: expect.stringContaining('refused') })]);
    expect((await caldavState(member.token)).account).toBeNull();
  });

  it('connects, finds the calendar, keeps the password sealed and lists it with its state', async () => {
    const res = await t.call('POST', `${API}/integrations/caldav/connect`, { token: member.token, body: { url: r.url, username: 'mina', password: 'cal-pass-1' } });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('cal-pass-1');
    const state = await caldavState(member.token);
    expect(state).toMatchObject({ syncs: true, account: { status: 'connected', settings: { url: r.url, username: 'mina', calendar: { url: r.calendarUrl('mina') } } } });
    accountId = state.account!.id;
    const [row] = await t.db.select().from(integrationAccounts).where(eq(integrationAccounts.id, accountId));
    expect(row!.secret).not.toContain('cal-pass-1');
    expect((await caldavState(admin.token)).account).toBeNull();
  });

  let interviewId: string;
  const eventName = () => `${interviewId}_hirebase.ics`;

  it('writes a scheduled interview to the interviewer’s calendar, moves it with the interview and removes it when cancelled', async () => {
    const res = await t.call('POST', `${API}/interviews`, {
      token: admin.token,
      body: { application_id: application, title: 'Portfolio review', type: 'video', starts_at: `${DAY}T10:00:00Z`, ends_at: `${DAY}T11:00:00Z`, timezone: 'UTC', interviewer_ids: [memberId, adminId], video_url: 'https://meet.example.com/x' },
    });
    expect(res.status).toBe(201);
    interviewId = res.json.data.id;
    expect(await drainWrites()).toBe(1);
    const ics = (await r.getEvent('mina', eventName()))!;
    expect(ics).toContain(`UID:${interviewId}@hirebase`);
    expect(ics).toContain('DTSTART:20300304T100000Z');
    expect(ics).toContain('Portfolio review');
    // A rerun of the same job writes nothing twice.
    expect(await runCalendarWrite(t.ctx, { org_id: admin.orgId, interview_id: interviewId })).toMatchObject({ unchanged: [memberId], written: [] });
    expect(await r.listEvents('mina')).toEqual([eventName()]);

    await t.call('PATCH', `${API}/interviews/${interviewId}`, { token: admin.token, body: { starts_at: `${DAY}T13:00:00Z`, ends_at: `${DAY}T14:00:00Z` } });
    await drainWrites();
    expect(await r.getEvent('mina', eventName())).toMatch(/DTSTART:20300304T130000Z[\s\S]*SEQUENCE:1|SEQUENCE:1[\s\S]*DTSTART:20300304T130000Z/);
    expect(await r.listEvents('mina')).toEqual([eventName()]);
  });

  it('shows busy times from events placed in the calendar and suggests slots free for everyone in working hours', async () => {
    await r.putEvent('mina', 'dentist.ics', vevent('dentist-1', `20300304T090000Z`, `20300304T103000Z`));
    // Written by a calendar program in its own zone (no VTIMEZONE, as some send): 17:00 in Berlin is 16:00 UTC.
    await r.putEvent('mina', 'gym.ics', vevent('gym-1', '20300304T170000', '20300304T173000').replace(/DTSTART:/, 'DTSTART;TZID=Europe/Berlin:').replace(/DTEND:/, 'DTEND;TZID=Europe/Berlin:'));
    await r.putEvent('mina', 'free.ics', vevent('free-1', `20300304T110000Z`, `20300304T120000Z`, 'TRANSP:TRANSPARENT\r\n'));
    const q = `user_ids=${memberId},${adminId}&from=${DAY}T00:00:00Z&to=${DAY}T23:59:00Z&duration=60&time_zone=UTC`;
    const res = await t.call('GET', `${API}/availability?${q}`, { token: admin.token });
    expect(res.status).toBe(200);
    const mina = res.json.data.users.find((u: { user_id: string }) => u.user_id === memberId);
    expect(mina).toMatchObject({ calendar: { provider: 'caldav' }, error: null });
    expect(mina.busy).toEqual(
      expect.arrayContaining([
        { starts_at: `${DAY}T09:00:00.000Z`, ends_at: `${DAY}T10:30:00.000Z`, source: 'calendar' },
        { starts_at: `${DAY}T13:00:00.000Z`, ends_at: `${DAY}T14:00:00.000Z`, source: 'interview' },
        { starts_at: `${DAY}T16:00:00.000Z`, ends_at: `${DAY}T16:30:00.000Z`, source: 'calendar' },
      ]),
    );
    expect(mina.busy.some((b: { starts_at: string }) => b.starts_at === `${DAY}T11:00:00.000Z`)).toBe(false);
    const admins = res.json.data.users.find((u: { user_id: string }) => u.user_id === adminId);
    expect(admins.calendar).toBeNull();
    // 09:00–10:30 busy (calendar), 13:00–14:00 (the interview): the first hours free for both.
    expect(res.json.data.suggestions.map((s: { starts_at: string }) => s.starts_at.slice(11, 16))).toEqual(['10:30', '11:00', '11:30', '12:00', '14:00']);
    // In Asia/Kolkata, working hours end at 11:30 UTC.
    const ist = await t.call('GET', `${API}/availability?${q.replace('time_zone=UTC', 'time_zone=Asia/Kolkata')}`, { token: admin.token });
    expect(ist.json.data.suggestions.map((s: { starts_at: string }) => s.starts_at.slice(11, 16))).toEqual(['03:30', '04:00', '04:30', '05:00', '05:30']);
    // Rescheduling the interview: its own time is not busy.
    const ex = await t.call('GET', `${API}/availability?${q}&exclude_id=${interviewId}`, { token: admin.token });
    expect(ex.json.data.users.find((u: { user_id: string }) => u.user_id === memberId).busy.filter((b: { starts_at: string }) => b.starts_at.includes('T13:00'))).toEqual([]);
  });

  it('brings back a time moved in the calendar, then a decline, and skips an unchanged calendar', async () => {
    const first = await runCalendarSync(t.ctx, await nextSync());
    expect(first).toMatchObject({ state: 'synced', result: { moved: 0, declined: 0 } });
    expect(await runCalendarSync(t.ctx, await nextSync())).toMatchObject({ state: 'synced', result: { unchanged_calendar: true } });

    const moved = (await r.getEvent('mina', eventName()))!.replace('DTSTART:20300304T130000Z', 'DTSTART:20300304T150000Z').replace('DTEND:20300304T140000Z', 'DTEND:20300304T160000Z');
    await r.putEvent('mina', eventName(), moved.replace(/\r?\n/g, '\r\n'));
    expect(await runCalendarSync(t.ctx, await nextSync())).toMatchObject({ state: 'synced', result: { moved: 1 } });
    const after = (await t.call('GET', `${API}/interviews/${interviewId}`, { token: admin.token })).json.data;
    expect(after).toMatchObject({ starts_at: `${DAY}T15:00:00.000Z`, ends_at: `${DAY}T16:00:00.000Z`, declined_by: [] });
    await drainWrites();

    const unfolded = (await r.getEvent('mina', eventName()))!.replace(/\r?\n[ \t]/g, '');
    const declined = unfolded.replace(/(ATTENDEE[^\r\n]*?)PARTSTAT=NEEDS-ACTION([^\r\n]*mailto:mina@example\.com)/, '$1PARTSTAT=DECLINED$2');
    expect(declined).toContain('PARTSTAT=DECLINED');
    await r.putEvent('mina', eventName(), declined.replace(/\r?\n/g, '\r\n'));
    expect(await runCalendarSync(t.ctx, await nextSync())).toMatchObject({ state: 'synced', result: { declined: 1, moved: 0 } });
    expect((await t.call('GET', `${API}/interviews/${interviewId}`, { token: admin.token })).json.data.declined_by).toEqual([memberId]);
  });

  it('writes upcoming interviews on connecting, marks a deleted event declined, removes a cancelled one, and never touches another organization', async () => {
    const other = await t.newAdmin('other@example.com', 'Other Org');
    const otherJob = await t.call('POST', `${API}/jobs`, { token: other.token, body: { title: 'Other' } });
    const otherCand = await t.call('POST', `${API}/candidates`, { token: other.token, body: { first_name: 'O', last_name: 'P', email: 'op@example.com' } });
    const otherApp = (await t.call('POST', `${API}/jobs/${otherJob.json.data.id}/applications`, { token: other.token, body: { candidate_id: otherCand.json.data.id } })).json.data.id;
    const members = (await t.call('GET', `${API}/team/members`, { token: other.token })).json.data as { user_id: string }[];
    const o = await t.call('POST', `${API}/interviews`, {
      token: other.token,
      body: { application_id: otherApp, title: 'Other org', type: 'phone', starts_at: `${DAY}T08:00:00Z`, ends_at: `${DAY}T08:30:00Z`, timezone: 'UTC', interviewer_ids: [members[0]!.user_id] },
    });
    // Scheduled before its interviewer connected a calendar: connecting writes it there.
    await drainWrites();
    const otherEvent = `${o.json.data.id}_hirebase.ics`;
    expect(await r.listEvents('mina')).not.toContain(otherEvent);
    await t.call('POST', `${API}/integrations/caldav/connect`, { token: other.token, body: { url: r.url, username: 'mina', password: 'cal-pass-1' } });
    expect(await drainWrites()).toBe(1);
    expect(await r.listEvents('mina')).toContain(otherEvent);
    // Another organization cannot read this one's people.
    expect((await t.call('GET', `${API}/availability?user_ids=${memberId}&from=${DAY}T00:00:00Z&to=${DAY}T23:00:00Z`, { token: other.token })).status).toBe(422);

    await t.call('POST', `${API}/interviews/${interviewId}/cancel`, { token: admin.token });
    await drainWrites();
    expect(await r.getEvent('mina', eventName())).toBeNull();
    const other2 = await t.call('POST', `${API}/interviews`, {
      token: admin.token,
      body: { application_id: application, title: 'Second round', type: 'phone', starts_at: `${DAY}T16:00:00Z`, ends_at: `${DAY}T16:30:00Z`, timezone: 'UTC', interviewer_ids: [memberId] },
    });
    await drainWrites();
    await r.deleteEvent('mina', `${other2.json.data.id}_hirebase.ics`);
    expect(await runCalendarSync(t.ctx, await nextSync())).toMatchObject({ state: 'synced', result: { declined: 1 } });
    expect((await t.call('GET', `${API}/interviews/${other2.json.data.id}`, { token: admin.token })).json.data.declined_by).toEqual([memberId]);
    // The other organization's interview and its event are as they were.
    expect(await r.listEvents('mina')).toContain(otherEvent);
    expect((await t.call('GET', `${API}/interviews/${o.json.data.id}`, { token: other.token })).json.data).toMatchObject({ status: 'scheduled', starts_at: `${DAY}T08:00:00.000Z`, declined_by: [] });
  });
});
