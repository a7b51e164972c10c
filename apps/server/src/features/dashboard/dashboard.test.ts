import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '@hirebase/shared';
import { applications, applicationStageHistory, candidates, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/api/v1/recruiter';
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Who = { token: string; orgId: string };
type Stage = { id: string; kind: string };
const ago = (days: number) => new Date(Date.now() - days * DAY);

async function userId(email: string) {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u!.id;
}

/** An application created `created` days ago, optionally moved into a stage of `kind` `moved` days ago. */
async function seed(who: Who, job: { id: string; stages: Stage[] }, name: string, created: number, move?: { kind: string; moved: number }) {
  const candidateId = newId();
  await t.db.insert(candidates).values({ id: candidateId, orgId: who.orgId, firstName: name, lastName: 'Test' });
  const app = (await t.call('POST', `${API}/jobs/${job.id}/applications`, { token: who.token, body: { candidate_id: candidateId } })).json.data;
  await t.db.update(applications).set({ createdAt: ago(created), stageEnteredAt: ago(created) }).where(eq(applications.id, app.id));
  await t.db.update(applicationStageHistory).set({ movedAt: ago(created) }).where(eq(applicationStageHistory.applicationId, app.id));
  if (move) {
    const stage = job.stages.find((s) => s.kind === move.kind)!;
    const body = move.kind === 'rejected' ? { status: 'rejected', rejection_reason: 'Withdrew' } : { stage_id: stage.id };
    expect((await t.call('PATCH', `${API}/applications/${app.id}`, { token: who.token, body })).status).toBe(200);
    await t.db.update(applications).set({ stageEnteredAt: ago(move.moved) }).where(eq(applications.id, app.id));
    await t.db
      .update(applicationStageHistory)
      .set({ movedAt: ago(move.moved) })
      .where(and(eq(applicationStageHistory.applicationId, app.id), eq(applicationStageHistory.toStageKind, move.kind as 'hired')));
  }
  return app.id as string;
}

describe('dashboard', () => {
  it('computes my open jobs, the funnel, median time to hire, stale work and totals from real data', async () => {
    const admin = await t.newAdmin('d1@example.com');
    const me = await userId('d1@example.com');
    const mate = await t.addMember(admin, 'd1r@example.com', 'recruiter');
    const mateId = await userId('d1r@example.com');
    const mine = (await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Mine', status: 'open', owner_id: me } })).json.data;
    const team = (await t.call('POST', `${API}/jobs`, { token: mate.token, body: { title: 'Team', status: 'open', owner_id: mateId, hiring_team_ids: [me] } })).json.data;
    const theirs = (await t.call('POST', `${API}/jobs`, { token: mate.token, body: { title: 'Theirs', status: 'open', owner_id: mateId } })).json.data;
    await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Draft', status: 'draft', owner_id: me } });

    await seed(admin, mine, 'A', 15, { kind: 'hired', moved: 5 }); // 10 days to hire
    await seed(admin, mine, 'B', 25, { kind: 'hired', moved: 5 }); // 20
    await seed(admin, team, 'C', 60, { kind: 'hired', moved: 20 }); // 40
    await seed(admin, mine, 'E', 80, { kind: 'hired', moved: 50 }); // 30, only in the 90-day window
    await seed(admin, mine, 'Old', 200, { kind: 'hired', moved: 120 }); // outside both windows
    const stale = await seed(admin, mine, 'F', 12, { kind: 'interview', moved: 10 });
    await seed(admin, mine, 'G', 1, { kind: 'rejected', moved: 1 });
    await seed(admin, theirs, 'H', 20, { kind: 'offer', moved: 9 }); // stale, but not on my jobs

    const d30 = await t.call('GET', `${API}/dashboard`, { token: admin.token });
    expect(d30.status).toBe(200);
    const data = d30.json.data;
    expect(dashboardSchema.strict().parse(data)).toEqual(data); // the database writes the answer: it holds the contract's shape
    expect(data.my_open_jobs.map((j: { title: string }) => j.title)).toEqual(['Mine', 'Team']);
    const mineStages = data.my_open_jobs[0].stages;
    expect(mineStages.find((s: Stage) => s.kind === 'interview').count).toBe(1);
    expect(mineStages.find((s: Stage) => s.kind === 'hired').count).toBe(0); // counts are of active applications
    expect(data.funnel).toEqual({
      days: 30,
      stages: [
        { kind: 'sourced', count: 5 }, // A, B, F, G and H entered in the window
        { kind: 'applied', count: 0 },
        { kind: 'screening', count: 0 },
        { kind: 'interview', count: 1 },
        { kind: 'offer', count: 1 },
        { kind: 'hired', count: 3 },
        { kind: 'rejected', count: 1 },
      ],
    });
    expect(data.hires).toBe(3);
    expect(data.median_days_to_hire).toBe(20);
    expect(data.stale_applications).toEqual([
      expect.objectContaining({ id: stale, job_id: mine.id, job_title: 'Mine', candidate_name: 'F Test', stage: 'Interview', days_in_stage: 10 }),
    ]);
    expect(data.totals).toEqual({ open_jobs: 3, active_candidates: 2, applications_this_week: 1 });

    const d90 = (await t.call('GET', `${API}/dashboard?days=90`, { token: admin.token })).json.data;
    expect(d90.funnel.days).toBe(90);
    expect(d90.hires).toBe(4);
    expect(d90.median_days_to_hire).toBe(25);
    expect(d90.funnel.stages.find((s: Stage) => s.kind === 'sourced').count).toBe(7);

    expect((await t.call('GET', `${API}/dashboard?days=7`, { token: admin.token })).status).toBe(422);
    const empty = (await t.call('GET', `${API}/dashboard`, { token: (await t.newAdmin('d1o@example.com', 'Other')).token })).json.data;
    expect(empty).toMatchObject({ my_open_jobs: [], hires: 0, median_days_to_hire: null, stale_applications: [], totals: { open_jobs: 0 } });
    expect((await t.call('GET', `${API}/dashboard`, { token: mate.token })).status).toBe(200);
  });
});
