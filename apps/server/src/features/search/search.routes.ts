import { Hono } from 'hono';
import { candidateSearchQuerySchema, savedSearchInputSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { customSearch } from '../custom-fields/custom-fields.service';
import { deleteSaved, listSaved, saveSearch, search } from './search.service';
import { cachedRead } from '../../lib/read-cache';

/** Registered before the candidates routes so `/candidates/search` is not read as an id. */
export function searchRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Hono<HonoEnv>()
    .get('/candidates/search', cachedRead(ctx.reads), async (c) => {
      const { orgId, role } = orgOf(c.get('auth'));
      const raw = c.req.query();
      const q = validate(candidateSearchQuerySchema, raw);
      return c.json(await search(db, orgId, q, await customSearch(db, { orgId, query: raw, role })));
    })
    .get('/saved-searches', async (c) => {
      const auth = c.get('auth');
      return ok(c, await listSaved(db, { orgId: orgOf(auth).orgId, userId: auth.userId }));
    })
    .post('/saved-searches', async (c) => {
      const auth = c.get('auth');
      const input = await parseBody(c, savedSearchInputSchema);
      return ok(c, await saveSearch(db, { orgId: orgOf(auth).orgId, userId: auth.userId, ...input }), 201);
    })
    .delete('/saved-searches/:id', async (c) => {
      const auth = c.get('auth');
      await deleteSaved(db, { orgId: orgOf(auth).orgId, userId: auth.userId, id: c.req.param('id') });
      return ok(c, { deleted: true });
    });
}
