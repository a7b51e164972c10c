import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { googleOauthRequestSchema, MESSAGES, tokenRequestSchema } from '@hirebase/shared';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { parseBody, type HonoEnv } from '../../lib/http';
import { exchangeToken } from './auth.service';

/** SPEC §7 session → token calls. These take the session cookie, not a bearer token. */
export function authRoutes(ctx: AppContext, auth: Auth) {
  const { db, env } = ctx;
  return new Hono<HonoEnv>()
    .post('/auth/token', async (c) => {
      const { org_id } = await parseBody(c, tokenRequestSchema);
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) throw new AppError('unauthorized', 'Not signed in');
      const data = await exchangeToken(db, env.authSecret, {
        userId: session.user.id,
        sessionId: session.session.id,
        orgId: org_id ?? null,
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ data });
    })
    .post('/auth/google-oauth', async (c) => {
      const { id_token } = await parseBody(c, googleOauthRequestSchema);
      if (!env.googleClientId || !env.googleClientSecret) {
        throw new AppError('bad_request', MESSAGES.providerNotSupported);
      }
      let result;
      try {
        result = await auth.api.signInSocial({
          body: { provider: 'google', idToken: { token: id_token } },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
      } catch {
        throw new AppError('unauthorized', MESSAGES.authenticationFailed);
      }
      const sessionToken = (result.response as { token?: string }).token;
      const [session] = sessionToken
        ? await db.select().from(sessions).where(eq(sessions.token, sessionToken)).limit(1)
        : [];
      if (!session) throw new AppError('unauthorized', MESSAGES.authenticationFailed);
      const setCookie = result.headers.get('set-cookie');
      if (setCookie) c.header('Set-Cookie', setCookie);
      const data = await exchangeToken(db, env.authSecret, { userId: session.userId, sessionId: session.id, orgId: null });
      const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
      c.header('Cache-Control', 'no-store');
      return c.json({ data, profile_completed: user?.profileCompleted ?? false });
    });
}
