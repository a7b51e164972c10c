import { Hono } from 'hono';
import { activityListQuerySchema, can } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
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
    // One record's timeline is open to every role; the organization-wide log needs a manager.
    if (!query.entity_id && !can(role, 'activity_log:read')) throw new AppError('forbidden', 'Your role does not allow this');
    const p = { page, page_size, sort };
    const { data, total } = await activityPage(db, { orgId, query, newestFirst: sortOf(sort).desc, ...pageWindow(p) });
    return listResponse(c, data, total, p);
  });
}
