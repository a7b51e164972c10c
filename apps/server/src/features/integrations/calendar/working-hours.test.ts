/**
 * Working hours: each member sets the days and hours they take interviews in their own zone, and the
 * schedule dialog's suggestions (and so self-scheduling links) fit every interviewer's hours at once;
 * a member who set none keeps weekdays 09:00–17:00 in the zone the interview is scheduled in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { intersect, workingWindows } from './availability';

const API = '/api/v1/recruiter';
let t: TestApp;
let admin: { token: string; orgId: string };
let priya: { token: string };
const ids: Record<string, string> = {};

// A Monday in winter: Berlin is UTC+1, Kolkata UTC+5:30.
const MONDAY = '2031-01-06';
const utc = (day: string, time: string) => Date.parse(`${day}T${time}:00.000Z`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newAdmin('hours-admin@example.com');
  priya = await t.addMember(admin, 'priya@example.com', 'recruiter');
  const members = (await t.call('GET', `${API}/team/members`, { token: admin.token })).json.data as { email: string; user_id: string }[];
  for (const m of members) ids[m.email.split('@')[0]!] = m.user_id;
});
afterAll(() => t?.close());

describe('working hours', () => {
  it('are the windows of the member’s own days in their zone, and a panel is free only where all of them meet', () => {
    const from = new Date(`${MONDAY}T00:00:00Z`);
    const to = new Date(utc('2031-01-08', '00:00'));
    const berlin = workingWindows(from, to, { time_zone: 'Europe/Berlin', start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] });
    expect(berlin).toEqual([
      { start: utc(MONDAY, '08:00'), end: utc(MONDAY, '16:00') },
      { start: utc('2031-01-07', '08:00'), end: utc('2031-01-07', '16:00') },
    ]);
    // Tuesdays only, 10:00–18:00 in Kolkata.
    const kolkata = workingWindows(from, to, { time_zone: 'Asia/Kolkata', start: '10:00', end: '18:00', days: [2] });
    expect(kolkata).toEqual([{ start: utc('2031-01-07', '04:30'), end: utc('2031-01-07', '12:30') }]);
    expect(intersect([berlin, kolkata])).toEqual([{ start: utc('2031-01-07', '08:00'), end: utc('2031-01-07', '12:30') }]);
    expect(intersect([berlin, []])).toEqual([]);
  });

  it('are set by each member for themselves, checked, and cleared back to the default', async () => {
    expect((await t.call('GET', `${API}/user/working-hours`, { token: priya.token })).json.data).toBeNull();
    const bad = await t.call('PUT', `${API}/user/working-hours`, { token: priya.token, body: { time_zone: 'Mars/Olympus', start: '18:00', end: '10:00', days: [] } });
    expect(bad.status).toBe(422);
    const fields = JSON.stringify(bad.json);
    for (const field of ['time_zone', 'days']) expect(fields).toContain(field);
    const backwards = await t.call('PUT', `${API}/user/working-hours`, { token: priya.token, body: { time_zone: 'Asia/Kolkata', start: '18:00', end: '10:00', days: [1] } });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(backwards.json)).toContain('The end must be after the start');

    const set = await t.call('PUT', `${API}/user/working-hours`, { token: priya.token, body: { time_zone: 'Asia/Kolkata', start: '10:00', end: '18:00', days: [5, 2, 2] } });
    expect(set.status).toBe(200);
    expect(set.json.data).toEqual({ time_zone: 'Asia/Kolkata', start: '10:00', end: '18:00', days: [2, 5] });
    // Each member's hours are their own: the admin's are untouched.
    expect((await t.call('GET', `${API}/user/working-hours`, { token: admin.token })).json.data).toBeNull();
  });

  it('make the suggestions fit every interviewer’s hours, each in their own zone', async () => {
    const ask = () =>
      t.call('GET', `${API}/availability?${new URLSearchParams({ user_ids: `${ids['hours-admin']},${ids.priya}`, from: `${MONDAY}T00:00:00.000Z`, to: '2031-01-11T00:00:00.000Z', duration: '60', time_zone: 'Europe/Berlin' })}`, { token: admin.token });
    const res = await ask();
    expect(res.status).toBe(200);
    const byUser = Object.fromEntries(res.json.data.users.map((u: { user_id: string; working_hours: unknown }) => [u.user_id, u.working_hours]));
    expect(byUser[ids['hours-admin']!]).toEqual({ time_zone: 'Europe/Berlin', start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5], own: false });
    expect(byUser[ids.priya!]).toMatchObject({ time_zone: 'Asia/Kolkata', own: true });
    // Tuesday and Friday 08:00–12:30 UTC: Berlin's morning and Kolkata's afternoon; the first five of them.
    expect(res.json.data.suggestions.map((s: { starts_at: string }) => s.starts_at)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00'].map((h) => `2031-01-07T${h}:00.000Z`));
    const [last] = (await t.call('GET', `${API}/availability?${new URLSearchParams({ user_ids: `${ids['hours-admin']},${ids.priya}`, from: '2031-01-07T11:00:00.000Z', to: '2031-01-11T00:00:00.000Z', duration: '60', time_zone: 'Europe/Berlin' })}`, { token: admin.token })).json.data.suggestions.slice(2);
    expect(last).toEqual({ starts_at: '2031-01-10T08:00:00.000Z', ends_at: '2031-01-10T09:00:00.000Z' });

    expect((await t.call('DELETE', `${API}/user/working-hours`, { token: priya.token })).json.data).toBeNull();
    const after = await ask();
    expect(after.json.data.suggestions[0]).toEqual({ starts_at: `${MONDAY}T08:00:00.000Z`, ends_at: `${MONDAY}T09:00:00.000Z` });
  });
});
