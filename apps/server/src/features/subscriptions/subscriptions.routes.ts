import { Hono } from 'hono';
import type { AppContext } from '../../lib/context';
import { orgOf } from '../../lib/guards';
import { ok, type HonoEnv } from '../../lib/http';
import { loadSubscription } from './subscriptions.service';

export function subscriptionsRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().get('/subscriptions/info', async (c) => {
    const { orgId } = orgOf(c.get('auth'));
    return ok(c, await loadSubscription(ctx.db, orgId));
  });
}
