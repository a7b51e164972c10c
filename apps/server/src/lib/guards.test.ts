import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberships, sessions, subscriptions, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { requireBearer, requireFeature, requirePermission } from './guards';
import { errorHandler, type HonoEnv } from './http';

let t: TestApp;
let probe: Hono<HonoEnv>;
beforeAll(async () => {
  t = await createTestApp();
  probe = new Hono<HonoEnv>();
  probe.onError(errorHandler({ error: () => undefined }));
  probe.use('*', requireBearer(t.db, t.env.authSecret, t.ctx.sessions, t.ctx.reads));
  probe.get('/automation', requireFeature(t.db, 'automation'), (c) => c.json({ data: 'ok' }));
  probe.get('/pipelines', requirePermission('pipelines:manage'), (c) => c.json({ data: 'ok' }));
});
afterAll(() => t.close());

const get = (path: string, token: string) => probe.request(path, { headers: { authorization: `Bearer ${token}` } });

describe('requireFeature', () => {
  it('lets the trial through and refuses a plan without the flag with 403 feature_disabled', async () => {
    const admin = await t.newAdmin('plans@example.com');
    expect((await get('/automation', admin.token)).status).toBe(200);

    await t.db.update(subscriptions).set({ plan: 'starter', status: 'active' }).where(eq(subscriptions.orgId, admin.orgId));
    const res = await get('/automation', admin.token);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: unknown }).error).toMatchObject({ code: 'feature_disabled', details: { feature: 'automation' } });
  });

  it('refuses every feature once the trial is over', async () => {
    const admin = await t.newAdmin('expired@example.com');
    await t.db.update(subscriptions).set({ status: 'trialing', trialEndsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.orgId, admin.orgId));
    expect((await get('/automation', admin.token)).status).toBe(403);
    const sub = await t.call('GET', '/api/v1/recruiter/subscriptions/info', { token: admin.token });
    expect(sub.json.data.active).toBe(false);
  });
});

describe('requirePermission', () => {
  it('follows the shared matrix: manager and admin manage pipelines, a recruiter gets 403', async () => {
    const admin = await t.newAdmin('matrix@example.com');
    const manager = await t.addMember(admin, 'matrix-m@example.com', 'manager');
    const recruiter = await t.addMember(admin, 'matrix-r@example.com', 'recruiter');
    expect((await get('/pipelines', admin.token)).status).toBe(200);
    expect((await get('/pipelines', manager.token)).status).toBe(200);
    expect((await get('/pipelines', recruiter.token)).status).toBe(403);
  });
});

describe('requireBearer with its session cache', () => {
  // Well inside the cache's 30 s lifetime: a pass proves the change was announced, not that an entry lapsed.
  const soon = { timeout: 3000, interval: 20 };

  it('ends access once another connection deletes the session a cached token rests on', async () => {
    const admin = await t.newAdmin('revoke-session@example.com');
    expect((await get('/pipelines', admin.token)).status).toBe(200);
    expect((await get('/pipelines', admin.token)).status).toBe(200);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'revoke-session@example.com'));
    await t.db.delete(sessions).where(eq(sessions.userId, user!.id));
    await vi.waitFor(async () => expect((await get('/pipelines', admin.token)).status).toBe(401), soon);
  });

  it('ends access at sign-out through the identity routes', async () => {
    const admin = await t.newAdmin('revoke-signout@example.com');
    expect((await get('/pipelines', admin.token)).status).toBe(200);
    const out = await t.call('POST', '/api/auth/sign-out', { cookie: admin.cookie, body: {} });
    expect(out.status).toBe(200);
    await vi.waitFor(async () => expect((await get('/pipelines', admin.token)).status).toBe(401), soon);
  });

  it('follows a deactivated membership and a changed role', async () => {
    const admin = await t.newAdmin('revoke-member@example.com');
    const manager = await t.addMember(admin, 'revoke-member-m@example.com', 'manager');
    expect((await get('/pipelines', manager.token)).status).toBe(200);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'revoke-member-m@example.com'));
    await t.db.update(memberships).set({ role: 'recruiter' }).where(eq(memberships.userId, user!.id));
    await vi.waitFor(async () => expect((await get('/pipelines', manager.token)).status).toBe(403), soon);
    await t.db.update(memberships).set({ status: 'deactivated' }).where(eq(memberships.userId, user!.id));
    await vi.waitFor(async () => {
      const res = await get('/pipelines', manager.token);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { message: string; details: unknown } }).error).toMatchObject({ message: 'Membership has ended', details: { reason: 'membership_ended' } });
    }, soon);
  });
});
