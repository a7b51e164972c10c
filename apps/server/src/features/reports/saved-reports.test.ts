import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { outboxMessages, savedReports, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedReportScenario } from './reports.fixtures.test-helper';
import { runSavedReportSend } from './saved-reports.job';
import { SAVED_REPORT_QUEUE } from './saved-reports.service';

let t: TestApp;
let admin: { token: string; orgId: string };
let recruiter: { token: string };
let ids: { admin: string; recruiter: string };
const API = '/api/v1/recruiter';
const ADMIN = 'saved-admin@example.com';
const RECRUITER = 'saved-recruiter@example.com';

const userId = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const mails = (to: string) => t.db.select().from(outboxMessages).where(and(eq(outboxMessages.to, to), eq(outboxMessages.kind, 'saved_report'))).orderBy(outboxMessages.createdAt);
const queued = async (id: string) =>
  ((await t.db.execute(sql`SELECT data, start_after FROM pgboss.job WHERE name = ${SAVED_REPORT_QUEUE} AND data->>'saved_report_id' = ${id} ORDER BY created_on`)) as unknown as {
    rows: { data: { due: string }; start_after: Date }[];
  }).rows;
/** Sets a saved report's next send back to a day of the fixtures' January and runs that send. */
async function sendAt(id: string, due: string) {
  await t.db.update(savedReports).set({ nextRunAt: new Date(due) }).where(eq(savedReports.id, id));
  await runSavedReportSend(t.ctx, { org_id: admin.orgId, saved_report_id: id, due: new Date(due).toISOString() }, new Date(Date.parse(due) + 5_000));
}

beforeAll(async () => {
  t = await createTestApp({}, {}, { queue: true });
  admin = await t.newAdmin(ADMIN);
  recruiter = await t.addMember(admin, RECRUITER, 'recruiter');
  ids = { admin: await userId(ADMIN), recruiter: await userId(RECRUITER) };
  await seedReportScenario(t.db, { orgId: admin.orgId, adminId: ids.admin, recruiterId: ids.recruiter });
});
afterAll(() => t.close());

