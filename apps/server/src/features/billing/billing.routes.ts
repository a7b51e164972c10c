/** Billing for administrators: the plan, usage and invoices, plan and seat changes, cancelling, the provider's portal. */
import { Hono, type MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import { cancelSchema, planChangeSchema, PAST_DUE_GRACE_DAYS } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { isReadOnly } from '../subscriptions/subscriptions.service';
import { billingOverview, changePlan, portalUrl, setCancelAtPeriodEnd } from './billing.service';

/** Plan, seat, cancel and portal requests per organization per minute. */
export const BILLING_CHANGES_PER_MINUTE = 10;

export function billingRoutes(ctx: AppContext) {
  const read = requirePermission('billing:read');
  const manage = requirePermission('billing:manage');
  const org = (c: { get: (k: 'auth') => HonoEnv['Variables']['auth'] }) => orgOf(c.get('auth')).orgId;
  // Every change reaches the payment provider; an organization makes a few a minute at most.
  const limited: MiddlewareHandler<HonoEnv> = async (c, next) => {
    await enforceRateLimit(c, ctx.db, `billing:${org(c)}`, BILLING_CHANGES_PER_MINUTE, 60, 'Too many billing changes this minute. Please wait a moment and try again.');
    return next();
  };
  return new Hono<HonoEnv>()
    .get('/billing', read, async (c) => ok(c, await billingOverview(ctx, org(c))))
    .post('/billing/plan', manage, limited, async (c) => {
      const input = await parseBody(c, planChangeSchema);
      return ok(c, await changePlan(ctx, org(c), input));
    })
    .post('/billing/cancel', manage, limited, async (c) => {
      const input = await parseBody(c, cancelSchema);
      return ok(c, await setCancelAtPeriodEnd(ctx, org(c), input.cancel_at_period_end));
    })
    .post('/billing/portal', manage, limited, async (c) => ok(c, await portalUrl(ctx, org(c))));
}

/** Paths a read-only organization still reaches: paying (billing), signing in, and the user's own account and organizations. */
const STILL_OPEN = /^\/api\/v1\/recruiter\/(billing|auth|user|org|invitations)(\/|$)/;

/**
 * Past due beyond the grace period: every change to the organization's data is refused (403) until
 * the invoice is paid. Reading keeps working, and nothing is deleted.
 */
export function readOnlyWhenPastDue(db: Db): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const method = c.req.method;
    const orgId = c.get('auth')?.orgId;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !orgId || STILL_OPEN.test(c.req.path)) return next();
    const [sub] = await db.select({ status: subscriptions.status, pastDueSince: subscriptions.pastDueSince }).from(subscriptions).where(eq(subscriptions.orgId, orgId)).limit(1);
    if (isReadOnly(sub)) {
      throw new AppError('forbidden', `Payment is more than ${PAST_DUE_GRACE_DAYS} days overdue, so this organization is read-only. An administrator can pay the invoice in Billing; no data has been deleted.`, { reason: 'read_only' });
    }
    return next();
  };
}
