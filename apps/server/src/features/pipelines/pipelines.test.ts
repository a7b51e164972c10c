import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_REJECTION_REASONS, planStages } from './pipelines.service';

const API = '/api/v1/recruiter';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stages = [
  { name: 'New', kind: 'applied' },
  { name: 'Chat', kind: 'screening' },
  { name: 'Hired', kind: 'hired' },
];

describe('pipelines', () => {
  it('a new organization has the default pipeline and the default rejection reasons', async () => {
    const admin = await t.newAdmin('p1@example.com');
    const list = await t.call('GET', `${API}/pipelines`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.json.data).toHaveLength(1);
    expect(list.json.data[0].is_default).toBe(true);
    expect(list.json.data[0].stages.map((s: { kind: string }) => s.kind)).toEqual([
      'sourced', 'applied', 'screening', 'interview', 'offer', 'hired', 'rejected',
    ]);
    const reasons = await t.call('GET', `${API}/rejection-reasons`, { token: admin.token });
    expect(reasons.json.data.map((r: { label: string }) => r.label)).toEqual(DEFAULT_REJECTION_REASONS);
  });

  it('creates, edits stages in place, switches the default, and refuses deleting the default', async () => {
    const admin = await t.newAdmin('p2@example.com');
    const [original] = (await t.call('GET', `${API}/pipelines`, { token: admin.token })).json.data;
    const created = await t.call('POST', `${API}/pipelines`, {
      token: admin.token,
      body: { name: 'Engineering', stages, id: 'forged', org_id: 'forged' },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.id).not.toBe('forged');
    expect(created.json.data.is_default).toBe(false);
    const [a, b, c] = created.json.data.stages;
    expect(created.json.data.stages.map((s: { position: number }) => s.position)).toEqual([0, 1, 2]);

    const put = await t.call('PUT', `${API}/pipelines/${created.json.data.id}`, {
      token: admin.token,
      body: { name: 'Engineering v2', is_default: true, stages: [{ id: c.id, name: 'Won', kind: 'hired' }, { id: a.id, name: 'New', kind: 'applied' }, { name: 'Onsite', kind: 'interview' }] },
    });
    expect(put.status).toBe(200);
    expect(put.json.data.name).toBe('Engineering v2');
    expect(put.json.data.is_default).toBe(true);
    expect(put.json.data.stages.map((s: { id: string; name: string }) => [s.id === c.id || s.id === a.id ? s.id : 'new', s.name])).toEqual([
      [c.id, 'Won'],
      [a.id, 'New'],
      ['new', 'Onsite'],
    ]);
    expect(put.json.data.stages.some((s: { id: string }) => s.id === b.id)).toBe(false);

    const again = await t.call('GET', `${API}/pipelines/${original.id}`, { token: admin.token });
    expect(again.json.data.is_default).toBe(false);
    expect((await t.call('DELETE', `${API}/pipelines/${created.json.data.id}`, { token: admin.token })).status).toBe(409);
    const undefault = await t.call('PUT', `${API}/pipelines/${created.json.data.id}`, { token: admin.token, body: { name: 'x', is_default: false, stages } });
    expect(undefault.status).toBe(409);
    expect((await t.call('DELETE', `${API}/pipelines/${original.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `${API}/pipelines/${original.id}`, { token: admin.token })).status).toBe(404);

    const rows = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.orgId, admin.orgId), eq(activityLog.entityType, 'pipeline')));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('validates input (422), including unknown stage ids and duplicate names', async () => {
    const admin = await t.newAdmin('p3@example.com');
    const [p] = (await t.call('GET', `${API}/pipelines`, { token: admin.token })).json.data;
    const bad = [
      { name: '', stages },
      { name: 'x', stages: [stages[0]] },
      { name: 'x', stages: [{ name: 'A', kind: 'nope' }, stages[1]] },
      { name: 'x', stages: [{ name: 'A', kind: 'applied' }, { name: 'a', kind: 'hired' }] },
    ];
    for (const body of bad) expect((await t.call('POST', `${API}/pipelines`, { token: admin.token, body })).status).toBe(422);
    const unknown = await t.call('PUT', `${API}/pipelines/${p.id}`, { token: admin.token, body: { name: 'x', stages: [{ id: 'nope', name: 'A', kind: 'applied' }, stages[1]] } });
    expect(unknown.status).toBe(422);
  });

  it('recruiters read but cannot edit (403); another organization’s pipeline is 404', async () => {
    const admin = await t.newAdmin('p4@example.com');
    const recruiter = await t.addMember(admin, 'p4r@example.com', 'recruiter');
    const manager = await t.addMember(admin, 'p4m@example.com', 'manager');
    const [p] = (await t.call('GET', `${API}/pipelines`, { token: recruiter.token })).json.data;
    expect((await t.call('GET', `${API}/pipelines/${p.id}`, { token: recruiter.token })).status).toBe(200);
    expect((await t.call('POST', `${API}/pipelines`, { token: recruiter.token, body: { name: 'x', stages } })).status).toBe(403);
    expect((await t.call('PUT', `${API}/pipelines/${p.id}`, { token: recruiter.token, body: { name: 'x', stages } })).status).toBe(403);
    expect((await t.call('DELETE', `${API}/pipelines/${p.id}`, { token: recruiter.token })).status).toBe(403);
    expect((await t.call('PUT', `${API}/rejection-reasons`, { token: recruiter.token, body: { reasons: [{ label: 'x' }] } })).status).toBe(403);
    expect((await t.call('POST', `${API}/pipelines`, { token: manager.token, body: { name: 'Mgr', stages } })).status).toBe(201);

    const other = await t.newAdmin('p4o@example.com', 'Other');
    expect((await t.call('GET', `${API}/pipelines/${p.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('PUT', `${API}/pipelines/${p.id}`, { token: other.token, body: { name: 'x', stages } })).status).toBe(404);
    expect((await t.call('DELETE', `${API}/pipelines/${p.id}`, { token: other.token })).status).toBe(404);
  });

  it('replaces the rejection reasons, keeping known ids', async () => {
    const admin = await t.newAdmin('p5@example.com');
    const [first] = (await t.call('GET', `${API}/rejection-reasons`, { token: admin.token })).json.data;
    const res = await t.call('PUT', `${API}/rejection-reasons`, {
      token: admin.token,
      body: { reasons: [{ label: 'Too junior' }, { id: first.id, label: 'Not a fit' }] },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: { label: string; position: number }) => [r.label, r.position])).toEqual([['Too junior', 0], ['Not a fit', 1]]);
    expect(res.json.data[1].id).toBe(first.id);
    expect((await t.call('PUT', `${API}/rejection-reasons`, { token: admin.token, body: { reasons: [] } })).status).toBe(422);
    expect((await t.call('PUT', `${API}/rejection-reasons`, { token: admin.token, body: { reasons: [{ label: 'A' }, { label: 'a' }] } })).status).toBe(422);
  });
});

describe('planStages', () => {
  it('keeps, adds and removes by id, in the new order', () => {
    const existing = [
      { id: 'a', name: 'A', kind: 'applied' as const, position: 0 },
      { id: 'b', name: 'B', kind: 'hired' as const, position: 1 },
    ];
    const plan = planStages(existing, [{ name: 'N', kind: 'sourced' }, { id: 'b', name: 'B2', kind: 'hired' }]);
    expect(plan.kept).toEqual([{ id: 'b', name: 'B2', kind: 'hired', position: 1 }]);
    expect(plan.added.map((s) => [s.name, s.position])).toEqual([['N', 0]]);
    expect(plan.removed.map((s) => s.id)).toEqual(['a']);
    expect(() => planStages(existing, [{ id: 'b', name: 'x', kind: 'hired' }, { id: 'b', name: 'y', kind: 'hired' }])).toThrow('Unknown stage');
  });
});
