import { Hono, type Context } from 'hono';
import { addApplicationSchema, applicationListQuerySchema, applicationPatchSchema, bulkApplicationsSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { jsonListResponse } from '../../lib/json-sql';
import { listQuery } from '../../lib/list';
import { addApplication, bulkApplications, getApplication, listApplications, removeApplication, updateApplication } from './applications.service';
import { cachedRead } from '../../lib/read-cache';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, actorId: auth.userId, role };
}

export function applicationsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const write = requirePermission('candidates:write');
  return new Hono<HonoEnv>()
    .get('/jobs/:id/applications', cachedRead(ctx.reads), async (c) => {
      const query = listQuery(c, applicationListQuerySchema);
      const { json, total } = await listApplications(db, { orgId: actor(c).orgId, jobId: c.req.param('id') }, query);
      return jsonListResponse(c, json, total, query);
    })
    .post('/jobs/:id/applications', write, async (c) => {
      const input = await parseBody(c, addApplicationSchema);
      return ok(c, await addApplication(ctx, actor(c), c.req.param('id'), input), 201);
    })
    .post('/applications/bulk', write, async (c) => {
      const input = await parseBody(c, bulkApplicationsSchema);
      return ok(c, await bulkApplications(ctx, actor(c), input));
    })
    .get('/applications/:id', async (c) => ok(c, await getApplication(db, { ...actor(c), id: c.req.param('id') })))
    .patch('/applications/:id', write, async (c) => {
      const patch = await parseBody(c, applicationPatchSchema);
      return ok(c, await updateApplication(ctx, actor(c), c.req.param('id'), patch));
    })
    .delete('/applications/:id', write, async (c) => {
      await removeApplication(db, actor(c), c.req.param('id'));
      return ok(c, { id: c.req.param('id') });
    });
}
