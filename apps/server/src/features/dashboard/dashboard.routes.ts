import { Hono } from 'hono';
import { dashboardQuerySchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf } from '../../lib/guards';
import { ok, validate, type HonoEnv } from '../../lib/http';
import { dashboard } from './dashboard.service';

export function dashboardRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Hono<HonoEnv>().get('/dashboard', async (c) => {
    const auth = c.get('auth');
    const { days } = validate(dashboardQuerySchema, c.req.query());
    return ok(c, await dashboard(db, { orgId: orgOf(auth).orgId, userId: auth.userId, days }));
  });
}
