import { Hono, type Context } from 'hono';
import { roleAtLeast, tagInputSchema, tagListQuerySchema, tagPatchSchema } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { orgOf } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { createTag, editTag, getTag, listOrgTags, removeTag } from './tags.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId };
}

/** Every role reads and creates tags; renaming is open to all, deleting needs a manager (as for records). */
export function tagsRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Hono<HonoEnv>()
    .get('/tags', async (c) => {
      const { feature } = validate(tagListQuerySchema, c.req.query());
      return ok(c, await listOrgTags(db, { orgId: actor(c).orgId, feature }));
    })
    .post('/tags', async (c) => ok(c, await createTag(db, actor(c), await parseBody(c, tagInputSchema)), 201))
    .get('/tags/:id', async (c) => ok(c, await getTag(db, { orgId: actor(c).orgId, id: c.req.param('id') })))
    .patch('/tags/:id', async (c) => ok(c, await editTag(db, actor(c), c.req.param('id'), await parseBody(c, tagPatchSchema))))
    .delete('/tags/:id', async (c) => {
      if (!roleAtLeast(orgOf(c.get('auth')).role, 'manager')) throw new AppError('forbidden', 'Your role does not allow this');
      await removeTag(db, actor(c), c.req.param('id'));
      return ok(c, { id: c.req.param('id') });
    });
}
