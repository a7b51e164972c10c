import { Hono } from 'hono';
import { activityListQuerySchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf } from '../../lib/guards';
import type { HonoEnv } from '../../lib/http';
import { listQuery, listResponse, pageWindow, sortOf } from '../../lib/list';
import { activityPage } from './activity.service';

export function activityRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Hono<HonoEnv>().get('/activity', async (c) => {
    const { orgId, role } = orgOf(c.get('auth'));
    const { page, page_size, sort, ...query } = listQuery(c, activityListQuerySchema);
    // Every member reaches this route; what each role may read of the log is decided in activity-access.ts.
    const p = { page, page_size, sort };
    const { data, total } = await activityPage(db, { orgId, role, query, newestFirst: sortOf(sort).desc, ...pageWindow(p) });
    return listResponse(c, data, total, p);
  });
}
