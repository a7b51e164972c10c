/** Administrators manage the organization's API keys (plan flag `api_access`). */
import { Hono, type Context } from 'hono';
import { apiKeyInputSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requireFeature, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId };
}

export function apiKeysRoutes(ctx: AppContext) {
  const { db } = ctx;
  const manage = requirePermission('integrations:manage');
  const feature = requireFeature(db, 'api_access');
  return new Hono<HonoEnv>()
    .get('/api-keys', manage, feature, async (c) => ok(c, await listApiKeys(db, { orgId: actor(c).orgId })))
    .post('/api-keys', manage, feature, async (c) => {
      const input = await parseBody(c, apiKeyInputSchema);
      return ok(c, await createApiKey(db, actor(c), input), 201);
    })
    .post('/api-keys/:id/revoke', manage, async (c) => ok(c, await revokeApiKey(db, actor(c), c.req.param('id'))));
}
