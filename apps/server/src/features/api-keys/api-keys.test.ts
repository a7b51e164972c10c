import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, PUBLIC_API_ROUTES, type Candidate } from '@hirebase/shared';
import { apiKeys, subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashKey } from './api-keys.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/recruiter';

async function makeKey(admin: { token: string }, body: Record<string, unknown>) {
  const res = await t.call('POST', `${API}/api-keys`, { token: admin.token, body });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; key: string; prefix: string };
}

describe('API keys', () => {
  it('are shown once, stored hashed, and reach only the resources and access they were given', async () => {
    const admin = await t.newAdmin('keys-admin@example.com');
    const key = await makeKey(admin, { name: 'HRIS sync', scopes: { candidates: 'read', jobs: 'write' } });
    expect(key.key).toMatch(/^hb_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.key.slice(0, 10));
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.keyHash).toBe(hashKey(key.key));
    expect(JSON.stringify(row)).not.toContain(key.key);
    const listed = await t.call('GET', `${API}/api-keys`, { token: admin.token });
    expect(listed.json.data).toMatchObject([{ id: key.id, name: 'HRIS sync', scopes: { candidates: 'read', jobs: 'write' }, last_used_at: null }]);
    expect(listed.text).not.toContain(key.key);

    const cand = (await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Keyed' } })).json.data;
    expect((await t.call('GET', `${API}/candidates/${cand.id}`, { token: key.key })).json.data.first_name).toBe('Keyed');
    const list = await t.call('GET', `${API}/candidates`, { token: key.key });
    expect(list.status).toBe(200);
    // A read key cannot write.
    const write = await t.call('POST', `${API}/candidates`, { token: key.key, body: { first_name: 'Nope' } });
    expect(write.status).toBe(403);
    expect(write.json.error.message).toBe('This API key cannot write candidates');
    expect((await t.call('PATCH', `${API}/candidates/${cand.id}`, { token: key.key, body: { first_name: 'Nope' } })).status).toBe(403);
    // A write key writes, as the member who made it.
    const job = await t.call('POST', `${API}/jobs`, { token: key.key, body: { title: 'Made by key' } });
    expect(job.status).toBe(201);
    expect((await t.call('GET', `${API}/jobs/${job.json.data.id}`, { token: admin.token })).json.data.title).toBe('Made by key');
    // Resources it was not given, and the app's own endpoints, are out of reach.
    expect((await t.call('GET', `${API}/clients`, { token: key.key })).status).toBe(403);
    for (const path of ['/api-keys', '/team/members', '/webhooks', '/org']) {
      const res = await t.call('GET', `${API}${path}`, { token: key.key });
      expect(res.status, path).toBe(403);
      expect(res.json.error.message).toBe('API keys cannot call this endpoint');
    }
    expect((await t.call('GET', `${API}/candidates`, { token: admin.token })).status).toBe(200);
    const [used] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(used!.lastUsedAt).not.toBeNull();
  });

  it('refuse other organizations’ ids (404), revoked, expired and unknown keys (401), and count each key’s own rate', async () => {
    const admin = await t.newAdmin('keys-limits@example.com');
    const other = await t.newAdmin('keys-other@example.com', 'Other Org');
    const theirs = (await t.call('POST', `${API}/candidates`, { token: other.token, body: { first_name: 'Theirs' } })).json.data;
    const key = await makeKey(admin, { name: 'Reader', scopes: { candidates: 'write' }, rate_limit_per_minute: 3 });
    expect((await t.call('GET', `${API}/candidates/${theirs.id}`, { token: key.key })).status).toBe(404);
    expect((await t.call('PATCH', `${API}/candidates/${theirs.id}`, { token: key.key, body: { first_name: 'X' } })).status).toBe(404);
    expect((await t.call('GET', `${API}/candidates`, { token: key.key })).status).toBe(200);
    const limited = await t.call('GET', `${API}/candidates`, { token: key.key });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another key of the same organization has its own count.
    const second = await makeKey(admin, { name: 'Second', scopes: { candidates: 'read' } });
    // Used twice, so what the key says is held in the read cache when it is revoked.
    for (let i = 0; i < 2; i++) expect((await t.call('GET', `${API}/candidates`, { token: second.key })).status).toBe(200);

    const revoked = await t.call('POST', `${API}/api-keys/${second.id}/revoke`, { token: admin.token });
    expect(revoked.json.data.revoked_at).not.toBeNull();
    const afterRevoke = await t.call('GET', `${API}/candidates`, { token: second.key });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.json.error.message).toBe('This API key has been revoked');

    const expiring = await makeKey(admin, { name: 'Short', scopes: { jobs: 'read' }, expires_in_days: 1 });
    for (let i = 0; i < 2; i++) expect((await t.call('GET', `${API}/jobs`, { token: expiring.key })).status).toBe(200);
    await t.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, expiring.id));
    const expired = await t.call('GET', `${API}/jobs`, { token: expiring.key });
    expect(expired.status).toBe(401);
    expect(expired.json.error.message).toBe('This API key has expired');
    expect((await t.call('GET', `${API}/jobs`, { token: `${expiring.key.slice(0, -2)}xx` })).status).toBe(401);
    // Another organization cannot revoke it.
    expect((await t.call('POST', `${API}/api-keys/${key.id}/revoke`, { token: other.token })).status).toBe(404);
  });

  it('stop working at once when their maker is deactivated, though the key was held in the read cache', async () => {
    const admin = await t.newAdmin('keys-maker@example.com');
    const maker = await t.addMember(admin, 'keys-maker2@example.com', 'admin');
    const key = await makeKey(maker, { name: 'Maker', scopes: { jobs: 'read' } });
    for (let i = 0; i < 2; i++) expect((await t.call('GET', `${API}/jobs`, { token: key.key })).status).toBe(200);
    const members = (await t.call('GET', `${API}/team/members`, { token: admin.token })).json.data as { id: string; email: string }[];
    const leaver = members.find((m) => m.email === 'keys-maker2@example.com')!;
    expect((await t.call('POST', `${API}/team/members/${leaver.id}/deactivate`, { token: admin.token })).status).toBe(200);
    const refused = await t.call('GET', `${API}/jobs`, { token: key.key });
    expect(refused.status).toBe(401);
    expect(refused.json.error.message).toBe('The member who made this API key is no longer active');
  });

  it('are made by admins only, with at least one scope', async () => {
    const admin = await t.newAdmin('keys-roles@example.com');
    const manager = await t.addMember(admin, 'keys-manager@example.com', 'manager');
    expect((await t.call('POST', `${API}/api-keys`, { token: manager.token, body: { name: 'x', scopes: { jobs: 'read' } } })).status).toBe(403);
    expect((await t.call('GET', `${API}/api-keys`, { token: manager.token })).status).toBe(403);
    const empty = await t.call('POST', `${API}/api-keys`, { token: admin.token, body: { name: 'x', scopes: {} } });
    expect(empty.status).toBe(422);
    expect(empty.json.error.details[0].path).toBe('scopes');
    const bad = await t.call('POST', `${API}/api-keys`, { token: admin.token, body: { name: 'x', scopes: { team: 'write' } } });
    expect(bad.status).toBe(422);

    // A plan without API access stops the keys it has and the making of new ones.
    const key = await makeKey(admin, { name: 'Before the downgrade', scopes: { jobs: 'read' } });
    expect((await t.call('GET', `${API}/jobs`, { token: key.key })).status).toBe(200);
    await t.db.update(subscriptions).set({ plan: 'growth', status: 'active' }).where(eq(subscriptions.orgId, admin.orgId));
    const off = await t.call('GET', `${API}/jobs`, { token: key.key });
    expect(off.status).toBe(403);
    expect(off.json.error.code).toBe('feature_disabled');
    expect((await t.call('POST', `${API}/api-keys`, { token: admin.token, body: { name: 'y', scopes: { jobs: 'read' } } })).json.error.code).toBe('feature_disabled');
  });

  it('work through the typed client, which pages lists by cursor', async () => {
    const admin = await t.newAdmin('keys-client@example.com');
    const key = await makeKey(admin, { name: 'Client', scopes: { candidates: 'write', notes: 'read' } });
    const client = createApiClient({ baseUrl: 'http://localhost:3000', token: key.key, fetch: (url, init) => Promise.resolve(t.app.request(String(url), init)) });
    for (const first_name of ['Ada', 'Ben', 'Cleo']) await client.call('POST /candidates', { body: { first_name, email: `${first_name.toLowerCase()}@example.com` } });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.page('GET /candidates', { query: { page_size: 2, sort: 'name', cursor } });
      seen.push(...(page.data as { first_name: string }[]).map((c) => c.first_name));
      cursor = page.meta?.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['Ada', 'Ben', 'Cleo']);
    const id = (await client.page('GET /candidates', { query: { page_size: 1, sort: 'name' } })).data as { id: string }[];
    const one: Candidate = await client.call('GET /candidates/:id', { params: { id: id[0]!.id } });
    expect(one.email).toBe('ada@example.com');
    expect(await client.call('GET /candidates/:id/notes', { params: { id: one.id } })).toEqual([]);
    const refused = await client.call('POST /candidates/:id/notes', { params: { id: one.id }, body: { body: 'x' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await t.call('GET', `${API}/candidates?cursor=nonsense`, { token: key.key })).status).toBe(422);
  });

  it('lists only routes the server has', () => {
    const served = new Set(t.app.routes.map((r) => `${r.method} ${r.path}`));
    for (const r of PUBLIC_API_ROUTES) expect(served.has(`${r.method} ${API}${r.path}`), `${r.method} ${r.path}`).toBe(true);
  });
});
