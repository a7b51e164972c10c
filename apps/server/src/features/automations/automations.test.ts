import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, notifications, subscriptions, triggerRuns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { STAGE_ENTERED_QUEUE, type StageEnteredJob } from './automations.service';
import { ensureTriggerQueues, handleStageEntered } from './trigger-runs.job';

const API = '/api/v1/recruiter';
let t: TestApp;
let admin: { token: string; orgId: string };
let member: { token: string; userId: string };
let manager: { token: string };
let job: { id: string; stages: { id: string; name: string }[] };
let templateId: string;

async function api(method: string, path: string, body?: unknown, token = admin.token) {
  return t.call(method, `${API}${path}`, { token, body });
}

async function newCandidate(first: string) {
  const res = await api('POST', '/candidates', { first_name: first, last_name: 'Doe', email: `${first.toLowerCase()}@cand.example` });
  return res.json.data.id as string;
}

async function addTo(stage: number, first: string) {
  const res = await api('POST', `/jobs/${job.id}/applications`, { candidate_id: await newCandidate(first), stage_id: job.stages[stage]!.id });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; candidate: { id: string } };
}

async function queued() {
  const jobs = await t.ctx.queue.boss.fetch<StageEnteredJob>(STAGE_ENTERED_QUEUE, { batchSize: 100, includeMetadata: true });
  return jobs;
}

beforeAll(async () => {
  t = await createTestApp({}, {}, { queue: true });
  await ensureTriggerQueues(t.ctx);
  admin = await t.newAdmin('auto-admin@example.com', 'Auto Org');
  const m = await t.addMember(admin, 'auto-member@example.com', 'recruiter');
  manager = await t.addMember(admin, 'auto-manager@example.com', 'manager');
  const members = (await api('GET', '/team/members')).json.data as { email: string; user_id: string }[];
  member = { token: m.token, userId: members.find((x) => x.email === 'auto-member@example.com')!.user_id };
  job = (await api('POST', '/jobs', { title: 'Automation Engineer' })).json.data;
  const tpl = await api('POST', '/email-templates', { name: 'Welcome', subject: 'Hello {{candidate.first_name}}', body: 'Thanks for applying.' });
  expect(tpl.status).toBe(201);
  templateId = tpl.json.data.id;
});
afterAll(() => t.close());

