import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/recruiter';

describe('tags', () => {
  it('creates, lists by feature, renames and deletes tags (SPEC §3 shape)', async () => {
    const admin = await t.newAdmin('tags-admin@example.com');
    const created = await t.call('POST', `${API}/tags`, {
      token: admin.token,
      body: { name: 'Hot lead', color_fg: '#ffffff', color_bg: '#dc2626', feature: 'candidates', org_id: 'x', created_by: 'y', id: 'z' },
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.json.data).sort()).toEqual(['color_bg', 'color_fg', 'created_by', 'feature', 'id', 'name', 'org_id', 'updated_at']);
    expect(created.json.data).toMatchObject({ name: 'Hot lead', feature: 'candidates', org_id: admin.orgId });
    expect(created.json.data.id).not.toBe('z');
    expect(created.json.data.created_by).not.toBe('y');

    await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'Key account', feature: 'clients' } });
    const all = await t.call('GET', `${API}/tags`, { token: admin.token });
    expect(all.json.data.map((x: { name: string }) => x.name).sort()).toEqual(['Hot lead', 'Key account']);
    const onlyClients = await t.call('GET', `${API}/tags?feature=clients`, { token: admin.token });
    expect(onlyClients.json.data).toHaveLength(1);
    expect(onlyClients.json.data[0]).toMatchObject({ name: 'Key account', color_fg: '#1f2937', color_bg: '#e5e7eb' });
    expect((await t.call('GET', `${API}/tags?feature=nope`, { token: admin.token })).status).toBe(422);

    const renamed = await t.call('PATCH', `${API}/tags/${created.json.data.id}`, { token: admin.token, body: { name: 'Warm lead' } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.name).toBe('Warm lead');

    const deleted = await t.call('DELETE', `${API}/tags/${created.json.data.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await t.call('GET', `${API}/tags/${created.json.data.id}`, { token: admin.token })).status).toBe(404);

    const log = await t.call('GET', `${API}/activity?entity_id=${created.json.data.id}`, { token: admin.token });
    expect(log.json.data.map((r: { action: string }) => r.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a duplicate name per feature, case-insensitively (409), and invalid input (422)', async () => {
    const admin = await t.newAdmin('tags-dup@example.com');
    expect((await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'Remote', feature: 'jobs' } })).status).toBe(201);
    const dup = await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'REMOTE', feature: 'jobs' } });
    expect(dup.status).toBe(409);
    expect(dup.json.error.code).toBe('conflict');
    expect((await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'remote', feature: 'candidates' } })).status).toBe(201);
    const other = await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'Onsite', feature: 'jobs' } });
    expect((await t.call('PATCH', `${API}/tags/${other.json.data.id}`, { token: admin.token, body: { name: 'remote' } })).status).toBe(409);
    expect((await t.call('PATCH', `${API}/tags/${other.json.data.id}`, { token: admin.token, body: { name: 'ONSITE' } })).status).toBe(200);

    expect((await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: '', feature: 'jobs' } })).status).toBe(422);
    expect((await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'x', feature: 'planets' } })).status).toBe(422);
    expect((await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'x', feature: 'jobs', color_fg: 'red' } })).status).toBe(422);
  });

  it('a recruiter creates and edits tags but cannot delete them (403); another organization’s tags are 404', async () => {
    const admin = await t.newAdmin('tags-roles@example.com');
    const recruiter = await t.addMember(admin, 'tags-rec@example.com', 'recruiter');
    const made = await t.call('POST', `${API}/tags`, { token: recruiter.token, body: { name: '<img src=x onerror=alert(1)>', feature: 'candidates' } });
    expect(made.status).toBe(201);
    expect(made.json.data.name).toBe('<img src=x onerror=alert(1)>');
    expect((await t.call('PATCH', `${API}/tags/${made.json.data.id}`, { token: recruiter.token, body: { color_bg: '#000000' } })).status).toBe(200);
    expect((await t.call('DELETE', `${API}/tags/${made.json.data.id}`, { token: recruiter.token })).status).toBe(403);

    const other = await t.newAdmin('tags-other@example.com', 'Other Org');
    expect((await t.call('GET', `${API}/tags`, { token: other.token })).json.data).toEqual([]);
    for (const [method, body] of [['GET'], ['PATCH', { name: 'Mine' }], ['DELETE']] as const) {
      expect((await t.call(method, `${API}/tags/${made.json.data.id}`, { token: other.token, body })).status).toBe(404);
    }
  });
});
