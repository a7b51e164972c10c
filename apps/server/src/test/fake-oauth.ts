/**
 * The OAuth 2.0 side shared by the fakes of Google and Microsoft (fake-google.ts, fake-microsoft.ts):
 * an authorize page that approves at once as the signed-in test user, a token endpoint that checks the
 * client, the redirect address and the PKCE verifier, refresh tokens that can be revoked, access tokens
 * that can be expired, and a switch that answers the next API calls with 429 and Retry-After. Each fake
 * mounts its provider's paths on a loopback HTTP server and routes the rest to its API handlers.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

export type FakeUser = { email: string; name: string; sub: string };
type Grant = { email: string; scope: string; revoked: boolean };
type Code = { email: string; clientId: string; redirectUri: string; challenge: string; scope: string };

export type FakeRequest = { method: string; url: URL; headers: IncomingMessage['headers']; body: string; json: () => any; form: () => URLSearchParams };
export type FakeResponse = { status: number; body?: unknown; headers?: Record<string, string> };
/** An API route: answers, or returns null to let the next one try. `user` is the bearer token's owner. */
export type FakeHandler = (req: FakeRequest, user: FakeUser) => FakeResponse | null | Promise<FakeResponse | null>;

export type FakeOAuthPaths = { authorize: RegExp; token: RegExp; revoke: RegExp | null };
export type FakeErrorShapes = { unauthorized: () => unknown; throttled: () => unknown };

export type FakeOAuthOptions = { clientId: string; clientSecret: string; paths: FakeOAuthPaths; errors: FakeErrorShapes; tokenSeconds?: number };

const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

