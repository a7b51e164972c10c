/**
 * The single sign-on hand-off (/oneauth/connect → /oneauth/{token}): a signed-in member asks for a
 * one-time link (a capability link, decision 030: 60 seconds, single use, only its hash stored); the
 * browser or companion app that opens it gets an identity session of its own for that member, in that
 * organization. A second use, an expired or revoked link, or a member no longer active is refused alike.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, APIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema';
import { findLink, issueLink, useLink } from '../../lib/capability-links';
import type { AppContext } from '../../lib/context';
import { orgOf } from '../../lib/guards';
import { ok, type HonoEnv } from '../../lib/http';

export const ONEAUTH_PURPOSE = 'oneauth';
export const ONEAUTH_TTL_SECONDS = 60;

export async function issueOneAuthLink(db: Db, member: { orgId: string; userId: string }) {
  const { link, token } = await issueLink(db, { orgId: member.orgId, purpose: ONEAUTH_PURPOSE, subjectId: member.userId, ttlSeconds: ONEAUTH_TTL_SECONDS, singleUse: true, createdBy: member.userId });
  return { token, expires_at: link.expiresAt!.toISOString() };
}

/** Uses the link once and names who it signs in; null when it cannot be used. */
async function redeem(db: Db, token: string): Promise<{ userId: string; orgId: string } | null> {
  const found = await findLink(db, ONEAUTH_PURPOSE, token);
  if (!found || found.state !== 'valid') return null;
  const { link } = found;
  return db.transaction(async (tx) => {
    if (!(await useLink(tx, link.id))) return null;
    const [member] = await tx
      .select({ status: memberships.status })
      .from(memberships)
      .where(and(eq(memberships.orgId, link.orgId), eq(memberships.userId, link.subjectId)));
    return member?.status === 'active' ? { userId: link.subjectId, orgId: link.orgId } : null;
  });
}

/** POST /api/auth/oneauth/redeem {token}: sets the session cookie and answers the organization to open. */
export function oneAuthPlugin(db: Db): BetterAuthPlugin {
  return {
    id: 'oneauth',
    endpoints: {
      oneAuthRedeem: createAuthEndpoint('/oneauth/redeem', { method: 'POST', body: z.object({ token: z.string().max(100) }) }, async (ctx) => {
        const who = await redeem(db, ctx.body.token);
        if (!who) throw new APIError('GONE', { message: 'This sign-in link has expired or was already used. Ask for a new one.' });
        const user = await ctx.context.internalAdapter.findUserById(who.userId);
        if (!user) throw new APIError('GONE', { message: 'This sign-in link has expired or was already used. Ask for a new one.' });
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ org_id: who.orgId });
      }),
    },
  };
}

/** POST /recruiter/oneauth/tokens: a one-time sign-in link for the caller, in the organization of their token. */
export function oneAuthRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().post('/oneauth/tokens', async (c) => {
    const auth = c.get('auth');
    return ok(c, await issueOneAuthLink(ctx.db, { orgId: orgOf(auth).orgId, userId: auth.userId }), 201);
  });
}
