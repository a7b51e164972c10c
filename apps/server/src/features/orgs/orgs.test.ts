import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/recruiter';

describe('organizations', () => {
  it('onboarding creates the organization with its admin, a default pipeline and, self-hosted, the top plan with no end', async () => {
    const admin = await t.newAdmin('founder@example.com', 'Northwind Talent');
    const info = await t.call('GET', `${API}/org/info`, { token: admin.token });
    expect(info.json.data).toMatchObject({ name: 'Northwind Talent', role: 'admin', member_count: 1 });
    expect(info.json.data.default_pipeline_id).toEqual(expect.any(String));

    const sub = await t.call('GET', `${API}/subscriptions/info`, { token: admin.token });
    expect(sub.json.data).toMatchObject({ active: true, plan: 'scale', status: 'active', trial_ends_at: null, seats_used: 1 });
    expect(sub.json.data.features.automation).toBe(true);

    const list = await t.call('GET', `${API}/org/list`, { token: admin.token });
    expect(list.json.data.org_list).toEqual([expect.objectContaining({ id: admin.orgId, role: 'admin', plan: 'scale' })]);

    const profile = await t.call('GET', `${API}/user/profile`, { token: admin.token });
    expect(profile.json.data).toMatchObject({ default_org: admin.orgId, profile_completed: true, first_name: 'Test' });
  });

  it('keeps careers slugs unique and valid', async () => {
    const admin = await t.newAdmin('slugger@example.com');
    const slug = `taken-${Date.now()}`;
    expect((await t.call('POST', `${API}/org`, { token: admin.token, body: { name: 'One', slug } })).status).toBe(201);
    const clash = await t.call('POST', `${API}/org`, { token: admin.token, body: { name: 'Two', slug } });
    expect(clash.status).toBe(409);
    expect(clash.json.error.details).toEqual({ field: 'slug' });
    const available = await t.call('GET', `${API}/org/slug-available?slug=${slug}`, { token: admin.token });
    expect(available.json.data.available).toBe(false);
    const reserved = await t.call('GET', `${API}/org/slug-available?slug=api`, { token: admin.token });
    expect(reserved.json.data.available).toBe(false);
    for (const bad of ['a', 'Has Spaces', '-lead', 'x'.repeat(60), '<script>']) {
      const res = await t.call('POST', `${API}/org`, { token: admin.token, body: { name: 'Bad', slug: bad } });
      expect(res.status).toBe(422);
    }
  });

  it('renames the organization (admin) and logs the change', async () => {
    const admin = await t.newAdmin('renamer@example.com', 'Old Name');
    const res = await t.call('PATCH', `${API}/org`, { token: admin.token, body: { name: 'New Name' } });
    expect(res.json.data.name).toBe('New Name');
  });

  it('body fields cannot set ids, roles or the organization', async () => {
    const admin = await t.newAdmin('forger@example.com');
    const res = await t.call('POST', `${API}/org`, {
      token: admin.token,
      body: { name: 'Forged', slug: `forged-${Date.now()}`, id: 'chosen-id', role: 'recruiter', org_id: 'x', __proto__: { role: 'x' } },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.id).not.toBe('chosen-id');
    expect(res.json.data.role).toBe('admin');
    const prof = await t.call('PATCH', `${API}/user/profile`, {
      token: admin.token,
      body: { first_name: 'A', last_name: 'B', default_org: 'elsewhere', email: 'hijack@example.com', id: 'x' },
    });
    expect(prof.json.data).toMatchObject({ email: 'forger@example.com', default_org: res.json.data.id });
  });
});
