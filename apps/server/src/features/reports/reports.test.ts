import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NO_GROUP_KEY } from '@hirebase/shared';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedReportScenario } from './reports.fixtures.test-helper';

let t: TestApp;
let admin: { token: string; orgId: string };
let recruiter: { token: string };
let ids: { admin: string; recruiter: string };
let s: Awaited<ReturnType<typeof seedReportScenario>>;
const API = '/api/v1/recruiter';
const JAN = 'from=2026-01-01&to=2026-01-31';

const userId = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newAdmin('rep-admin@example.com');
  recruiter = await t.addMember(admin, 'rep-recruiter@example.com', 'recruiter');
  ids = { admin: await userId('rep-admin@example.com'), recruiter: await userId('rep-recruiter@example.com') };
  s = await seedReportScenario(t.db, { orgId: admin.orgId, adminId: ids.admin, recruiterId: ids.recruiter });
  // Another organization's applications in the same period never count.
  const other = await t.newAdmin('rep-other@example.com', 'Other Org');
  await seedReportScenario(t.db, { orgId: other.orgId, adminId: await userId('rep-other@example.com'), recruiterId: await userId('rep-other@example.com') });
});
afterAll(() => t.close());

const get = async (path: string, token = admin.token) => {
  const res = await t.call('GET', `${API}${path}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
const row = (data: { rows: { key: string }[] }, key: string) => data.rows.find((r) => r.key === key) as Record<string, unknown>;

describe('reports', () => {
  it('pipeline: entries, conversion, time in stage (moves back and forth) and drop-off reasons', async () => {
    const data = await get(`/reports/pipeline?${JAN}`);
    expect(row(data, 'applied')).toMatchObject({ entered: 5, moved_on: 4, conversion: 80, median_days: 2, p90_days: 4.1, current: 1 });
    expect(row(data, 'screening')).toMatchObject({ entered: 4, moved_on: 1, conversion: 25, median_days: 1.5, p90_days: 4.1, current: 2 });
    expect(row(data, 'interview')).toMatchObject({ entered: 1, moved_on: 1, conversion: 100, median_days: 2, p90_days: 2.8 });
    // a7's hire fell through: back to offer on 5 January, still there.
    expect(row(data, 'offer')).toMatchObject({ entered: 2, moved_on: 1, conversion: 50, median_days: 5, p90_days: 5, current: 1 });
    expect(row(data, 'hired')).toMatchObject({ entered: 2, conversion: null, median_days: null });
    expect(row(data, 'rejected')).toMatchObject({ entered: 2, median_days: 1 });
    // The reopened application (a3) is not a drop-off.
    expect(data.reasons).toEqual([{ reason: 'Not qualified', count: 1 }]);
    expect(data.series.reduce((n: number, w: { counts: Record<string, number> }) => n + (w.counts.applied ?? 0), 0)).toBe(5);

    const eng = await get(`/reports/pipeline?${JAN}&department=Engineering`);
    expect(row(eng, 'applied')).toMatchObject({ entered: 3 });
    const drill = await get(`/reports/pipeline/records?${JAN}&metric=current&key=screening`);
    expect(drill.map((r: { candidate: { name: string } }) => r.candidate.name).sort()).toEqual(['Cy Referral', 'Ed Upload']);
  });

  it('sources: the period’s applications by channel, how far they got, and the hires behind a number', async () => {
    const data = await get(`/reports/sources?${JAN}`);
    expect(row(data, 'referral')).toMatchObject({ applications: 3, interviews: 1, offers: 1, hires: 2, conversion: 66.7, median_days_to_hire: 11.5 });
    expect(row(data, 'careers_site')).toMatchObject({ applications: 1, hires: 0, conversion: 0, median_days_to_hire: null });
    expect(row(data, 'portal')).toMatchObject({ applications: 1 });
    expect(row(data, 'upload')).toMatchObject({ applications: 0, conversion: null });
    expect(data.totals).toMatchObject({ applications: 5, interviews: 1, offers: 1, hires: 2, conversion: 40, median_days_to_hire: 11.5 });

    const hires = await get(`/reports/sources/records?${JAN}&metric=hires&key=referral`);
    expect(hires.map((r: { id: string; candidate: { id: string }; job: { title: string } }) => [r.id, r.candidate.id, r.job.title])).toEqual([
      [s.a6, s.c3, 'Platform Engineer'],
      [s.a1, s.c1, 'Platform Engineer'],
    ]);
    const onlyReferral = await get(`/reports/sources?${JAN}&source=referral&client_id=${s.clientId}`);
    expect(onlyReferral.totals).toMatchObject({ applications: 2, hires: 2 });

    const csv = await t.call('GET', `${API}/reports/sources?${JAN}&format=csv`, { token: admin.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text).toContain('Referral,3,1,1,2,66.7,11.5\r\n');
    const xlsx = await t.call('GET', `${API}/reports/sources/records?${JAN}&metric=hires&key=referral&format=xlsx`, { token: admin.token });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('.xlsx');
  });

  it('team: each member’s work in the period, per week or month; a recruiter sees only their own', async () => {
    const data = await get(`/reports/team?${JAN}`);
    expect(row(data, ids.recruiter)).toMatchObject({ candidates_added: 2, moves: 10, emails: 1, interviews_scheduled: 1, scorecards: 0, submissions: 1, hires: 2 });
    expect(row(data, ids.admin)).toMatchObject({ candidates_added: 2, moves: 4, emails: 0, interviews_scheduled: 1, scorecards: 1, submissions: 1, hires: 0 });
    expect(data.totals).toMatchObject({ moves: 14, submissions: 2, hires: 2 });
    const subs = await get(`/reports/team/records?${JAN}&metric=submissions&key=${ids.recruiter}`);
    expect(subs.map((r: { id: string; candidate: { id: string }; job: { id: string }; detail: string }) => [r.id, r.candidate.id, r.job.id, r.detail])).toEqual([[s.s1, s.c1, s.j1.id, 'Globex']]);

    // Weeks start on Monday: 29 December holds 1–4 January.
    const weeks = await get(`/reports/team?${JAN}&group_by=week`);
    expect(weeks.rows.map((r: { key: string; moves: number; submissions: number }) => [r.key, r.moves, r.submissions])).toEqual([
      ['2025-12-29', 2, 0],
      ['2026-01-05', 8, 1],
      ['2026-01-12', 2, 1],
      ['2026-01-19', 2, 0],
      ['2026-01-26', 0, 0],
    ]);
    expect(weeks.totals).toMatchObject({ moves: 14, submissions: 2 });
    expect(await get(`/reports/team/records?${JAN}&group_by=week&metric=moves&key=2026-01-05`)).toHaveLength(8);

    const own = await get(`/reports/team?${JAN}&recruiter_id=${ids.admin}`, recruiter.token);
    expect(own.rows.map((r: { key: string }) => r.key)).toEqual([ids.recruiter]);
    expect(own.totals).toMatchObject({ moves: 10, scorecards: 0, submissions: 1 });
    const ownMonths = await get(`/reports/team?${JAN}&group_by=month&recruiter_id=${ids.admin}`, recruiter.token);
    expect(ownMonths.rows).toEqual([expect.objectContaining({ key: '2026-01-01', label: '2026-01', moves: 10, submissions: 1, hires: 2 })]);
    const adminMoves = await get(`/reports/team/records?${JAN}&metric=moves&key=${ids.admin}`, recruiter.token);
    expect(adminMoves).toEqual([]);
    // A recruiter's other reports cover the jobs they own or hire for.
    expect((await get(`/reports/sources?${JAN}`, recruiter.token)).totals).toMatchObject({ applications: 3, hires: 2 });
  });

  it('time to hire and fill per job, department and client; open jobs and their ageing; the reopened job is open, not filled', async () => {
    const data = await get(`/reports/time-to-hire?${JAN}`);
    expect(row(data, s.j1.id)).toMatchObject({ label: 'Platform Engineer', hires: 2, median_days_to_hire: 11.5, filled_jobs: 1, median_days_to_fill: 55, open_jobs: 0 });
    // Ages at the end of January: j2 opened 1 January (30.6 days), j3 on 20 October (103.6 days).
    expect(row(data, s.j2.id)).toMatchObject({ hires: 0, filled_jobs: 0, open_jobs: 1, median_open_days: 30.6, open_0_30: 1, open_over_90: 0 });
    expect(row(data, s.j3.id)).toMatchObject({ hires: 0, filled_jobs: 0, open_jobs: 1, open_0_30: 0, open_over_90: 1 });
    expect(data.totals).toMatchObject({ hires: 2, filled_jobs: 1, open_jobs: 2, median_open_days: 67.1, open_0_30: 1, open_31_60: 0, open_61_90: 0, open_over_90: 1 });
    const aged = await get(`/reports/time-to-hire/records?${JAN}&metric=open_over_90&key=`);
    expect(aged.map((r: { job: { id: string }; detail: string }) => [r.job.id, r.detail])).toEqual([[s.j3.id, '103 days']]);

    // Jobs without a department or client have a row of their own, apart from the totals.
    const byDept = await get(`/reports/time-to-hire?${JAN}&group_by=department`);
    expect(byDept.rows.map((r: { key: string; label: string; hires: number; open_jobs: number }) => [r.key, r.label, r.hires, r.open_jobs])).toEqual([
      ['Engineering', 'Engineering', 2, 0],
      [NO_GROUP_KEY, 'No department', 0, 1],
      ['Sales', 'Sales', 0, 1],
    ]);
    expect(byDept.totals).toMatchObject({ hires: 2, open_jobs: 2 });
    const noDept = await get(`/reports/time-to-hire/records?${JAN}&group_by=department&metric=open_jobs&key=${NO_GROUP_KEY}`);
    expect(noDept.map((r: { job: { id: string } }) => r.job.id)).toEqual([s.j3.id]);
    const byClient = await get(`/reports/time-to-hire?${JAN}&group_by=client`);
    expect(row(byClient, s.clientId)).toMatchObject({ label: 'Globex', hires: 2, open_jobs: 0 });
    expect(row(byClient, NO_GROUP_KEY)).toMatchObject({ label: 'No client', hires: 0, open_jobs: 2 });
    const noClient = await get(`/reports/time-to-hire/records?${JAN}&group_by=client&metric=open_jobs&key=${NO_GROUP_KEY}`);
    expect(noClient.map((r: { job: { id: string } }) => r.job.id)).toEqual([s.j2.id, s.j3.id]);
    const open = await get(`/reports/time-to-hire/records?${JAN}&metric=open_jobs&key=${s.j2.id}`);
    expect(open.map((r: { job: { id: string } }) => r.job.id)).toEqual([s.j2.id]);

    // In December j3 had its hire, but the hire no longer stands: nothing was filled.
    const dec = await get(`/reports/time-to-hire?from=2025-12-01&to=2025-12-31`);
    expect(row(dec, s.j3.id)).toMatchObject({ hires: 0, filled_jobs: 0 });
  });

  it('refuses unknown reports, metrics and bad periods', async () => {
    expect((await t.call('GET', `${API}/reports/salaries`, { token: admin.token })).status).toBe(422);
    expect((await t.call('GET', `${API}/reports/sources/records?metric=drop_table&key=x`, { token: admin.token })).status).toBe(422);
    const bad = await t.call('GET', `${API}/reports/sources?from=2026-02-01&to=2026-01-01`, { token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details[0].path).toBe('to');
    const group = await t.call('GET', `${API}/reports/time-to-hire?group_by=week`, { token: admin.token });
    expect(group.status).toBe(422);
    expect(group.json.error.details[0].path).toBe('group_by');
  });
});
