import { Hono, type Context } from 'hono';
import { tagInputSchema, tagListQuerySchema, tagPatchSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { createTag, editTag, getTag, listOrgTags, removeTag } from './tags.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId };
}

/** Every role reads, creates and renames tags (`tags:write`); deleting needs `tags:delete` (as for records). */
export function tagsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const write = requirePermission('tags:write');
  return new Hono<HonoEnv>()
    .get('/tags', async (c) => {
      const { feature } = validate(tagListQuerySchema, c.req.query());
      return ok(c, await listOrgTags(db, { orgId: actor(c).orgId, feature }));
    })
    .post('/tags', write, async (c) => ok(c, await createTag(db, actor(c), await parseBody(c, tagInputSchema)), 201))
    .get('/tags/:id', async (c) => ok(c, await getTag(db, { orgId: actor(c).orgId, id: c.req.param('id') })))
    .patch('/tags/:id', write, async (c) => ok(c, await editTag(db, actor(c), c.req.param('id'), await parseBody(c, tagPatchSchema))))
    .delete('/tags/:id', requirePermission('tags:delete'), async (c) => {
      await removeTag(db, actor(c), c.req.param('id'));
      return ok(c, { id: c.req.param('id') });
    });
}