describe('saved reports', () => {
  it('are saved with their filters, mailed weekly with the saver’s figures and a link back, and a recruiter saves only their own work', async () => {
    const saved = await t.call('POST', `${API}/saved-reports`, {
      token: admin.token,
      body: { name: 'Weekly team', report: 'team', filters: { days: 7 }, recipient_ids: [ids.admin, ids.recruiter], weekday: 1 },
    });
    expect(saved.status, saved.text).toBe(201);
    const report = saved.json.data;
    const next = new Date(report.next_run_at);
    expect([next.getUTCDay(), next.getUTCHours()]).toEqual([1, 7]);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect((await queued(report.id)).map((j) => [j.data.due, new Date(j.start_after).toISOString()])).toEqual([[report.next_run_at, report.next_run_at]]);

    // A recruiter's saved report is held to their own work, and they list only their own.
    const own = await t.call('POST', `${API}/saved-reports`, {
      token: recruiter.token,
      body: { name: 'My month', report: 'team', filters: { days: 30, recruiter_id: ids.admin }, recipient_ids: [ids.recruiter], weekday: 0 },
    });
    expect(own.status, own.text).toBe(201);
    expect(own.json.data.filters).toMatchObject({ days: 30, recruiter_id: ids.recruiter });
    expect((await t.call('GET', `${API}/saved-reports`, { token: recruiter.token })).json.data.map((r: { id: string }) => r.id)).toEqual([own.json.data.id]);
    expect((await t.call('GET', `${API}/saved-reports`, { token: admin.token })).json.data).toHaveLength(2);
    expect((await t.call('DELETE', `${API}/saved-reports/${report.id}`, { token: recruiter.token })).status).toBe(404);
    const stranger = await t.call('POST', `${API}/saved-reports`, { token: admin.token, body: { name: 'x', report: 'team', recipient_ids: ['nobody'], weekday: 1 } });
    expect([stranger.status, stranger.json.error.details[0].path]).toEqual([422, 'recipient_ids']);

    // The Monday 19 January send covers 12–18 January: the recruiter's two moves and one submission.
    await sendAt(report.id, '2026-01-19T07:00:00Z');
    const [mail] = await mails(RECRUITER);
    expect(mail).toMatchObject({ subject: 'Weekly team: Team activity, 2026-01-12 to 2026-01-18', orgId: admin.orgId });
    expect(mail!.text).toContain('Total: Candidates added 0, Moves 2, Emails 0, Interviews scheduled 0, Scorecards 0, Submissions 1, Hires 0');
    expect(mail!.text).toContain('Open the report: http://localhost:3000/reports?report=team&from=2026-01-12&to=2026-01-18');
    expect(mail!.html).toContain('<th style="padding:4px 8px;border-bottom:1px solid #e5e5e5;text-align:left">Total</th>');
    expect(await mails(ADMIN)).toHaveLength(1);
    const [row] = await t.db.select().from(savedReports).where(eq(savedReports.id, report.id));
    expect([row!.nextRunAt.toISOString(), row!.lastSentAt?.toISOString()]).toEqual(['2026-01-26T07:00:00.000Z', '2026-01-19T07:00:05.000Z']);
    expect((await queued(report.id)).at(-1)!.data.due).toBe('2026-01-26T07:00:00.000Z');
    // The same job again (a retry after the commit) sends nothing more.
    await runSavedReportSend(t.ctx, { org_id: admin.orgId, saved_report_id: report.id, due: '2026-01-19T07:00:00.000Z' }, new Date('2026-01-19T07:01:00Z'));
    expect(await mails(ADMIN)).toHaveLength(1);

    // The recruiter's 30 days to Saturday 31 January: their own work only (the team made 14 moves).
    await sendAt(own.json.data.id, '2026-02-01T07:00:00Z');
    const mine = (await mails(RECRUITER)).at(-1)!;
    expect(mine.subject).toBe('My month: Team activity, 2026-01-02 to 2026-01-31');
    expect(mine.text).toContain('Total: Candidates added 2, Moves 10, Emails 1, Interviews scheduled 1, Scorecards 0, Submissions 1, Hires 2');

    const now = await t.call('POST', `${API}/saved-reports/${report.id}/send`, { token: admin.token });
    expect([now.status, now.json.data]).toEqual([200, { sent: 2 }]);
    expect(await mails(ADMIN)).toHaveLength(2);
    expect((await t.call('DELETE', `${API}/saved-reports/${report.id}`, { token: admin.token })).status).toBe(200);
    await runSavedReportSend(t.ctx, { org_id: admin.orgId, saved_report_id: report.id, due: '2026-01-26T07:00:00.000Z' }, new Date('2026-01-26T07:00:05Z'));
    expect(await mails(ADMIN)).toHaveLength(2);
  });

  it('are edited by their saver or a manager: a new weekday moves the send, and the job queued for the old time sends nothing', async () => {
    const created = await t.call('POST', `${API}/saved-reports`, {
      token: recruiter.token,
      body: { name: 'Mine weekly', report: 'time-to-hire', filters: { days: 7 }, recipient_ids: [ids.recruiter], weekday: 1 },
    });
    const before = created.json.data;
    const newWeekday = (new Date(before.next_run_at).getUTCDay() + 3) % 7;

    const edited = await t.call('PATCH', `${API}/saved-reports/${before.id}`, {
      token: recruiter.token,
      body: { name: 'Mine, by department', filters: { days: 30, group_by: 'department', recruiter_id: ids.admin }, recipient_ids: [ids.recruiter, ids.admin], weekday: newWeekday },
    });
    expect(edited.status, edited.text).toBe(200);
    const after = edited.json.data;
    expect(after).toMatchObject({ name: 'Mine, by department', report: 'time-to-hire', weekday: newWeekday, filters: { days: 30, group_by: 'department', recruiter_id: ids.recruiter } });
    expect(after.recipients.map((r: { id: string }) => r.id).sort()).toEqual([ids.admin, ids.recruiter].sort());
    const next = new Date(after.next_run_at);
    expect([next.getUTCDay(), next.getUTCHours()]).toEqual([newWeekday, 7]);
    expect((await queued(before.id)).map((j) => j.data.due)).toEqual([before.next_run_at, after.next_run_at]);

    // The job queued for the old time finds the row expecting another and sends nothing; the new one mails both.
    await runSavedReportSend(t.ctx, { org_id: admin.orgId, saved_report_id: before.id, due: before.next_run_at }, new Date(Date.parse(after.next_run_at) + 5_000));
    expect((await mails(ADMIN)).filter((m) => m.subject.startsWith('Mine'))).toHaveLength(0);
    await runSavedReportSend(t.ctx, { org_id: admin.orgId, saved_report_id: before.id, due: after.next_run_at }, new Date(Date.parse(after.next_run_at) + 5_000));
    expect((await mails(ADMIN)).filter((m) => m.subject.startsWith('Mine, by department: Time to hire'))).toHaveLength(1);

    // Renaming alone keeps the schedule; a manager may edit it; bad input is a 422 on its field.
    const renamed = await t.call('PATCH', `${API}/saved-reports/${before.id}`, { token: admin.token, body: { name: 'Renamed' } });
    expect([renamed.status, renamed.json.data.name, renamed.json.data.weekday]).toEqual([200, 'Renamed', newWeekday]);
    expect(await queued(before.id)).toHaveLength(3);
    const grouped = await t.call('PATCH', `${API}/saved-reports/${before.id}`, { token: admin.token, body: { filters: { days: 7, group_by: 'week' } } });
    expect([grouped.status, grouped.json.error.details[0].path]).toEqual([422, 'filters.group_by']);
    const nobody = await t.call('PATCH', `${API}/saved-reports/${before.id}`, { token: admin.token, body: { recipient_ids: ['nobody'] } });
    expect([nobody.status, nobody.json.error.details[0].path]).toEqual([422, 'recipient_ids']);
    const adminsOwn = await t.call('POST', `${API}/saved-reports`, { token: admin.token, body: { name: 'Sources', report: 'sources', recipient_ids: [ids.admin], weekday: 2 } });
    expect((await t.call('PATCH', `${API}/saved-reports/${adminsOwn.json.data.id}`, { token: recruiter.token, body: { name: 'Mine now' } })).status).toBe(404);
  });
});
