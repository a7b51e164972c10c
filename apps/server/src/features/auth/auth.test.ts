import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hirebase/shared';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signToken } from '../../lib/token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up and email verification', () => {
  it('sends a verification mail and refuses sign-in until the email is verified', async () => {
    const res = await t.call('POST', '/api/auth/sign-up/email', {
      body: { email: 'Nia@Example.com', password: 'secret-pass', name: 'Nia', turnstile_token: '' },
    });
    expect(res.status).toBe(200);
    const mail = await t.lastMailTo('nia@example.com');
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.text).toContain('/api/auth/verify-email?token=');

    const early = await t.call('POST', '/api/auth/sign-in/email', {
      body: { email: 'nia@example.com', password: 'secret-pass', turnstile_token: '' },
    });
    expect(early.status).toBe(403);

    const link = new URL(t.linkIn(mail!.text));
    const verified = await t.app.request(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(t.cookieFrom(verified.headers)).toContain('hirebase.session_token=');

    const signIn = await t.call('POST', '/api/auth/sign-in/email', {
      body: { email: 'nia@example.com', password: 'secret-pass', turnstile_token: '' },
    });
    expect(signIn.status).toBe(200);
  });

  it('enforces the password policy before the account is created', async () => {
    const res = await t.call('POST', '/api/auth/sign-up/email', {
      body: { email: 'short@example.com', password: 'abc', name: 'Short', turnstile_token: '' },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toMatch(/at least 6/);
    expect(await t.lastMailTo('short@example.com')).toBeNull();
  });

  it('rejects a wrong password with 401 and never reveals which part was wrong', async () => {
    await t.signUp('wrong@example.com');
    const bad = await t.call('POST', '/api/auth/sign-in/email', {
      body: { email: 'wrong@example.com', password: 'not-it-at-all', turnstile_token: '' },
    });
    const unknown = await t.call('POST', '/api/auth/sign-in/email', {
      body: { email: 'nobody@example.com', password: 'not-it-at-all', turnstile_token: '' },
    });
    expect(bad.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(bad.json.message).toBe(unknown.json.message);
  });

  it('creates a new session at every sign-in', async () => {
    await t.signUp('twice@example.com');
    const a = await t.signIn('twice@example.com');
    const b = await t.signIn('twice@example.com');
    expect(a).not.toBe(b);
  });
});

describe('token exchange (SPEC §7)', () => {
  it('needs a session cookie', async () => {
    const res = await t.call('POST', '/api/v1/recruiter/auth/token', { body: { org_id: null } });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });

  it('issues an org-less token before onboarding and an org token after', async () => {
    const cookie = await t.signUp('onboard@example.com');
    const first = await t.call('POST', '/api/v1/recruiter/auth/token', { cookie, body: { org_id: null } });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ org_id: null, is_subscription_active: false });

    const profile = await t.call('GET', '/api/v1/recruiter/user/profile', { token: first.json.data.token });
    expect(profile.json.data).toMatchObject({ email: 'onboard@example.com', default_org: null, profile_completed: false });
    const info = await t.call('GET', '/api/v1/recruiter/org/info', { token: first.json.data.token });
    expect(info.status).toBe(404);
    expect(info.json.error.message).toMatch(/not found/);

    const admin = await t.newAdmin('owner@example.com');
    const again = await t.call('POST', '/api/v1/recruiter/auth/token', { cookie: admin.cookie, body: { org_id: null } });
    expect(again.json.data).toMatchObject({ org_id: admin.orgId, is_subscription_active: true });
  });

  it('answers "not found" for an organization the user does not belong to', async () => {
    const a = await t.newAdmin('a-owner@example.com', 'Org A');
    const b = await t.newAdmin('b-owner@example.com', 'Org B');
    const res = await t.call('POST', '/api/v1/recruiter/auth/token', { cookie: a.cookie, body: { org_id: b.orgId } });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toContain('not found');
  });

  it('makes the chosen organization the default one', async () => {
    const admin = await t.newAdmin('multi@example.com', 'First Org');
    const second = await t.call('POST', '/api/v1/recruiter/org', {
      token: admin.token,
      body: { name: 'Second Org', slug: `second-${Date.now()}` },
    });
    await t.token(admin.cookie, admin.orgId);
    const res = await t.call('POST', '/api/v1/recruiter/auth/token', { cookie: admin.cookie, body: { org_id: null } });
    expect(res.json.data.org_id).toBe(admin.orgId);
    await t.token(admin.cookie, second.json.data.id);
    const after = await t.call('POST', '/api/v1/recruiter/auth/token', { cookie: admin.cookie, body: { org_id: null } });
    expect(after.json.data.org_id).toBe(second.json.data.id);
  });
});

describe('bearer tokens', () => {
  it('refuses missing, forged, expired and foreign-key tokens with 401', async () => {
    const admin = await t.newAdmin('bearer@example.com');
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString());
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret'));
    const expired = (await signToken(t.env.authSecret, { userId: claims.sub, sessionId: claims.sid, orgId: claims.org }, -60)).token;
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${admin.token.split('.')[1]}.`;
    for (const token of [forged, expired, none, 'garbage']) {
      const res = await t.call('GET', '/api/v1/recruiter/org/info', { token });
      expect(res.status).toBe(401);
    }
    expect((await t.call('GET', '/api/v1/recruiter/org/info')).status).toBe(401);
    expect((await t.call('GET', '/api/v1/recruiter/org/info', { token: admin.token })).status).toBe(200);
  });

  it('stops working once the session is signed out on the server', async () => {
    const admin = await t.newAdmin('signout@example.com');
    expect((await t.call('GET', '/api/v1/recruiter/user/profile', { token: admin.token })).status).toBe(200);
    const out = await t.call('POST', '/api/auth/sign-out', { cookie: admin.cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await t.call('GET', '/api/v1/recruiter/user/profile', { token: admin.token })).status).toBe(401);
    expect((await t.call('POST', '/api/v1/recruiter/auth/token', { cookie: admin.cookie, body: { org_id: null } })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the email exists, and the link sets a new password', async () => {
    await t.signUp('reset@example.com');
    const known = await t.call('POST', '/api/auth/request-password-reset', {
      body: { email: 'reset@example.com', redirectTo: '/auth/set-password' },
    });
    const unknown = await t.call('POST', '/api/auth/request-password-reset', {
      body: { email: 'ghost@example.com', redirectTo: '/auth/set-password' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(await t.lastMailTo('ghost@example.com')).toBeNull();

    const mail = await t.lastMailTo('reset@example.com');
    const link = new URL(t.linkIn(mail!.text));
    const hop = await t.app.request(link.pathname + link.search);
    expect(hop.status).toBe(302);
    const target = new URL(hop.headers.get('location')!, 'http://localhost:3000');
    expect(target.pathname).toBe('/auth/set-password');
    const token = target.searchParams.get('token')!;
    const set = await t.call('POST', '/api/auth/reset-password', { body: { newPassword: 'brand-new-pass', token } });
    expect(set.status).toBe(200);
    await expect(t.signIn('reset@example.com', 'brand-new-pass')).resolves.toContain('session_token');
  });
});

describe('Google sign-in', () => {
  it('answers "Provider not supported." when Google is not configured', async () => {
    const res = await t.call('POST', '/api/v1/recruiter/auth/google-oauth', { body: { id_token: 'x.y.z' } });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(MESSAGES.providerNotSupported);
  });
});
