import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';

const DEV_SERVER = 'http://localhost:5173';

let t: TestApp;
let dev: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
  dev = await createTestApp({ NODE_ENV: 'development' });
});
afterAll(async () => {
  await t.close();
  await dev.close();
});

describe('state-changing calls authenticated by the session cookie', () => {
  it('refuse the token exchange from another origin, or with nothing that proves the same origin', async () => {
    const cookie = await t.signUp('csrf@example.com');
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `${ORIGIN}.evil.example` },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of attempts) {
      const res = await t.app.request('/api/v1/recruiter/auth/token', {
        method: 'POST',
        headers: { cookie, 'content-type': 'text/plain', ...headers },
        body: '{"org_id":null}',
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('origin_not_allowed');
    }
    const sameOrigin = await t.app.request('/api/v1/recruiter/auth/token', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{"org_id":null}',
    });
    expect(sameOrigin.status).toBe(200);
    expect((await t.call('POST', '/api/v1/recruiter/auth/token', { cookie, body: { org_id: null } })).status).toBe(200);
  });

  it('refuse the Vite dev server origin outside development, for better-auth routes too', async () => {
    const cookie = await t.signUp('prod@example.com');
    const headers = { origin: DEV_SERVER };
    const update = await t.call('POST', '/api/auth/update-user', { cookie, headers, body: { name: 'Changed' } });
    expect(update.status).toBe(403);
    expect(update.json.error.code).toBe('origin_not_allowed');
    expect((await t.call('POST', '/api/v1/recruiter/auth/token', { cookie, headers, body: { org_id: null } })).status).toBe(403);
    expect((await t.call('POST', '/api/auth/sign-out', { cookie, headers, body: {} })).status).toBe(403);
    // The session is untouched: it still exchanges for a token from the app's own origin.
    expect((await t.call('POST', '/api/v1/recruiter/auth/token', { cookie, body: { org_id: null } })).status).toBe(200);

    const devCookie = await dev.signUp('dev@example.com');
    expect((await dev.call('POST', '/api/auth/update-user', { cookie: devCookie, headers, body: { name: 'Changed' } })).status).toBe(200);
  });

  it('accept the loopback aliases of a loopback PUBLIC_URL, and name the address to use when refusing', async () => {
    await t.signUp('loopback@example.com');
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const res = await t.call('POST', '/api/auth/sign-in/email', {
        headers: { origin },
        body: { email: 'loopback@example.com', password: 'correct-horse-9', turnstile_token: '' },
      });
      expect(res.status, origin).toBe(200);
    }
    const otherPort = await t.call('POST', '/api/auth/sign-in/email', {
      headers: { origin: 'http://127.0.0.1:3001' },
      body: { email: 'loopback@example.com', password: 'correct-horse-9', turnstile_token: '' },
    });
    expect(otherPort.status).toBe(403);
    expect(otherPort.json.error).toEqual({
      code: 'origin_not_allowed',
      message: `This address is not allowed to sign in. Open the app at ${ORIGIN}.`,
    });
  });
});

describe('deeply nested JSON on the identity routes', () => {
  it('answers 400 at 5,000 levels on sign-in, sign-up, password reset and change password', async () => {
    const cookie = await t.signUp('deep@example.com');
    const deep = `{"email":"deep@example.com","password":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/reset-password', '/api/auth/change-password']) {
      const res = await t.call('POST', path, { cookie, body: deep });
      expect(res.status, path).toBe(400);
      expect(res.json.error.code, path).toBe('bad_request');
    }
  });
});

describe('text the database cannot store on the identity routes', () => {
  it('answers 422 naming the field, before the address keys a rate limit', async () => {
    const cookie = await t.signUp('nul@example.com');
    const bodies: [string, Record<string, unknown>, string][] = [
      ['/api/auth/sign-in/email', { email: 'nul\u0000@example.com', password: 'whatever-password' }, 'email'],
      ['/api/auth/sign-up/email', { email: 'new@example.com', password: 'long-enough-password', name: 'Ann\ud800' }, 'name'],
      ['/api/auth/request-password-reset', { email: 'nul@example.com\u0000' }, 'email'],
      ['/api/auth/update-user', { name: 'Bob\u0000' }, 'name'],
    ];
    for (const [path, body, field] of bodies) {
      const res = await t.call('POST', path, { cookie, body });
      expect(res.status, path).toBe(422);
      expect(res.json.error.details[0].path, path).toBe(field);
    }
    const query = await t.call('GET', '/api/auth/verify-email?token=a%00b', {});
    expect(query.status).toBe(422);
  });
});

describe('where identity links return to', () => {
  it('accepts only paths on this site, so a mailed token never travels elsewhere', async () => {
    await t.signUp('links@example.com');
    const hostile = ['https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example', '/.//evil.example', '/./\\evil.example', '/%2f%2fevil.example', '/\t/evil.example', 'javascript:alert(1)', `${ORIGIN}.evil.example/`];
    for (const redirectTo of hostile) {
      const res = await t.call('POST', '/api/auth/request-password-reset', { body: { email: 'links@example.com', redirectTo } });
      expect(res.status, redirectTo).toBe(422);
      expect(res.json.error.details[0].path).toBe('redirectTo');
    }
    for (const callbackURL of ['//evil.example', 'https://evil.example/']) {
      const body = { email: 'links2@example.com', password: 'secret-pass', name: 'L', callbackURL, turnstile_token: '' };
      expect((await t.call('POST', '/api/auth/sign-up/email', { body })).status, callbackURL).toBe(422);
      expect((await t.call('POST', '/api/auth/send-verification-email', { body: { email: 'links@example.com', callbackURL } })).status).toBe(422);
    }
    expect((await t.call('GET', '/api/auth/verify-email?token=x&callbackURL=%2Fok&callbackURL=%2F%2Fevil.example')).status).toBe(422);
    expect(await t.lastMailTo('links2@example.com')).toBeNull();

    const ok = await t.call('POST', '/api/auth/request-password-reset', { body: { email: 'links@example.com', redirectTo: '/auth/set-password' } });
    expect(ok.status).toBe(200);
    const link = new URL(t.linkIn((await t.lastMailTo('links@example.com'))!.text));
    const hop = await t.app.request(link.pathname + link.search);
    expect(new URL(hop.headers.get('location')!, ORIGIN).origin).toBe(ORIGIN);
  });
});
