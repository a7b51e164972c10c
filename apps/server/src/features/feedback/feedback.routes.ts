/**
 * /canny/sso: the sign-in hand-off to the external feedback board. With FEEDBACK_BOARD_URL and
 * FEEDBACK_SSO_SECRET set, the signed-in user gets the board's address carrying a short-lived HS256 JWT
 * of who they are (id, email, name); without them the answer says feedback is not configured.
 */
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import type { AppContext } from '../../lib/context';
import { ok, type HonoEnv } from '../../lib/http';

/** The token only has to survive the redirect. */
const SSO_TOKEN_SECONDS = 300;

export type FeedbackSso = { configured: false } | { configured: true; url: string };

export async function feedbackSsoUrl(feedback: { boardUrl: string; secret: string }, user: { id: string; email: string; name: string }): Promise<string> {
  const token = await new SignJWT({ id: user.id, email: user.email, name: user.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${SSO_TOKEN_SECONDS}s`)
    .sign(new TextEncoder().encode(feedback.secret));
  const url = new URL(feedback.boardUrl);
  url.searchParams.set('ssoToken', token);
  return url.toString();
}

export function feedbackRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().get('/feedback/sso', async (c) => {
    const { feedback } = ctx.env;
    if (!feedback) return ok<FeedbackSso>(c, { configured: false });
    const auth = c.get('auth');
    return ok<FeedbackSso>(c, { configured: true, url: await feedbackSsoUrl(feedback, { id: auth.userId, email: auth.email, name: auth.name }) });
  });
}
