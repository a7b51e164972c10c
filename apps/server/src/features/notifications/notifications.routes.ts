import { Hono } from 'hono';
import { z } from 'zod';
import { listQuerySchema, notificationsReadSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { listQuery, pageWindow } from '../../lib/list';
import { markRead, notificationsPage } from './notifications.service';

const listSchema = listQuerySchema(['created_at'], '-created_at');
const filterSchema = z.object({ unread: z.enum(['true', 'false']).optional() });

/** The signed-in user's own notifications in the current organization. */
export function notificationsRoutes(ctx: AppContext) {
  const app = new Hono<HonoEnv>();
  app.get('/notifications', async (c) => {
    const auth = c.get('auth');
    const p = listQuery(c, listSchema);
    const f = validate(filterSchema, c.req.query());
    const page = await notificationsPage(ctx.db, {
      orgId: orgOf(auth).orgId,
      userId: auth.userId,
      unreadOnly: f.unread === 'true',
      ...pageWindow(p),
    });
    return c.json({ data: page.data, meta: { total: page.total, page: p.page, page_size: p.page_size, unread: page.unread } });
  });
  app.post('/notifications/read', async (c) => {
    const auth = c.get('auth');
    const { ids } = await parseBody(c, notificationsReadSchema);
    return ok(c, { updated: await markRead(ctx.db, { orgId: orgOf(auth).orgId, userId: auth.userId, ids }) });
  });
  return app;
}
