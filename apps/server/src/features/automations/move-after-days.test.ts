import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStageHistory, domainEvents, triggerRuns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DELAYED_RUN_QUEUE, STAGE_ENTERED_QUEUE, type DelayedRunJob, type StageEnteredJob } from './automations.service';
import { ensureTriggerQueues, handleDelayedRun, handleStageEntered } from './trigger-runs.job';

const API = '/api/v1/recruiter';
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: { token: string; orgId: string };
let job: { id: string; stages: { id: string; name: string }[] };

const api = async (method: string, path: string, body?: unknown) => t.call(method, `${API}${path}`, { token: admin.token, body });

async function drain() {
  const jobs = await t.ctx.queue.boss.fetch<StageEnteredJob>(STAGE_ENTERED_QUEUE, { batchSize: 100, includeMetadata: true });
  for (const j of jobs) await handleStageEntered(t.ctx, j);
  return jobs;
}

/** Puts a new candidate in stage 1 (which has the trigger) and runs its stage-entry job. */
async function entered(first: string) {
  const cand = await api('POST', '/candidates', { first_name: first, last_name: 'Wait' });
  const app = await api('POST', `/jobs/${job.id}/applications`, { candidate_id: cand.json.data.id, stage_id: job.stages[1]!.id });
  await drain();
  const [run] = await t.db.select().from(triggerRuns).where(eq(triggerRuns.applicationId, app.json.data.id));
  return { app: app.json.data as { id: string; candidate: { id: string } }, run: run! };
}

const stageOf = async (id: string) => (await api('GET', `/applications/${id}`)).json.data.stage_id as string;

beforeAll(async () => {
  t = await createTestApp({}, {}, { queue: true });
  await ensureTriggerQueues(t.ctx);
  admin = await t.newAdmin('move-admin@example.com', 'Move Org');
  job = (await api('POST', '/jobs', { title: 'Patient Engineer' })).json.data;
  const res = await api('POST', `/jobs/${job.id}/triggers`, { stage_id: job.stages[1]!.id, action: 'move_after_days', config: { days: 3, to_stage_id: job.stages[2]!.id } });
  expect(res.status).toBe(201);
});
afterAll(() => t.close());

describe('move after days without activity', () => {
  it('schedules the move, then moves once when the time has come, firing the next stage', async () => {
    const me = (await api('GET', '/team/members')).json.data[0].user_id;
    await api('POST', `/jobs/${job.id}/triggers`, { stage_id: job.stages[2]!.id, action: 'notify', config: { user_ids: [me] } });
    const { app, run } = await entered('Ida');
    expect(run.status).toBe('pending');
    expect(run.runAfter!.getTime() - run.createdAt.getTime()).toBe(3 * DAY);
    expect(run.outcome).toBe(`Moves to ${job.stages[2]!.name} after 3 days without activity`);
    // The delayed job waits in pg-boss until then.
    const [scheduled] = await t.db.execute(`SELECT data, start_after FROM pgboss.job WHERE name = '${DELAYED_RUN_QUEUE}'` as never).then((r: any) => r.rows);
    expect(scheduled.data).toEqual({ org_id: admin.orgId, run_id: run.id } satisfies DelayedRunJob);
    expect(new Date(scheduled.start_after).getTime()).toBe(run.runAfter!.getTime());

    const data = { org_id: admin.orgId, run_id: run.id };
    await handleDelayedRun(t.ctx, data, new Date(run.runAfter!.getTime() - 60_000));
    expect(await stageOf(app.id)).toBe(job.stages[1]!.id);

    const later = new Date(run.runAfter!.getTime() + 1000);
    await handleDelayedRun(t.ctx, data, later);
    await handleDelayedRun(t.ctx, data, later);
    expect(await stageOf(app.id)).toBe(job.stages[2]!.id);
    const [done] = await t.db.select().from(triggerRuns).where(eq(triggerRuns.id, run.id));
    expect(done).toMatchObject({ status: 'succeeded', outcome: `Moved to ${job.stages[2]!.name}` });
    const moves = await t.db.select().from(applicationStageHistory).where(eq(applicationStageHistory.applicationId, app.id));
    expect(moves.filter((m) => m.toStageId === job.stages[2]!.id)).toHaveLength(1);
    expect(moves.find((m) => m.toStageId === job.stages[2]!.id)!.movedBy).toBeNull();
    // Subscribers (webhooks, reports) hear of the automatic move once, as of any other.
    const changed = await t.db.select({ actorId: domainEvents.actorId, payload: domainEvents.payload }).from(domainEvents).where(and(eq(domainEvents.orgId, admin.orgId), eq(domainEvents.type, 'application.stage_changed')));
    expect(changed.filter((e) => e.payload.to_stage_id === job.stages[2]!.id)).toEqual([
      { actorId: null, payload: { application_id: app.id, candidate_id: app.candidate.id, job_id: job.id, from_stage_id: job.stages[1]!.id, to_stage_id: job.stages[2]!.id } },
    ]);

    // The automatic move is a stage entry: the next stage's trigger runs.
    const next = await drain();
    expect(next.map((j) => j.data)).toEqual([expect.objectContaining({ application_id: app.id, stage_id: job.stages[2]!.id })]);
    const runs = await t.db.select().from(triggerRuns).where(eq(triggerRuns.applicationId, app.id));
    expect(runs.map((r) => r.status).sort()).toEqual(['succeeded', 'succeeded']);
  });

  it('does not move when someone worked on the application since it entered the stage', async () => {
    const { app, run } = await entered('Jon');
    await api('POST', `/candidates/${app.candidate.id}/notes`, { body: 'Called, will decide Monday' });
    await handleDelayedRun(t.ctx, { org_id: admin.orgId, run_id: run.id }, new Date(run.runAfter!.getTime() + 1000));
    expect(await stageOf(app.id)).toBe(job.stages[1]!.id);
    const [done] = await t.db.select().from(triggerRuns).where(eq(triggerRuns.id, run.id));
    expect(done).toMatchObject({ status: 'skipped', outcome: 'Not moved: there was activity since entering the stage' });
  });

  it('does not move an application that left the stage meanwhile', async () => {
    const { app, run } = await entered('Kim');
    await api('PATCH', `/applications/${app.id}`, { stage_id: job.stages[3]!.id });
    await handleDelayedRun(t.ctx, { org_id: admin.orgId, run_id: run.id }, new Date(run.runAfter!.getTime() + 1000));
    expect(await stageOf(app.id)).toBe(job.stages[3]!.id);
    const [done] = await t.db.select().from(triggerRuns).where(eq(triggerRuns.id, run.id));
    expect(done!.status).toBe('skipped');
  });
});
