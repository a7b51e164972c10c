import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, applications, applicationStageHistory, candidates, clients, tags, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/api/v1/recruiter';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userId(email: string) {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u!.id;
}
async function client(orgId: string, name = 'Globex') {
  const id = newId();
  await t.db.insert(clients).values({ id, orgId, name });
  return id;
}
async function tag(orgId: string, name: string, feature: 'jobs' | 'candidates' = 'jobs') {
  const id = newId();
  await t.db.insert(tags).values({ id, orgId, name, feature, colorFg: '#000', colorBg: '#fff' });
  return id;
}
async function candidate(orgId: string) {
  const id = newId();
  await t.db.insert(candidates).values({ id, orgId, firstName: 'Ada', lastName: 'L' });
  return id;
}

describe('jobs', () => {
  it('creates a job with every field, copying the default template’s stages', async () => {
    const admin = await t.newAdmin('j1@example.com');
    const me = await userId('j1@example.com');
    await t.addMember(admin, 'j1r@example.com', 'recruiter');
    const mate = await userId('j1r@example.com');
    const clientId = await client(admin.orgId);
    const tagId = await tag(admin.orgId, 'Urgent');
    const body = {
      title: 'Staff Engineer',
      client_id: clientId,
      department: 'Platform',
      location: 'Berlin',
      workplace: 'hybrid',
      employment_type: 'contract',
      openings: 2,
      salary_min: 90000,
      salary_max: 120000,
      salary_currency: 'eur',
      salary_period: 'year',
      experience_min: 5,
      experience_max: 10,
      required_skills: ['TypeScript'],
      nice_to_have_skills: ['Go'],
      description: '<p>Hello <strong>world</strong></p>',
      status: 'open',
      owner_id: me,
      hiring_team_ids: [mate, me],
      tag_ids: [tagId],
      id: 'forged',
      org_id: 'forged',
      created_by: 'forged',
    };
    const res = await t.call('POST', `${API}/jobs`, { token: admin.token, body });
    expect(res.status).toBe(201);
    const job = res.json.data;
    expect(job.id).not.toBe('forged');
    expect(job).toMatchObject({
      title: 'Staff Engineer',
      client: { id: clientId, name: 'Globex' },
      workplace: 'hybrid',
      employment_type: 'contract',
      openings: 2,
      salary_currency: 'EUR',
      status: 'open',
      owner: { id: me },
      tags: [{ id: tagId, name: 'Urgent' }],
      archived_at: null,
      description: '<p>Hello <strong>world</strong></p>',
    });
    expect(job.hiring_team.map((u: { id: string }) => u.id).sort()).toEqual([me, mate].sort());
    expect(job.stages).toHaveLength(7);
    expect(job.stages[0]).toMatchObject({ name: 'Sourced', kind: 'sourced', position: 0, count: 0 });
    const [log] = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, job.id), eq(activityLog.action, 'create')));
    expect(log?.entityType).toBe('job');
    expect(log?.actorId).toBe(me);

    const got = await t.call('GET', `${API}/jobs/${job.id}`, { token: admin.token });
    expect(got.json.data).toEqual(job);
  });

  it('copies a chosen template, and rejects an unknown template, client, owner or tag (422)', async () => {
    const admin = await t.newAdmin('j2@example.com');
    const tpl = await t.call('POST', `${API}/pipelines`, {
      token: admin.token,
      body: { name: 'Short', stages: [{ name: 'In', kind: 'applied' }, { name: 'Out', kind: 'hired' }] },
    });
    const res = await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Designer', pipeline_id: tpl.json.data.id } });
    expect(res.json.data.stages.map((s: { name: string }) => s.name)).toEqual(['In', 'Out']);
    expect(res.json.data.stages[0].id).not.toBe(tpl.json.data.stages[0].id);

    const other = await t.newAdmin('j2o@example.com', 'Other');
    const foreignClient = await client(other.orgId);
    const foreignTag = await tag(other.orgId, 'X');
    const otherPipeline = (await t.call('GET', `${API}/pipelines`, { token: other.token })).json.data[0].id;
    const bad = [
      { title: 'x' },
      { title: 'Okay', salary_min: 10, salary_max: 5 },
      { title: 'Okay', status: 'nope' },
      { title: 'Okay', client_id: foreignClient },
      { title: 'Okay', pipeline_id: otherPipeline },
      { title: 'Okay', owner_id: await userId('j2o@example.com') },
      { title: 'Okay', tag_ids: [foreignTag] },
    ];
    for (const body of bad) {
      const r = await t.call('POST', `${API}/jobs`, { token: admin.token, body });
      expect(r.status, JSON.stringify(body)).toBe(422);
    }
    expect((await t.call('GET', `${API}/jobs`, { token: admin.token })).json.meta.total).toBe(1);
  });

  it('sanitizes the description on create and on patch', async () => {
    const admin = await t.newAdmin('j3@example.com');
    const res = await t.call('POST', `${API}/jobs`, {
      token: admin.token,
      body: {
        title: 'XSS',
        description: '<p>Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">x</a>',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.description).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(res.json.data.description).toContain('<p>Hi</p>');
    const patched = await t.call('PATCH', `${API}/jobs/${res.json.data.id}`, {
      token: admin.token,
      body: { description: '<h2 style="x">T</h2><a href="https://ok.example">ok</a><svg onload="alert(1)"></svg>' },
    });
    expect(patched.json.data.description).toBe('<h2>T</h2><a href="https://ok.example" rel="noopener">ok</a>');
  });

  it('lists with search, filters, sorting and pagination, with per-stage counts', async () => {
    const admin = await t.newAdmin('j4@example.com');
    const me = await userId('j4@example.com');
    const clientId = await client(admin.orgId);
    const tagId = await tag(admin.orgId, 'Hot');
    const mk = (body: object) => t.call('POST', `${API}/jobs`, { token: admin.token, body });
    const a = (await mk({ title: 'Backend Engineer', department: 'Platform', status: 'open', client_id: clientId, tag_ids: [tagId] })).json.data;
    await mk({ title: 'Designer', location: 'Paris', owner_id: me });
    await mk({ title: 'Accountant', status: 'on_hold' });
    const candId = await candidate(admin.orgId);
    await t.db.insert(applications).values({ id: newId(), orgId: admin.orgId, jobId: a.id, candidateId: candId, stageId: a.stages[1].id });

    const q = (qs: string) => t.call('GET', `${API}/jobs?${qs}`, { token: admin.token });
    const all = await q('sort=title');
    expect(all.json.meta).toEqual({ total: 3, page: 1, page_size: 25, next_cursor: null });
    expect(all.json.data.map((j: { title: string }) => j.title)).toEqual(['Accountant', 'Backend Engineer', 'Designer']);
    const backend = all.json.data[1];
    expect(backend.active_count).toBe(1);
    expect(backend.stage_counts).toHaveLength(7);
    expect(backend.stage_counts[1]).toMatchObject({ stage_id: a.stages[1].id, count: 1 });
    expect(backend.client).toEqual({ id: clientId, name: 'Globex' });
    expect(backend.tags.map((x: { id: string }) => x.id)).toEqual([tagId]);

    expect((await q('q=platform')).json.data.map((j: { title: string }) => j.title)).toEqual(['Backend Engineer']);
    expect((await q('q=paris')).json.data.map((j: { title: string }) => j.title)).toEqual(['Designer']);
    expect((await q('q=%25')).json.meta.total).toBe(0);
    expect((await q('status=on_hold')).json.meta.total).toBe(1);
    expect((await q(`client_id=${clientId}`)).json.meta.total).toBe(1);
    expect((await q(`owner_id=${me}`)).json.meta.total).toBe(1);
    expect((await q(`tag_id=${tagId}`)).json.meta.total).toBe(1);
    const page2 = await q('sort=-title&page=2&page_size=2');
    expect(page2.json.data.map((j: { title: string }) => j.title)).toEqual(['Accountant']);
    expect(page2.json.meta).toEqual({ total: 3, page: 2, page_size: 2, next_cursor: null });
    expect((await q('sort=password')).status).toBe(422);
    expect((await q('page_size=101')).status).toBe(422);
    expect((await q('status=bogus')).status).toBe(422);
  });

  it('patches fields, logs the changes, and archives/restores/deletes for managers only', async () => {
    const admin = await t.newAdmin('j5@example.com');
    const recruiter = await t.addMember(admin, 'j5r@example.com', 'recruiter');
    const manager = await t.addMember(admin, 'j5m@example.com', 'manager');
    const job = (await t.call('POST', `${API}/jobs`, { token: recruiter.token, body: { title: 'Writer' } })).json.data;
    const patched = await t.call('PATCH', `${API}/jobs/${job.id}`, { token: recruiter.token, body: { title: 'Tech Writer', status: 'open', org_id: 'x' } });
    expect(patched.status).toBe(200);
    expect(patched.json.data).toMatchObject({ title: 'Tech Writer', status: 'open' });
    const [upd] = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, job.id), eq(activityLog.action, 'update')));
    expect(upd?.changes).toEqual({ title: { before: 'Writer', after: 'Tech Writer' }, status: { before: 'draft', after: 'open' } });
    expect((await t.call('PATCH', `${API}/jobs/${job.id}`, { token: recruiter.token, body: { openings: 0 } })).status).toBe(422);
    const other = await t.newAdmin('j5o@example.com', 'Other');
    const foreignClient = await client(other.orgId);
    expect((await t.call('PATCH', `${API}/jobs/${job.id}`, { token: recruiter.token, body: { client_id: foreignClient } })).status).toBe(422);
    const mgrId = await userId('j5m@example.com');
    const team = await t.call('PATCH', `${API}/jobs/${job.id}`, { token: recruiter.token, body: { hiring_team_ids: [mgrId, mgrId], owner_id: mgrId } });
    expect(team.json.data.hiring_team.map((u: { id: string }) => u.id)).toEqual([mgrId]);
    expect(team.json.data.owner.id).toBe(mgrId);

    expect((await t.call('POST', `${API}/jobs/${job.id}/archive`, { token: recruiter.token })).status).toBe(403);
    expect((await t.call('DELETE', `${API}/jobs/${job.id}`, { token: recruiter.token })).status).toBe(403);
    const archived = await t.call('POST', `${API}/jobs/${job.id}/archive`, { token: manager.token });
    expect(archived.status).toBe(200);
    expect(archived.json.data.archived_at).not.toBeNull();
    expect((await t.call('GET', `${API}/jobs`, { token: admin.token })).json.meta.total).toBe(0);
    expect((await t.call('GET', `${API}/jobs?archived=true`, { token: admin.token })).json.meta.total).toBe(1);
    expect((await t.call('POST', `${API}/jobs/${job.id}/restore`, { token: recruiter.token })).status).toBe(403);
    expect((await t.call('POST', `${API}/jobs/${job.id}/restore`, { token: manager.token })).json.data.archived_at).toBeNull();
    const actions = (await t.db.select().from(activityLog).where(eq(activityLog.entityId, job.id))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'archive', 'restore']));

    expect((await t.call('DELETE', `${API}/jobs/${job.id}`, { token: manager.token })).status).toBe(200);
    expect((await t.call('GET', `${API}/jobs/${job.id}`, { token: admin.token })).status).toBe(404);
    const [del] = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, job.id), eq(activityLog.action, 'delete')));
    expect(del).toBeDefined();
  });

  it('edits a job’s stages: removing a stage that holds applications needs move_to', async () => {
    const admin = await t.newAdmin('j6@example.com');
    const job = (await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Analyst' } })).json.data;
    const [sourced, applied, screening, ...rest] = job.stages;
    const appId = newId();
    await t.db.insert(applications).values({ id: appId, orgId: admin.orgId, jobId: job.id, candidateId: await candidate(admin.orgId), stageId: screening.id });
    const keep = [sourced, applied, ...rest].map(({ id, name, kind }) => ({ id, name, kind }));
    const url = `${API}/jobs/${job.id}/stages`;

    const missing = await t.call('PUT', url, { token: admin.token, body: { stages: keep } });
    expect(missing.status).toBe(422);
    expect(missing.json.error.message).toContain('Phone screen');
    const wrong = await t.call('PUT', url, { token: admin.token, body: { stages: keep, move_to: { [screening.id]: screening.id } } });
    expect(wrong.status).toBe(422);

    const ok = await t.call('PUT', url, {
      token: admin.token,
      body: { stages: [{ name: 'Call', kind: 'screening' }, ...keep.reverse()], move_to: { [screening.id]: applied.id } },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.stages.map((s: { name: string }) => s.name)).toEqual(['Call', 'Rejected', 'Hired', 'Offer', 'Interview', 'Applied', 'Sourced']);
    expect(ok.json.data.stages.find((s: { id: string }) => s.id === applied.id).count).toBe(1);
    const history = await t.db.select().from(applicationStageHistory).where(eq(applicationStageHistory.applicationId, appId));
    expect(history).toMatchObject([{ fromStageId: screening.id, toStageId: applied.id, toStageKind: 'applied' }]);
    const [move] = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, appId), eq(activityLog.action, 'move')));
    expect(move?.changes).toEqual({ stage: { before: 'Phone screen', after: 'Applied' } });

    // an empty stage goes without move_to
    const noApps = ok.json.data.stages.filter((s: { name: string }) => s.name !== 'Call').map(({ id, name, kind }: { id: string; name: string; kind: string }) => ({ id, name, kind }));
    expect((await t.call('PUT', url, { token: admin.token, body: { stages: noApps } })).status).toBe(200);
  });

  it('another organization’s job is 404 on every route', async () => {
    const admin = await t.newAdmin('j7@example.com');
    const job = (await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Secret' } })).json.data;
    const other = await t.newAdmin('j7o@example.com', 'Other');
    const stages = job.stages.map(({ id, name, kind }: { id: string; name: string; kind: string }) => ({ id, name, kind }));
    const calls: [string, string, unknown?][] = [
      ['GET', `/jobs/${job.id}`],
      ['PATCH', `/jobs/${job.id}`, { title: 'Mine' }],
      ['PUT', `/jobs/${job.id}/stages`, { stages }],
      ['POST', `/jobs/${job.id}/archive`],
      ['POST', `/jobs/${job.id}/restore`],
      ['DELETE', `/jobs/${job.id}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.call(method, `${API}${path}`, { token: other.token, body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await t.call('GET', `${API}/jobs/${job.id}`, { token: admin.token })).json.data.title).toBe('Secret');
  });
});
