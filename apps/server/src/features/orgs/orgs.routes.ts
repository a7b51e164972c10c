import { Hono } from 'hono';
import { z } from 'zod';
import { createOrgSchema, slugSchema, updateOrgSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { listUserOrgs } from './orgs.repo';
import { createOrg, isSlugAvailable, orgInfo, renameOrg } from './orgs.service';

export function orgsRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Hono<HonoEnv>()
    .get('/org/list', async (c) => ok(c, { org_list: await listUserOrgs(db, { userId: c.get('auth').userId }) }))
    .get('/org/info', requirePermission('org:read'), async (c) => ok(c, await orgInfo(db, orgOf(c.get('auth')))))
    .get('/org/slug-available', async (c) => {
      const { slug } = validate(z.object({ slug: slugSchema }), { slug: c.req.query('slug') });
      return ok(c, { slug, available: await isSlugAvailable(db, slug) });
    })
    .post('/org', async (c) => {
      const body = await parseBody(c, createOrgSchema);
      return ok(c, await createOrg(db, { userId: c.get('auth').userId, ...body, hostedBilling: ctx.env.billing !== null }), 201);
    })
    .patch('/org', requirePermission('org:update'), async (c) => {
      const { name } = await parseBody(c, updateOrgSchema);
      const auth = c.get('auth');
      const { orgId, role } = orgOf(auth);
      await renameOrg(db, { orgId, actorId: auth.userId, name });
      return ok(c, await orgInfo(db, { orgId, role }));
    });
}
