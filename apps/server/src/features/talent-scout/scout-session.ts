/**
 * A partner's own kind of session. Partners are not users: they ask for a magic link by email (the
 * sign-in rate limits apply), open it once, and get a portal token. Both are capability links
 * (decision 030): the magic link single use with a short expiry, the session a 12-hour link whose
 * subject is the partner. A recruiter's bearer token never opens the portal, and a portal token
 * never passes the recruiter API's signature check.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { isFeatureOn, SCOUT_LINK_INVALID, SCOUT_MAGIC_LINK_MINUTES, SCOUT_SESSION_HOURS } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { organizations, scoutPartners } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findLink, issueLink, revokeLink, useLink } from '../../lib/capability-links';
import { addressKey, clientIp } from '../../lib/client-ip';
import type { AppContext } from '../../lib/context';
import type { Env } from '../../lib/env';
import { actionMail, queueMail } from '../../lib/mailer';
import { hitRateLimit } from '../../lib/rate-limit';
import { loadSubscription } from '../subscriptions/subscriptions.service';

export const SCOUT_MAGIC_PURPOSE = 'scout_magic_link';
export const SCOUT_SESSION_PURPOSE = 'scout_session';

export type ScoutState = { partnerId: string; orgId: string; linkId: string; name: string; email: string };
export type ScoutEnv = { Variables: { scout: ScoutState; requestId: string } };

export const portalLink = (env: Pick<Env, 'publicUrl'>, token: string) => `${env.publicUrl}/auth/talent-scout?token=${token}`;

function limited(retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', 'Too many attempts. Please wait a moment and try again.', { retry_after: retryAfterSeconds });
}

async function featureOn(db: Db, orgId: string) {
  return isFeatureOn(await loadSubscription(db, orgId), 'talent_scout');
}

/**
 * Sends a sign-in link to every organization where the address is a partner that is not deactivated
 * and whose plan has talent scout. The answer is the same whether or not any exists.
 */
export async function requestMagicLink(ctx: AppContext, c: Parameters<MiddlewareHandler>[0], email: string): Promise<void> {
  const { db, env } = ctx;
  const ip = addressKey(clientIp(c, env.trustProxy));
  const byIp = await hitRateLimit(db, `scout-ip:${ip}`, env.rateLimit.authPerIpPerMinute, 60);
  if (!byIp.allowed) {
    c.header('Retry-After', String(byIp.retryAfterSeconds));
    throw limited(byIp.retryAfterSeconds);
  }
  const byAccount = await hitRateLimit(db, `scout-mail:${email}`, env.rateLimit.authPerAccountPerHour, 3600);
  if (!byAccount.allowed) {
    c.header('Retry-After', String(byAccount.retryAfterSeconds));
    throw limited(byAccount.retryAfterSeconds);
  }
  const partners = await db
    .select({ id: scoutPartners.id, orgId: scoutPartners.orgId, name: scoutPartners.name, orgName: organizations.name })
    .from(scoutPartners)
    .innerJoin(organizations, eq(organizations.id, scoutPartners.orgId))
    .where(and(eq(scoutPartners.email, email), ne(scoutPartners.status, 'deactivated')));
  for (const p of partners) {
    if (!(await featureOn(db, p.orgId))) continue;
    const { token } = await issueLink(db, { orgId: p.orgId, purpose: SCOUT_MAGIC_PURPOSE, subjectId: p.id, ttlSeconds: SCOUT_MAGIC_LINK_MINUTES * 60, singleUse: true });
    const mail = actionMail({
      heading: `Sign in to ${p.orgName}'s partner portal`,
      body: `Hi ${p.name}, use this link to open the portal. It works once, for ${SCOUT_MAGIC_LINK_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
      action: 'Open the partner portal',
      url: portalLink(env, token),
    });
    await queueMail(ctx, { to: email, subject: `Your sign-in link for ${p.orgName}`, kind: 'scout_magic_link', orgId: p.orgId, ...mail });
  }
}

/** Opens a magic link once and starts a portal session; every failure answers the same. */
export async function verifyMagicLink(ctx: AppContext, c: Parameters<MiddlewareHandler>[0], token: string) {
  const { db, env } = ctx;
  const ip = addressKey(clientIp(c, env.trustProxy));
  const byIp = await hitRateLimit(db, `scout-ip:${ip}`, env.rateLimit.authPerIpPerMinute, 60);
  if (!byIp.allowed) {
    c.header('Retry-After', String(byIp.retryAfterSeconds));
    throw limited(byIp.retryAfterSeconds);
  }
  const invalid = () => new AppError('unauthorized', SCOUT_LINK_INVALID);
  const found = await findLink(db, SCOUT_MAGIC_PURPOSE, token);
  if (!found || found.state !== 'valid') throw invalid();
  const [partner] = await db.select().from(scoutPartners).where(and(eq(scoutPartners.id, found.link.subjectId), eq(scoutPartners.orgId, found.link.orgId)));
  if (!partner || partner.status === 'deactivated') throw invalid();
  if (!(await featureOn(db, partner.orgId))) throw new AppError('feature_disabled', 'This organization’s plan does not include talent scout', { feature: 'talent_scout' });
  return db.transaction(async (tx) => {
    if (!(await useLink(tx, found.link.id))) throw invalid();
    const session = await issueLink(tx, { orgId: partner.orgId, purpose: SCOUT_SESSION_PURPOSE, subjectId: partner.id, ttlSeconds: SCOUT_SESSION_HOURS * 3600 });
    await tx
      .update(scoutPartners)
      .set({ status: 'active', lastActivityAt: new Date(), updatedAt: new Date() })
      .where(eq(scoutPartners.id, partner.id));
    return { token: session.token, expires_at: session.link.expiresAt!.toISOString() };
  });
}

/**
 * The portal's guard: a live session link, a partner still active, and a plan with talent scout.
 * Anything else is 401 (no session) or 403 (the plan), before any route reads a thing.
 */
export function requireScout(ctx: AppContext): MiddlewareHandler<ScoutEnv> {
  const { db } = ctx;
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match) throw new AppError('unauthorized', 'Missing bearer token');
    const found = await findLink(db, SCOUT_SESSION_PURPOSE, match[1]!);
    if (!found || found.state !== 'valid') throw new AppError('unauthorized', 'Session has ended');
    const [partner] = await db.select().from(scoutPartners).where(and(eq(scoutPartners.id, found.link.subjectId), eq(scoutPartners.orgId, found.link.orgId)));
    if (!partner || partner.status === 'deactivated') throw new AppError('unauthorized', 'Session has ended');
    if (!(await featureOn(db, partner.orgId))) throw new AppError('feature_disabled', 'This organization’s plan does not include talent scout', { feature: 'talent_scout' });
    c.set('scout', { partnerId: partner.id, orgId: partner.orgId, linkId: found.link.id, name: partner.name, email: partner.email });
    await next();
  };
}

export async function endScoutSession(db: Db, scout: ScoutState) {
  await revokeLink(db, scout.orgId, scout.linkId);
}
