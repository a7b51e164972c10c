/**
 * A fake of the Microsoft identity platform (authorize, token) and Microsoft Graph's /me on loopback,
 * with Graph's error shapes. MICROSOFT_LOGIN_BASE and MICROSOFT_GRAPH_BASE both point at it; Graph mail
 * and calendar endpoints mount on the same server with `use`.
 */
import { startFakeOAuthServer } from './fake-oauth';

export const FAKE_MICROSOFT_CLIENT = { id: '00000000-fake-4000-8000-microsoft001', secret: 'fake-microsoft-secret' };

export async function startFakeMicrosoft() {
  const fake = await startFakeOAuthServer({
    clientId: FAKE_MICROSOFT_CLIENT.id,
    clientSecret: FAKE_MICROSOFT_CLIENT.secret,
    paths: { authorize: /^\/[^/]+\/oauth2\/v2\.0\/authorize$/, token: /^\/[^/]+\/oauth2\/v2\.0\/token$/, revoke: null },
    errors: {
      unauthorized: () => ({ error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired or is not yet valid.' } }),
      throttled: () => ({ error: { code: 'TooManyRequests', message: 'Too many requests.' } }),
    },
  });
  fake.use((req, user) =>
    req.method === 'GET' && req.url.pathname === '/v1.0/me' ? { status: 200, body: { id: user.sub, displayName: user.name, mail: user.email, userPrincipalName: user.email } } : null,
  );
  return fake;
}

export function fakeMicrosoftEnv(url: string): Record<string, string> {
  return { MICROSOFT_CLIENT_ID: FAKE_MICROSOFT_CLIENT.id, MICROSOFT_CLIENT_SECRET: FAKE_MICROSOFT_CLIENT.secret, MICROSOFT_LOGIN_BASE: url, MICROSOFT_GRAPH_BASE: url };
}
