import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationState } from '@hirebase/shared';
import { integrationAccounts } from '../../db/schema';
import { assertPublicHost, RefusedAddress } from '../../lib/private-address';
import { fakeGoogleEnv, startFakeGoogle } from '../../test/fake-google';
import { fakeMicrosoftEnv, startFakeMicrosoft } from '../../test/fake-microsoft';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accountById } from './accounts';
import { oauthFetch, ReconnectNeeded } from './oauth';

const API = '/api/v1/recruiter';

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let microsoft: Awaited<ReturnType<typeof startFakeMicrosoft>>;
let admin: { token: string; orgId: string };
let member: { token: string };

beforeAll(async () => {
  google = await startFakeGoogle();
  microsoft = await startFakeMicrosoft();
  t = await createTestApp({ ...fakeGoogleEnv(google.url), ...fakeMicrosoftEnv(microsoft.url) });
  admin = await t.newAdmin('apps-admin@example.com', 'Apps Org');
  member = await t.addMember(admin, 'apps-member@example.com', 'recruiter');
});
afterAll(async () => {
  await t.close();
  await google.close();
  await microsoft.close();
});

const state = async (token: string, provider: string): Promise<IntegrationState> => {
  const res = await t.call('GET', `${API}/integrations`, { token });
  expect(res.status).toBe(200);
  return res.json.data.find((p: IntegrationState) => p.provider === provider);
};

/** Connects through the fake: the authorization address, the provider's redirect, the callback post. */
async function connectGoogle(token: string, email: string) {
  const start = await t.call('POST', `${API}/integrations/google_mail/connect`, { token });
  expect(start.status).toBe(200);
  google.signInAs(email);
  const back = await google.approve(start.json.data.authorization_url);
  return { back, res: await t.call('POST', `${API}/integrations/google_mail/callback`, { token, body: { code: back.code, state: back.state } }) };
}

