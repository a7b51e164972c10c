import { Hono } from 'hono';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, type HonoEnv } from '../../lib/http';
import { loadSubscription } from './subscriptions.service';

export function subscriptionsRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().get('/subscriptions/info', requirePermission('plan:read'), async (c) => {
    const { orgId } = orgOf(c.get('auth'));
    return ok(c, await loadSubscription(ctx.db, orgId));
  });
}
