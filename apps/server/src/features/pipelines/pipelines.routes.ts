import { Hono, type Context } from 'hono';
import { pipelineInputSchema, rejectionReasonsInputSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import {
  createPipeline,
  deletePipeline,
  getPipeline,
  listPipelines,
  listRejectionReasons,
  setRejectionReasons,
  updatePipeline,
} from './pipelines.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId };
}

export function pipelinesRoutes(ctx: AppContext) {
  const { db } = ctx;
  const manage = requirePermission('pipelines:manage');
  return new Hono<HonoEnv>()
    .get('/pipelines', async (c) => ok(c, await listPipelines(db, actor(c))))
    .post('/pipelines', manage, async (c) => {
      const input = await parseBody(c, pipelineInputSchema);
      return ok(c, await createPipeline(db, actor(c), input), 201);
    })
    .get('/pipelines/:id', async (c) => ok(c, await getPipeline(db, { orgId: actor(c).orgId, id: c.req.param('id') })))
    .put('/pipelines/:id', manage, async (c) => {
      const input = await parseBody(c, pipelineInputSchema);
      return ok(c, await updatePipeline(db, actor(c), c.req.param('id'), input));
    })
    .delete('/pipelines/:id', manage, async (c) => {
      await deletePipeline(db, actor(c), c.req.param('id'));
      return ok(c, { id: c.req.param('id') });
    })
    .get('/rejection-reasons', async (c) => ok(c, await listRejectionReasons(db, actor(c))))
    .put('/rejection-reasons', manage, async (c) => {
      const { reasons } = await parseBody(c, rejectionReasonsInputSchema);
      return ok(c, await setRejectionReasons(db, actor(c), reasons));
    });
}
