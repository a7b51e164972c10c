import { Hono, type Context } from 'hono';
import { listQuerySchema, triggerInputSchema, triggerPatchSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requireFeature, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { listQuery, listResponse, pageWindow } from '../../lib/list';
import { createTrigger, deleteTrigger, listTriggers, triggerRunsPage, updateTrigger } from './automations.service';

const runsQuerySchema = listQuerySchema(['created_at'], '-created_at');

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId };
}

/** Stage triggers of a job and their runs: the plan's `automation` flag gates all of it. */
export function automationsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const manage = requirePermission('automations:manage');
  return new Hono<HonoEnv>()
    .use('/jobs/:id/triggers', requireFeature(db, 'automation'))
    .use('/jobs/:id/trigger-runs', requireFeature(db, 'automation'))
    .use('/triggers/*', requireFeature(db, 'automation'))
    .get('/jobs/:id/triggers', async (c) => ok(c, await listTriggers(db, { orgId: actor(c).orgId, jobId: c.req.param('id') })))
    .post('/jobs/:id/triggers', manage, async (c) => {
      const input = await parseBody(c, triggerInputSchema);
      return ok(c, await createTrigger(db, actor(c), c.req.param('id'), input), 201);
    })
    .patch('/triggers/:id', manage, async (c) => {
      const patch = await parseBody(c, triggerPatchSchema);
      return ok(c, await updateTrigger(db, actor(c), c.req.param('id'), patch));
    })
    .delete('/triggers/:id', manage, async (c) => {
      await deleteTrigger(db, actor(c), c.req.param('id'));
      return ok(c, { id: c.req.param('id') });
    })
    .get('/jobs/:id/trigger-runs', async (c) => {
      const query = listQuery(c, runsQuerySchema);
      const { data, total } = await triggerRunsPage(db, { orgId: actor(c).orgId, jobId: c.req.param('id'), ...pageWindow(query) });
      return listResponse(c, data, total, query);
    });
}
