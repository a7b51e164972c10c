/**
 * Connected accounts. Every member manages their own (mailbox, calendar, video); the organization's
 * (the job portal) need `integrations:manage`, checked per provider in the service because one route
 * serves both kinds.
 */
import { oauthCallbackSchema } from '@hirebase/shared';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { orgOf } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { completeOAuth, connect, disconnect, listIntegrations, syncNow, type Member } from './integrations.service';

export function memberOf(c: Context<HonoEnv>): Member {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, role, userId: auth.userId };
}

export function integrationsRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .get('/integrations', async (c) => ok(c, await listIntegrations(ctx, memberOf(c))))
    .post('/integrations/:provider/connect', async (c) => ok(c, await connect(ctx, memberOf(c), c.req.param('provider'), await parseBody(c, z.unknown()))))
    .post('/integrations/:provider/callback', async (c) => {
      const input = await parseBody(c, oauthCallbackSchema);
      return ok(c, await completeOAuth(ctx, memberOf(c), c.req.param('provider'), input));
    })
    .post('/integrations/:provider/sync', async (c) => ok(c, await syncNow(ctx, memberOf(c), c.req.param('provider'))))
    .delete('/integrations/:provider', async (c) => {
      await disconnect(ctx, memberOf(c), c.req.param('provider'));
      return ok(c, { deleted: true });
    });
}
