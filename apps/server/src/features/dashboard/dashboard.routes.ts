import { Hono } from 'hono';
import { dashboardQuerySchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf } from '../../lib/guards';
import { validate, type HonoEnv } from '../../lib/http';
import { jsonDataResponse } from '../../lib/json-sql';
import { dashboard } from './dashboard.service';
import { cachedRead } from '../../lib/read-cache';

export function dashboardRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Hono<HonoEnv>().get('/dashboard', cachedRead(ctx.reads), async (c) => {
    const auth = c.get('auth');
    const { days } = validate(dashboardQuerySchema, c.req.query());
    const json = await dashboard(db, { orgId: orgOf(auth).orgId, userId: auth.userId, days });
    return jsonDataResponse(c, json);
  });
}
