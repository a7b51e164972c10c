import { Hono, type Context } from 'hono';
import { listQuerySchema, noteInputSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { listQuery, listResponse, pageWindow, sortOf } from '../../lib/list';
import { createNote, editNote, notesPage, removeNote, type NoteParent } from './notes.service';

/** Notes lists: newest first unless `sort=created_at`. */
const noteListQuerySchema = listQuerySchema(['created_at'], '-created_at');

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, role, actorId: auth.userId };
}

const PARENTS: [string, NoteParent][] = [
  ['candidates', 'candidate'],
  ['clients', 'client'],
  ['jobs', 'job'],
];

export function notesRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new Hono<HonoEnv>();
  const write = requirePermission('notes:write');
  for (const [path, entityType] of PARENTS) {
    app.get(`/${path}/:id/notes`, async (c) => {
      const p = listQuery(c, noteListQuerySchema);
      const { data, total } = await notesPage(db, {
        orgId: actor(c).orgId,
        entityType,
        entityId: c.req.param('id'),
        oldestFirst: !sortOf(p.sort).desc,
        ...pageWindow(p),
      });
      return listResponse(c, data, total, p);
    });
    app.post(`/${path}/:id/notes`, write, async (c) => {
      const { body } = await parseBody(c, noteInputSchema);
      return ok(c, await createNote(db, actor(c), { entityType, entityId: c.req.param('id'), body }), 201);
    });
  }
  app.patch('/notes/:id', write, async (c) => {
    const { body } = await parseBody(c, noteInputSchema);
    return ok(c, await editNote(db, actor(c), c.req.param('id'), body));
  });
  app.delete('/notes/:id', write, async (c) => {
    await removeNote(db, actor(c), c.req.param('id'));
    return ok(c, { id: c.req.param('id') });
  });
  return app;
}