describe('triggers API', () => {
  it('validates each action against the organization and the job', async () => {
    const stage = job.stages[1]!.id;
    const other = await t.newAdmin('auto-other@example.com', 'Other Org');
    const foreignTpl = await t.call('POST', `${API}/email-templates`, { token: other.token, body: { name: 'Theirs', subject: 'Hi', body: 'Hi' } });
    const cases: [unknown, string][] = [
      [{ stage_id: stage, action: 'send_email', config: { template_id: foreignTpl.json.data.id } }, 'config.template_id'],
      [{ stage_id: stage, action: 'notify', config: { user_ids: ['not-a-member'] } }, 'config.user_ids'],
      [{ stage_id: stage, action: 'move_after_days', config: { days: 0, to_stage_id: job.stages[2]!.id } }, 'config.days'],
      [{ stage_id: stage, action: 'move_after_days', config: { days: 366, to_stage_id: job.stages[2]!.id } }, 'config.days'],
      [{ stage_id: stage, action: 'move_after_days', config: { days: 3, to_stage_id: 'elsewhere' } }, 'config.to_stage_id'],
      [{ stage_id: 'elsewhere', action: 'notify', config: { user_ids: [member.userId] } }, 'stage_id'],
    ];
    for (const [body, path] of cases) {
      const res = await api('POST', `/jobs/${job.id}/triggers`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
  });

  it('lets managers create, switch off, edit and delete triggers; recruiters only read', async () => {
    const body = { stage_id: job.stages[3]!.id, action: 'notify', config: { user_ids: [member.userId] } };
    expect((await api('POST', `/jobs/${job.id}/triggers`, body, member.token)).status).toBe(403);
    const created = await api('POST', `/jobs/${job.id}/triggers`, body, manager.token);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ job_id: job.id, action: 'notify', enabled: true, config: { user_ids: [member.userId] } });
    const id = created.json.data.id;
    expect((await api('PATCH', `/triggers/${id}`, { enabled: false }, member.token)).status).toBe(403);
    expect((await api('PATCH', `/triggers/${id}`, { enabled: false })).json.data.enabled).toBe(false);
    expect((await api('PATCH', `/triggers/${id}`, { config: { user_ids: [] } })).status).toBe(422);
    const list = await api('GET', `/jobs/${job.id}/triggers`, undefined, member.token);
    expect(list.json.data.map((x: { id: string }) => x.id)).toContain(id);
    expect((await api('DELETE', `/triggers/${id}`)).status).toBe(200);
    expect((await api('PATCH', `/triggers/${id}`, { enabled: true })).status).toBe(404);
    const activity = await api('GET', `/activity?entity_id=${id}`);
    expect(activity.json.data.map((a: { action: string }) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });
});

describe('a stage move', () => {
  it('queues nothing for a stage without enabled triggers', async () => {
    const off = await api('POST', `/jobs/${job.id}/triggers`, { stage_id: job.stages[4]!.id, action: 'notify', config: { user_ids: [member.userId] }, enabled: false });
    expect(off.status).toBe(201);
    await addTo(4, 'Quiet');
    await addTo(0, 'Nobody');
    expect(await queued()).toHaveLength(0);
  });

  it('sends the email and the notification exactly once, even when the job runs twice or is retried', async () => {
    const stage = job.stages[1]!;
    const email = await api('POST', `/jobs/${job.id}/triggers`, { stage_id: stage.id, action: 'send_email', config: { template_id: templateId } });
    const note = await api('POST', `/jobs/${job.id}/triggers`, { stage_id: stage.id, action: 'notify', config: { user_ids: [member.userId] } });
    expect([email.status, note.status]).toEqual([201, 201]);

    const app = await addTo(0, 'Ann');
    expect((await api('PATCH', `/applications/${app.id}`, { stage_id: stage.id })).status).toBe(200);
    const [first, ...rest] = await queued();
    expect(rest).toHaveLength(0);
    expect(first!.data).toMatchObject({ application_id: app.id, stage_id: stage.id });

    // The same job delivered twice at once, then again in sequence.
    await Promise.all([handleStageEntered(t.ctx, first!), handleStageEntered(t.ctx, first!)]);
    await handleStageEntered(t.ctx, first!);
    // A real retry: pg-boss hands the same job out again after it failed.
    await t.ctx.queue.boss.fail(STAGE_ENTERED_QUEUE, first!.id, { message: 'lost the worker' });
    await t.db.execute(`UPDATE pgboss.job SET start_after = now() WHERE id = '${first!.id}'` as never);
    const [retried] = await queued();
    expect(retried!.id).toBe(first!.id);
    expect(retried!.retryCount).toBe(1);
    await handleStageEntered(t.ctx, retried!);

    const runs = await t.db.select().from(triggerRuns).where(eq(triggerRuns.applicationId, app.id));
    expect(runs).toHaveLength(2);
    expect(runs.every((r) => r.status === 'succeeded')).toBe(true);
    const sent = await t.db.select().from(emails).where(eq(emails.candidateId, app.candidate.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ origin: 'trigger', subject: 'Hello Ann', status: 'queued' });
    const notes = await t.db.select().from(notifications).where(and(eq(notifications.userId, member.userId), eq(notifications.kind, 'trigger')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: `Ann Doe entered ${stage.name}`, link: `/jobs/${job.id}/candidate/${app.candidate.id}` });

    const bell = await api('GET', '/notifications?unread=true', undefined, member.token);
    expect(bell.json.meta.unread).toBe(1);
    const listed = await api('GET', `/jobs/${job.id}/trigger-runs`, undefined, member.token);
    expect(listed.status).toBe(200);
    const mine = listed.json.data.filter((r: { application_id: string }) => r.application_id === app.id);
    expect(mine.map((r: { action: string }) => r.action).sort()).toEqual(['notify', 'send_email']);
    expect(mine[0]).toMatchObject({ candidate: { name: 'Ann Doe' }, status: 'succeeded', stage_name: stage.name });
  });

  it('fires for applications added into the stage and for each one of a bulk move', async () => {
    const stage = job.stages[1]!;
    const added = await addTo(1, 'Bea');
    const c1 = await addTo(0, 'Cal');
    const c2 = await addTo(0, 'Dee');
    const bulk = await api('POST', '/applications/bulk', { action: 'move', application_ids: [c1.id, c2.id], stage_id: stage.id });
    expect(bulk.status).toBe(200);
    const jobs = await queued();
    expect(jobs.map((j) => j.data.application_id).sort()).toEqual([added.id, c1.id, c2.id].sort());
    for (const j of jobs) await handleStageEntered(t.ctx, j);
    for (const id of [added.id, c1.id, c2.id]) {
      expect(await t.db.select().from(triggerRuns).where(eq(triggerRuns.applicationId, id))).toHaveLength(2);
    }
  });

  it('does nothing for a trigger switched off before its job ran', async () => {
    const stage = job.stages[5]!;
    const trig = await api('POST', `/jobs/${job.id}/triggers`, { stage_id: stage.id, action: 'notify', config: { user_ids: [member.userId] } });
    const app = await addTo(0, 'Eve');
    await api('PATCH', `/applications/${app.id}`, { stage_id: stage.id });
    const jobs = await queued();
    expect(jobs).toHaveLength(1);
    await api('PATCH', `/triggers/${trig.json.data.id}`, { enabled: false });
    await handleStageEntered(t.ctx, jobs[0]!);
    expect(await t.db.select().from(triggerRuns).where(eq(triggerRuns.applicationId, app.id))).toHaveLength(0);
  });

  it('sends the chosen assessment, and skips every action when the plan lacks automation', async () => {
    const stage = job.stages[2]!;
    expect((await api('POST', `/jobs/${job.id}/triggers`, { stage_id: stage.id, action: 'send_assessment', config: {} })).status).toBe(422);
    const assessment = await api('POST', '/assessments', { title: 'Screen', questions: [{ kind: 'single', prompt: 'Pick B', options: ['A', 'B'], correct: [1], points: 1 }] });
    await api('POST', `/jobs/${job.id}/triggers`, { stage_id: stage.id, action: 'send_assessment', config: { assessment_id: assessment.json.data.id } });
    const a1 = await addTo(2, 'Fay');
    for (const j of await queued()) await handleStageEntered(t.ctx, j);
    const [run] = await t.db.select().from(triggerRuns).where(eq(triggerRuns.applicationId, a1.id));
    expect(run).toMatchObject({ status: 'succeeded', outcome: 'Assessment sent to Fay Doe' });
    expect((await t.lastMailTo('fay@cand.example'))?.subject).toBe('Assessment: Screen — Auto Org');

    await t.db.update(subscriptions).set({ plan: 'starter' }).where(eq(subscriptions.orgId, admin.orgId));
    try {
      const res = await api('GET', `/jobs/${job.id}/triggers`);
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('feature_disabled');
      const a2 = await addTo(1, 'Gus');
      for (const j of await queued()) await handleStageEntered(t.ctx, j);
      const runs = await t.db.select().from(triggerRuns).where(eq(triggerRuns.applicationId, a2.id));
      expect(runs.map((r) => [r.status, r.outcome])).toEqual([
        ['skipped', 'Automations are not included in your plan'],
        ['skipped', 'Automations are not included in your plan'],
      ]);
      expect(await t.db.select().from(emails).where(eq(emails.candidateId, a2.candidate.id))).toHaveLength(0);
    } finally {
      await t.db.update(subscriptions).set({ plan: 'scale' }).where(eq(subscriptions.orgId, admin.orgId));
    }
  });
});