describe('integrations', () => {
  it('lists every provider with its state; OAuth apps without a client id show as not configured', async () => {
    const res = await t.call('GET', `${API}/integrations`, { token: member.token });
    const byId = new Map<string, IntegrationState>(res.json.data.map((p: IntegrationState) => [p.provider, p]));
    expect(byId.get('google_mail')).toMatchObject({ configured: true, connect: 'oauth', account: null, can_manage: true, plan_flag: 'gmail', plan_allows: true });
    expect(byId.get('zoom')).toMatchObject({ configured: false });
    expect(byId.get('naukri')).toMatchObject({ scope: 'org', can_manage: false });
    expect(JSON.stringify(res.json.data)).not.toContain('secret');
  });

  it('connects Google with PKCE and a state bound to the user, and keeps the tokens sealed', async () => {
    const start = await t.call('POST', `${API}/integrations/google_mail/connect`, { token: admin.token });
    const url = new URL(start.json.data.authorization_url);
    expect(url.origin).toBe(google.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/callback/google-oauth');
    expect(url.searchParams.get('state')).toMatch(/^google_mail\./);

    const { back, res } = await connectGoogle(admin.token, 'Recruiter.A@Gmail.test');
    expect(res.status).toBe(200);
    expect(res.json.data.account).toMatchObject({ status: 'connected', label: 'recruiter.a@gmail.test' });
    const [row] = await t.db.select().from(integrationAccounts).where(eq(integrationAccounts.id, res.json.data.account.id));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain('at-');
    expect(JSON.stringify(res.json)).not.toContain(row!.secret);

    // The state is single use.
    const again = await t.call('POST', `${API}/integrations/google_mail/callback`, { token: admin.token, body: { code: back.code, state: back.state } });
    expect(again.status).toBe(400);
  });

  it('refuses a state issued to another user, another provider or altered', async () => {
    const start = await t.call('POST', `${API}/integrations/google_mail/connect`, { token: admin.token });
    google.signInAs('someone@gmail.test');
    const back = await google.approve(start.json.data.authorization_url);
    const otherUser = await t.call('POST', `${API}/integrations/google_mail/callback`, { token: member.token, body: { code: back.code, state: back.state } });
    expect(otherUser.status).toBe(400);
    const otherProvider = await t.call('POST', `${API}/integrations/microsoft_mail/callback`, { token: admin.token, body: { code: back.code, state: back.state.replace('google_mail', 'microsoft_mail') } });
    expect(otherProvider.status).toBe(400);
    const altered = await t.call('POST', `${API}/integrations/google_mail/callback`, { token: admin.token, body: { code: back.code, state: `${back.state.slice(0, -2)}xx` } });
    expect(altered.status).toBe(400);
    expect((await state(member.token, 'google_mail')).account).toBeNull();
  });

  it('refreshes an expired token, and marks the account for reconnecting when access is revoked', async () => {
    const { res } = await connectGoogle(member.token, 'member@gmail.test');
    const id = res.json.data.account.id;
    google.expireAccessTokens();
    const account = (await accountById(t.db, admin.orgId, id))!;
    const me = await oauthFetch(t.ctx, 'google', account, `${google.url}/oauth2/v3/userinfo`);
    expect(((await me.json()) as { email: string }).email).toBe('member@gmail.test');

    google.revokeGrants('member@gmail.test');
    await expect(oauthFetch(t.ctx, 'google', account, `${google.url}/oauth2/v3/userinfo`)).rejects.toBeInstanceOf(ReconnectNeeded);
    const after = await state(member.token, 'google_mail');
    expect(after.account).toMatchObject({ status: 'error' });
    expect(after.account!.error).toMatch(/revoked|expired/i);

    // Reconnecting clears the error.
    expect((await connectGoogle(member.token, 'member@gmail.test')).res.json.data.account).toMatchObject({ status: 'connected', error: null });
  });

  it('connects Microsoft, and disconnecting deletes the account (revoking where the provider can)', async () => {
    const start = await t.call('POST', `${API}/integrations/microsoft_mail/connect`, { token: member.token });
    expect(new URL(start.json.data.authorization_url).pathname).toBe('/common/oauth2/v2.0/authorize');
    microsoft.signInAs('member@contoso.test');
    const back = await microsoft.approve(start.json.data.authorization_url);
    expect(back.redirect.pathname).toBe('/callback/microsoft-oauth');
    const done = await t.call('POST', `${API}/integrations/microsoft_mail/callback`, { token: member.token, body: { code: back.code, state: back.state } });
    expect(done.json.data.account.label).toBe('member@contoso.test');
    expect((await t.call('DELETE', `${API}/integrations/microsoft_mail`, { token: member.token })).status).toBe(200);
    expect((await state(member.token, 'microsoft_mail')).account).toBeNull();

    expect((await t.call('DELETE', `${API}/integrations/google_mail`, { token: admin.token })).status).toBe(200);
    expect(google.grantsOf('recruiter.a@gmail.test').every((g) => g.revoked)).toBe(true);
    expect((await t.call('DELETE', `${API}/integrations/google_mail`, { token: admin.token })).status).toBe(404);
  });

  it('keeps the organization’s integrations to administrators, and unknown or unconfigured providers out', async () => {
    expect((await t.call('POST', `${API}/integrations/naukri/connect`, { token: member.token, body: {} })).status).toBe(403);
    expect((await t.call('DELETE', `${API}/integrations/naukri`, { token: member.token })).status).toBe(403);
    expect((await t.call('POST', `${API}/integrations/nope/connect`, { token: admin.token, body: {} })).status).toBe(404);
    expect((await t.call('POST', `${API}/integrations/zoom/connect`, { token: admin.token })).status).toBe(409);
  });
});

describe('private hosts', () => {
  it('are refused unless allowed', async () => {
    for (const host of ['127.0.0.1', 'localhost', '10.1.2.3', '169.254.169.254', '[::1]', '192.168.1.20', 'mail.localhost']) {
      await expect(assertPublicHost(host, false), host).rejects.toBeInstanceOf(RefusedAddress);
      await expect(assertPublicHost(host, true)).resolves.toBeUndefined();
    }
    await expect(assertPublicHost('93.184.215.14', false)).resolves.toBeUndefined();
  });
});
