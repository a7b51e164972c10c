import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilityLinks, memberships } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/api/v1/recruiter';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const redeem = (token: string) => t.call('POST', '/api/auth/oneauth/redeem', { body: { token } });

describe('the one-time sign-in hand-off', () => {
  it('signs another browser in once for 60 seconds, storing only the token’s hash; replay, expiry and ended memberships are refused', async () => {
    const admin = await t.newAdmin('oneauth@example.com', 'Handoff Co');
    const issued = await t.call('POST', `${API}/oneauth/tokens`, { token: admin.token });
    expect(issued.status).toBe(201);
    const { token, expires_at } = issued.json.data;
    expect(new Date(expires_at).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    const stored = await t.db.select().from(capabilityLinks).where(eq(capabilityLinks.purpose, 'oneauth'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const first = await redeem(token);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ org_id: admin.orgId });
    const cookie = t.cookieFrom(first.headers);
    expect(cookie).toContain('session_token');
    // The new session works like any other: the token exchange gives a bearer token for the organization.
    const exchanged = await t.call('POST', `${API}/auth/token`, { cookie, body: { org_id: first.json.org_id } });
    expect(exchanged.status).toBe(200);
    const profile = await t.call('GET', `${API}/user/profile`, { token: exchanged.json.data.token });
    expect(profile.json.data.email).toBe('oneauth@example.com');

    expect((await redeem(token)).status).toBe(410);
    expect((await redeem('x'.repeat(43))).status).toBe(410);

    const late = (await t.call('POST', `${API}/oneauth/tokens`, { token: admin.token })).json.data.token;
    await t.db.update(capabilityLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(capabilityLinks.purpose, 'oneauth'));
    expect((await redeem(late)).status).toBe(410);

    const rec = await t.addMember(admin, 'oneauth-rec@example.com', 'recruiter');
    const recLink = (await t.call('POST', `${API}/oneauth/tokens`, { token: rec.token })).json.data.token;
    await t.db.update(memberships).set({ status: 'deactivated' }).where(eq(memberships.orgId, admin.orgId));
    expect((await redeem(recLink)).status).toBe(410);

    expect((await t.call('POST', `${API}/oneauth/tokens`)).status).toBe(401);
  });
});
