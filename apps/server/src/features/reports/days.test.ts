// The per-day counts of migration 0025 (stage_entry_days, stage_move_days, application_days) and the columns they
// are kept from equal a recount of the tables they summarize after every kind of write — moves back and forth,
// bulk moves, rejections, a new reason, a reopened rejection, a hire and its fall-through, interviews and their
// cancelling, a candidate's new source, history written out of order as an import writes it, a merge, deletions
// and an organization's removal — and a report answered from them equals the same report read from the live
// tables (filtered by the one department every job here has, which takes the live query).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { applicationStageHistory, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: { token: string; orgId: string };
let adminId: string;
const API = '/api/v1/recruiter';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newAdmin('days-admin@example.com');
  adminId = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'days-admin@example.com')))[0]!.id;
});
afterAll(() => t.close());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? Number(v) : v,
      ]),
    ),
  );
const FUNNEL = sql`ARRAY['sourced', 'applied', 'screening', 'interview', 'offer', 'hired']::text[]`;
const utcDay = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Each summary as stored, and as a recount from the history, applications, candidates and interviews (never from 0023's or 0025's columns). */
async function storedAndRecounted(orgId: string) {
  const entries = {
    stored: await rows(sql`
      SELECT d.day::text AS day, d.kind, d.previous_day::text AS previous_day, d.moved_on, d.reason, d.entries::int AS n
      FROM stage_entry_days d WHERE d.org_id = ${orgId} ORDER BY 1, 2, 3, 4, 5`),
    recounted: await rows(sql`
      SELECT x.day, x.kind, x.previous_day, x.moved_on, x.reason, count(*)::int AS n FROM (
        SELECT ${utcDay(sql`h.moved_at`)} AS day, h.to_stage_kind AS kind,
          coalesce(${utcDay(sql`lag(h.moved_at) OVER (PARTITION BY h.application_id, h.to_stage_kind ORDER BY h.moved_at, h.id)`)}, '-infinity') AS previous_day,
          coalesce(max(array_position(${FUNNEL}, h.to_stage_kind)) OVER (PARTITION BY h.application_id ORDER BY h.moved_at RANGE BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING)
            > array_position(${FUNNEL}, h.to_stage_kind), false) AS moved_on,
          CASE WHEN h.to_stage_kind = 'rejected' AND a.status = 'rejected' THEN coalesce(nullif(a.rejection_reason, ''), 'No reason given') ELSE '' END AS reason
        FROM application_stage_history h JOIN applications a ON a.id = h.application_id WHERE h.org_id = ${orgId}
      ) x GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`),
  };
  const moves = {
    stored: await rows(
      sql`SELECT m.day::text AS day, m.moved_by, m.moves::int AS n FROM stage_move_days m WHERE m.org_id = ${orgId} ORDER BY 1, 2`,
    ),
    recounted: await rows(sql`
      SELECT ${utcDay(sql`h.moved_at`)} AS day, h.moved_by, count(*)::int AS n FROM application_stage_history h
      WHERE h.org_id = ${orgId} AND h.moved_by IS NOT NULL AND h.from_stage_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`),
  };
  const reached = sql`
    SELECT a.id, a.created_at, coalesce(c.source, '') AS source,
      (SELECT min(i.starts_at) FROM interviews i WHERE i.application_id = a.id AND i.status <> 'canceled') AS interviewed_at,
      (SELECT min(h.moved_at) FROM application_stage_history h WHERE h.application_id = a.id AND h.to_stage_kind = 'offer') AS offered_at,
      CASE WHEN a.status = 'hired' THEN (SELECT max(h.moved_at) FROM application_stage_history h WHERE h.application_id = a.id AND h.to_stage_kind = 'hired') END AS hired_at
    FROM applications a JOIN candidates c ON c.id = a.candidate_id WHERE a.org_id = ${orgId}`;
  const applications = {
    stored: await rows(sql`
      SELECT d.day::text AS day, d.source, d.interviewed, d.offered, d.hired, d.applications::int AS n
      FROM application_days d WHERE d.org_id = ${orgId} ORDER BY 1, 2, 3, 4, 5`),
    recounted: await rows(sql`
      SELECT ${utcDay(sql`r.created_at`)} AS day, r.source, r.interviewed_at IS NOT NULL AS interviewed, r.offered_at IS NOT NULL AS offered,
        r.hired_at IS NOT NULL AS hired, count(*)::int AS n
      FROM (${reached}) r GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`),
  };
  const columns = {
    stored: await rows(sql`
      SELECT a.id, a.candidate_source AS source, a.interviewed_at, a.offered_at, a.hired_at FROM applications a WHERE a.org_id = ${orgId} ORDER BY 1`),
    recounted: await rows(
      sql`SELECT r.id, r.source, r.interviewed_at, r.offered_at, r.hired_at FROM (${reached}) r ORDER BY 1`,
    ),
  };
  return { entries, moves, applications, columns };
}

