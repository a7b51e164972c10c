/**
 * A fake of Google's OAuth endpoints (authorize, token, revoke, userinfo) on loopback, with Google's
 * error shapes. GOOGLE_OAUTH_BASE and GOOGLE_API_BASE both point at it. Other Google APIs mount on the
 * same server with `use` (the Gmail fake below, the Calendar fake in its own file).
 */
import { startFakeOAuthServer } from './fake-oauth';

export const FAKE_GOOGLE_CLIENT = { id: 'fake-google-client.apps.googleusercontent.com', secret: 'fake-google-secret' };

export async function startFakeGoogle() {
  const fake = await startFakeOAuthServer({
    clientId: FAKE_GOOGLE_CLIENT.id,
    clientSecret: FAKE_GOOGLE_CLIENT.secret,
    paths: { authorize: /^\/o\/oauth2\/v2\/auth$/, token: /^\/token$/, revoke: /^\/revoke$/ },
    errors: {
      unauthorized: () => ({ error: { code: 401, message: 'Request had invalid authentication credentials. Expected OAuth 2 access token.', status: 'UNAUTHENTICATED' } }),
      throttled: () => ({ error: { code: 429, message: 'Rate Limit Exceeded', status: 'RESOURCE_EXHAUSTED', errors: [{ reason: 'rateLimitExceeded', domain: 'usageLimits' }] } }),
    },
  });
  fake.use((req, user) => (req.method === 'GET' && req.url.pathname === '/oauth2/v3/userinfo' ? { status: 200, body: { sub: user.sub, email: user.email, email_verified: true, name: user.name } } : null));
  return fake;
}

/** The environment that points the app at the fake. */
export function fakeGoogleEnv(url: string): Record<string, string> {
  return { GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id, GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret, GOOGLE_OAUTH_BASE: url, GOOGLE_API_BASE: url };
}
