import { Hono, type Context } from 'hono';
import { jobInputSchema, jobListQuerySchema, jobPatchSchema, jobStagesInputSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { listQuery, listResponse } from '../../lib/list';
import { archiveJob, createJob, deleteJob, getJob, listJobs, restoreJob, setJobStages, updateJob } from './jobs.service';
import { cachedRead } from '../../lib/read-cache';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, actorId: auth.userId, role };
}

export function jobsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const write = requirePermission('jobs:write');
  const remove = requirePermission('jobs:delete');
  return new Hono<HonoEnv>()
    .get('/jobs', cachedRead(ctx.reads), async (c) => {
      const query = listQuery(c, jobListQuerySchema);
      const { data, total } = await listJobs(db, actor(c), query);
      return listResponse(c, data, total, query);
    })
    .post('/jobs', write, async (c) => {
      const input = await parseBody(c, jobInputSchema);
      return ok(c, await createJob(db, actor(c), input), 201);
    })
    .get('/jobs/:id', async (c) => ok(c, await getJob(db, { ...actor(c), id: c.req.param('id') })))
    .patch('/jobs/:id', write, async (c) => {
      const input = await parseBody(c, jobPatchSchema);
      return ok(c, await updateJob(db, actor(c), c.req.param('id'), input));
    })
    .put('/jobs/:id/stages', write, async (c) => {
      const input = await parseBody(c, jobStagesInputSchema);
      return ok(c, await setJobStages(db, actor(c), c.req.param('id'), input));
    })
    .post('/jobs/:id/archive', remove, async (c) => ok(c, await archiveJob(db, actor(c), c.req.param('id'))))
    .post('/jobs/:id/restore', remove, async (c) => ok(c, await restoreJob(db, actor(c), c.req.param('id'))))
    .delete('/jobs/:id', remove, async (c) => {
      await deleteJob(db, actor(c), c.req.param('id'));
      return ok(c, { id: c.req.param('id') });
    });
}
