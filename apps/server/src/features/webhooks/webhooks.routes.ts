/** Administrators manage webhook endpoints, read their delivery log and redeliver by hand. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { webhookEndpointInputSchema, webhookEndpointPatchSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requireFeature, requirePermission } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { createEndpoint, editEndpoint, endpointRow, listDeliveries, listEndpoints, redeliver, removeEndpoint, rotateSecret, toEndpoint } from './webhooks.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId };
}

const deliveriesQuery = z.object({ before: z.string().max(40).optional() });

export function webhooksRoutes(ctx: AppContext) {
  const { db } = ctx;
  const manage = requirePermission('integrations:manage');
  const feature = requireFeature(db, 'api_access');
  return new Hono<HonoEnv>()
    .get('/webhooks', manage, async (c) => ok(c, await listEndpoints(db, { orgId: actor(c).orgId })))
    .post('/webhooks', manage, feature, async (c) => {
      const input = await parseBody(c, webhookEndpointInputSchema);
      return ok(c, await createEndpoint(ctx, actor(c), input), 201);
    })
    .get('/webhooks/:id', manage, async (c) => ok(c, toEndpoint(await endpointRow(db, { orgId: actor(c).orgId, id: c.req.param('id') }))))
    .patch('/webhooks/:id', manage, feature, async (c) => {
      const patch = await parseBody(c, webhookEndpointPatchSchema);
      return ok(c, await editEndpoint(ctx, actor(c), c.req.param('id'), patch));
    })
    .delete('/webhooks/:id', manage, async (c) => {
      await removeEndpoint(db, actor(c), c.req.param('id'));
      return ok(c, { deleted: true });
    })
    .post('/webhooks/:id/rotate-secret', manage, feature, async (c) => ok(c, await rotateSecret(db, actor(c), c.req.param('id'))))
    .get('/webhooks/:id/deliveries', manage, async (c) => {
      const { before } = validate(deliveriesQuery, c.req.query());
      const page = await listDeliveries(db, { orgId: actor(c).orgId, endpointId: c.req.param('id'), before });
      return c.json({ data: page.data, meta: { next_before: page.next_before } });
    })
    .post('/webhooks/:id/deliveries/:deliveryId/redeliver', manage, feature, async (c) =>
      ok(c, await redeliver(ctx, actor(c), c.req.param('id'), c.req.param('deliveryId'))),
    );
}