async function expectAgreement(orgId: string) {
  const now = await storedAndRecounted(orgId);
  for (const summary of Object.values(now)) expect(summary.stored).toEqual(summary.recounted);
  return now;
}

const call = async (method: string, path: string, body?: unknown) => {
  const res = await t.call(method, `${API}${path}`, { token: admin.token, body });
  expect(res.status, res.text).toBeLessThan(300);
  return res.json?.data;
};

describe('report days', () => {
  it('equal a recount of the history, applications, candidates and interviews after every kind of write', async () => {
    const job = await call('POST', '/jobs', { title: 'Days Engineer', status: 'open', department: 'Days' });
    const stage = (kind: string) => job.stages.find((s: { kind: string }) => s.kind === kind).id as string;
    const person = async (first: string, source?: string) =>
      (
        await call('POST', '/candidates', {
          first_name: first,
          last_name: 'Days',
          email: `${first.toLowerCase()}@days.example`,
          source,
        })
      ).id as string;
    const apply = async (candidateId: string) =>
      (await call('POST', `/jobs/${job.id}/applications`, { candidate_id: candidateId, stage_id: stage('applied') }))
        .id as string;
    const move = (id: string, kind: string) => call('PATCH', `/applications/${id}`, { stage_id: stage(kind) });

    const ann = await person('Ann', 'Employee referral');
    const bo = await person('Bo', 'LinkedIn');
    const cy = await person('Cy');
    const dee = await person('Dee', 'Careers page');
    const [a, b, c, d] = [await apply(ann), await apply(bo), await apply(cy), await apply(dee)];
    await move(a, 'screening');
    await move(a, 'interview');
    await move(a, 'screening');
    await call('POST', '/applications/bulk', {
      action: 'move',
      application_ids: [b, c, d],
      stage_id: stage('screening'),
    });
    await call('POST', '/applications/bulk', {
      action: 'reject',
      application_ids: [b, c],
      rejection_reason: 'Not qualified',
    });
    await call('PATCH', `/applications/${c}`, { status: 'rejected', rejection_reason: 'Salary' }); // a new reason, in place
    await move(b, 'interview'); // reopened: no longer a drop-off
    await expectAgreement(admin.orgId);

    // Hired, the hire falls through (back to offer), and hired again.
    await move(d, 'offer');
    await move(d, 'hired');
    await expectAgreement(admin.orgId);
    await move(d, 'offer');
    await move(d, 'hired');

    // Interviews: scheduled, moved to another day, one canceled.
    const interview = (applicationId: string, day: number) =>
      call('POST', '/interviews', {
        application_id: applicationId,
        title: 'Screen',
        type: 'video',
        starts_at: new Date(Date.now() + day * 86_400_000).toISOString(),
        ends_at: new Date(Date.now() + day * 86_400_000 + 3_600_000).toISOString(),
        timezone: 'UTC',
        interviewer_ids: [adminId],
      });
    const first = await interview(a, 2);
    const second = await interview(b, 3);
    await call('PATCH', `/interviews/${first.id}`, {
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 90_000_000).toISOString(),
    });
    await call('POST', `/interviews/${second.id}/cancel`);
    // The candidate's source, told later.
    await call('PATCH', `/candidates/${cy}`, { source: 'Agency partner' });
    let now = await expectAgreement(admin.orgId);
    expect(now.columns.stored.find((r) => r.id === c)).toMatchObject({ source: 'Agency partner' });

    // An entry written before later ones (an import of older history) lands among c's entries.
    const [cEntry] = await rows(
      sql`SELECT moved_at FROM application_stage_history WHERE application_id = ${c} ORDER BY moved_at LIMIT 1 OFFSET 1`,
    );
    await t.db.insert(applicationStageHistory).values({
      id: newId(),
      orgId: admin.orgId,
      applicationId: c,
      fromStageId: stage('applied'),
      toStageId: stage('offer'),
      toStageKind: 'offer',
      movedBy: adminId,
      movedAt: new Date(new Date(cEntry!.moved_at as string).getTime() - 1000),
    });
    // History from days before, as an import writes it: a second, a rejection on another day, then reopened.
    const old = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db.insert(applicationStageHistory).values([
      {
        id: newId(),
        orgId: admin.orgId,
        applicationId: a,
        fromStageId: null,
        toStageId: stage('applied'),
        toStageKind: 'applied',
        movedBy: adminId,
        movedAt: old(20),
      },
      {
        id: newId(),
        orgId: admin.orgId,
        applicationId: a,
        fromStageId: stage('applied'),
        toStageId: stage('rejected'),
        toStageKind: 'rejected',
        movedBy: adminId,
        movedAt: old(12),
      },
      {
        id: newId(),
        orgId: admin.orgId,
        applicationId: a,
        fromStageId: stage('rejected'),
        toStageId: stage('applied'),
        toStageKind: 'applied',
        movedBy: adminId,
        movedAt: old(5),
      },
    ]);
    await expectAgreement(admin.orgId);

    // A duplicate of Ann with an application to the same job, further along: the merge joins the histories.
    const annie = await person('Annie', 'Walk-in');
    const e = await apply(annie);
    await move(e, 'offer');
    await call('POST', `/candidates/${ann}/merge`, { duplicate_id: annie });
    await expectAgreement(admin.orgId);

    // Deletions: an entry, an interview and a whole application.
    const [last] = await rows(
      sql`SELECT id FROM application_stage_history WHERE application_id = ${b} ORDER BY moved_at DESC LIMIT 1`,
    );
    await t.db.execute(sql`DELETE FROM application_stage_history WHERE id = ${last!.id as string}`);
    await t.db.execute(sql`DELETE FROM interviews WHERE id = ${first.id as string}`);
    await call('DELETE', `/applications/${c}`);
    // Back in the job (every candidate here has an application, which the job filter keeps), and rejected.
    await call('PATCH', `/applications/${await apply(cy)}`, { status: 'rejected', rejection_reason: 'Withdrew' });
    now = await expectAgreement(admin.orgId);
    expect(now.entries.stored.length).toBeGreaterThan(8);
    expect(now.moves.stored.length).toBeGreaterThan(0);
    expect(now.applications.stored.length).toBeGreaterThan(2);
  });

  it('answer each report as the live tables do', async () => {
    // Every job of this organization is in department 'Days': filtered by it, each report reads the live tables.
    for (const path of [
      'pipeline?',
      'sources?',
      'sources?source=referral&',
      'team?',
      'team?group_by=week&',
      'team?group_by=month&',
    ]) {
      const fromDays = await call('GET', `/reports/${path}from=2026-01-01`);
      const live = await call('GET', `/reports/${path}from=2026-01-01&department=Days`);
      expect(fromDays, path).toEqual(live);
    }
    const pipeline = await call('GET', '/reports/pipeline?from=2026-01-01');
    expect(pipeline.rows.find((r: { key: string }) => r.key === 'screening').entered).toBeGreaterThan(0);
    expect(pipeline.reasons).toEqual([{ reason: 'Withdrew', count: 1 }]);
  });

  it('go with their organization', async () => {
    const other = await t.newAdmin('days-other@example.com', 'Days Other');
    const job = (await t.call('POST', `${API}/jobs`, { token: other.token, body: { title: 'Gone', status: 'open' } }))
      .json.data;
    const cand = (
      await t.call('POST', `${API}/candidates`, {
        token: other.token,
        body: { first_name: 'Gus', last_name: 'Gone', source: 'Referral' },
      })
    ).json.data;
    expect(
      (
        await t.call('POST', `${API}/jobs/${job.id}/applications`, {
          token: other.token,
          body: { candidate_id: cand.id },
        })
      ).status,
    ).toBe(201);
    expect((await storedAndRecounted(other.orgId)).applications.stored).toHaveLength(1);
    await t.db.execute(sql`DELETE FROM organizations WHERE id = ${other.orgId}`);
    const left = await storedAndRecounted(other.orgId);
    for (const summary of Object.values(left)) expect(summary.stored).toEqual([]);
  });
});