export async function startFakeOAuthServer(options: FakeOAuthOptions) {
  const users = new Map<string, FakeUser>();
  const codes = new Map<string, Code>();
  const grants = new Map<string, Grant>(); // refresh token → grant
  const access = new Map<string, { refresh: string; expiresAt: number }>();
  const handlers: FakeHandler[] = [];
  const requests: { method: string; path: string; user: string | null }[] = [];
  let signedIn: string | null = null;
  let throttle = { count: 0, retryAfter: 1 };

  function userOf(email: string): FakeUser {
    const key = email.toLowerCase();
    let user = users.get(key);
    if (!user) {
      user = { email: key, name: key.split('@')[0]!, sub: String(100000 + users.size) };
      users.set(key, user);
    }
    return user;
  }

  function issue(refresh: string): { access_token: string; expires_in: number; refresh_token: string; scope: string; token_type: 'Bearer' } {
    const at = token('at-');
    const seconds = options.tokenSeconds ?? 3600;
    access.set(at, { refresh, expiresAt: Date.now() + seconds * 1000 });
    return { access_token: at, expires_in: seconds, refresh_token: refresh, scope: grants.get(refresh)!.scope, token_type: 'Bearer' };
  }

  function bearerUser(req: FakeRequest): FakeUser | null {
    const at = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const entry = at ? access.get(at) : undefined;
    if (!entry || entry.expiresAt <= Date.now()) return null;
    const grant = grants.get(entry.refresh);
    return grant && !grant.revoked ? userOf(grant.email) : null;
  }

  const json = (status: number, body: unknown, headers: Record<string, string> = {}): FakeResponse => ({ status, body, headers });
  const oauthError = (error: string, description: string) => json(400, { error, error_description: description });

  async function route(req: FakeRequest): Promise<FakeResponse> {
    const path = req.url.pathname;
    if (req.method === 'GET' && options.paths.authorize.test(path)) {
      const q = req.url.searchParams;
      if (q.get('client_id') !== options.clientId) return json(400, { error: 'invalid_client' });
      if (!signedIn) return json(401, { error: 'no test user signed in: call signInAs() first' });
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return oauthError('invalid_request', 'PKCE S256 is required');
      const code = token('code-');
      codes.set(code, { email: signedIn, clientId: q.get('client_id')!, redirectUri: q.get('redirect_uri') ?? '', challenge: q.get('code_challenge')!, scope: q.get('scope') ?? '' });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    }
    if (req.method === 'POST' && options.paths.token.test(path)) {
      const form = req.form();
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [form.get('client_id'), form.get('client_secret')];
      if (id !== options.clientId || secret !== options.clientSecret) return json(401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!code || code.redirectUri !== form.get('redirect_uri')) return oauthError('invalid_grant', 'Bad Request');
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) return oauthError('invalid_grant', 'Invalid code verifier.');
        const refresh = token('rt-');
        grants.set(refresh, { email: code.email, scope: code.scope, revoked: false });
        return json(200, issue(refresh));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        const grant = grants.get(refresh);
        if (!grant || grant.revoked) return oauthError('invalid_grant', 'Token has been expired or revoked.');
        return json(200, issue(refresh));
      }
      return oauthError('unsupported_grant_type', 'Invalid grant_type');
    }
    if (req.method === 'POST' && options.paths.revoke?.test(path)) {
      const t = req.form().get('token') ?? req.url.searchParams.get('token') ?? '';
      const refresh = grants.has(t) ? t : access.get(t)?.refresh;
      if (!refresh) return oauthError('invalid_token', 'Token expired or revoked');
      grants.get(refresh)!.revoked = true;
      return json(200, {});
    }
    const user = bearerUser(req);
    requests.push({ method: req.method, path, user: user?.email ?? null });
    if (!user) return json(401, options.errors.unauthorized(), { 'www-authenticate': 'Bearer error="invalid_token"' });
    if (throttle.count > 0) {
      throttle.count--;
      return json(429, options.errors.throttled(), { 'retry-after': String(throttle.retryAfter) });
    }
    for (const handler of handlers) {
      const res = await handler(req, user);
      if (res) return res;
    }
    return json(404, { error: { code: 404, message: `No fake for ${req.method} ${path}` } });
  }

  const server = createServer((incoming: IncomingMessage, out: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const req: FakeRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://fake'),
        headers: incoming.headers,
        body,
        json: () => (body ? JSON.parse(body) : {}),
        form: () => new URLSearchParams(body),
      };
      route(req).then(
        (res) => {
          const isText = typeof res.body === 'string';
          out.writeHead(res.status, { 'content-type': isText ? 'text/plain' : 'application/json', ...res.headers });
          out.end(res.body === undefined ? '' : isText ? (res.body as string) : JSON.stringify(res.body));
        },
        (err: Error) => {
          out.writeHead(500, { 'content-type': 'application/json' });
          out.end(JSON.stringify({ error: { code: 500, message: err.message } }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    user: userOf,
    /** The account the authorize page approves as. */
    signInAs(email: string) {
      signedIn = userOf(email).email;
    },
    /** Adds API routes (the provider's mail or calendar endpoints). */
    use(handler: FakeHandler) {
      handlers.push(handler);
    },
    /** Every access token issued so far stops working (the app must refresh). */
    expireAccessTokens() {
      for (const entry of access.values()) entry.expiresAt = 0;
    },
    /** The user withdraws the app's access: refreshes fail with invalid_grant. */
    revokeGrants(email: string) {
      for (const grant of grants.values()) if (grant.email === email.toLowerCase()) grant.revoked = true;
      for (const entry of access.values()) if (grants.get(entry.refresh)?.email === email.toLowerCase()) entry.expiresAt = 0;
    },
    grantsOf: (email: string) => [...grants.values()].filter((g) => g.email === email.toLowerCase()),
    /** The next `count` API calls answer 429 with Retry-After. */
    throttleNext(count: number, retryAfterSeconds = 1) {
      throttle = { count, retryAfter: retryAfterSeconds };
    },
    /** Follows the authorize address as a browser would and returns the code and state it redirects with. */
    async approve(authorizationUrl: string): Promise<{ code: string; state: string; redirect: URL }> {
      const res = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
      const redirect = new URL(location);
      return { code: redirect.searchParams.get('code')!, state: redirect.searchParams.get('state')!, redirect };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeOAuthServer = Awaited<ReturnType<typeof startFakeOAuthServer>>;

/**
 * Connects a provider through the fake as a person does: asks the API for the authorization address,
 * approves it at the fake signed in as `email`, and posts the code and state back. Answers the callback's response.
 */
export async function connectThroughFake(t: Pick<TestApp, 'call'>, fake: FakeOAuthServer, token: string, provider: string, email: string) {
  const start = await t.call('POST', `/api/v1/recruiter/integrations/${provider}/connect`, { token });
  if (start.status !== 200) throw new Error(`connect ${provider}: ${start.status} ${JSON.stringify(start.json)}`);
  fake.signInAs(email);
  const back = await fake.approve(start.json.data.authorization_url);
  return t.call('POST', `/api/v1/recruiter/integrations/${provider}/callback`, { token, body: { code: back.code, state: back.state } });
}
