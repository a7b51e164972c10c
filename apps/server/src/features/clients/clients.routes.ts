import { Hono, type Context } from 'hono';
import { clientInputSchema, clientListQuerySchema, clientPatchSchema, contactInputSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { listQuery, listResponse, pageWindow, sortOf } from '../../lib/list';
import {
  clientContacts,
  clientsPage,
  createClient,
  createContact,
  editClient,
  editContact,
  getClient,
  removeClient,
  removeContact,
} from './clients.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, actorId: auth.userId, role };
}

/** Only the keys the client sent are applied (the shared input schema defaults `is_primary`). */
async function sentKeys(c: Context<HonoEnv>): Promise<Set<string>> {
  const raw: unknown = JSON.parse((await c.req.text()) || '{}');
  return new Set(raw && typeof raw === 'object' ? Object.keys(raw) : []);
}
const pick = <T extends object>(obj: T, keys: Set<string>) => Object.fromEntries(Object.entries(obj).filter(([k]) => keys.has(k))) as Partial<T>;

export function clientsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const write = requirePermission('clients:write');
  return new Hono<HonoEnv>()
    .get('/clients', async (c) => {
      const { page, page_size, sort, ...filters } = listQuery(c, clientListQuerySchema);
      const p = { page, page_size, sort };
      const { data, total } = await clientsPage(db, { orgId: actor(c).orgId, role: actor(c).role, filters, sort: sortOf(sort), ...pageWindow(p) });
      return listResponse(c, data, total, p);
    })
    .post('/clients', write, async (c) => {
      const input = await parseBody(c, clientInputSchema);
      const fields = {
        ...input,
        website: input.website ?? null,
        industry: input.industry ?? null,
        location: input.location ?? null,
        phone: input.phone ?? null,
        description: input.description ?? null,
        owner_id: input.owner_id ?? null,
      };
      return ok(c, await createClient(db, actor(c), fields), 201);
    })
    .get('/clients/:id', async (c) => ok(c, await getClient(db, { ...actor(c), id: c.req.param('id') })))
    .patch('/clients/:id', write, async (c) => {
      const patch = pick(await parseBody(c, clientPatchSchema), await sentKeys(c));
      return ok(c, await editClient(db, actor(c), c.req.param('id'), patch));
    })
    .delete('/clients/:id', requirePermission('clients:delete'), async (c) => {
      await removeClient(db, actor(c), c.req.param('id'));
      return ok(c, { id: c.req.param('id') });
    })
    .get('/clients/:id/contacts', async (c) => ok(c, await clientContacts(db, { ...actor(c), clientId: c.req.param('id') })))
    .post('/clients/:id/contacts', write, async (c) => {
      const input = await parseBody(c, contactInputSchema);
      const fields = { ...input, title: input.title ?? null, email: input.email ?? null, phone: input.phone ?? null };
      return ok(c, await createContact(db, actor(c), c.req.param('id'), fields), 201);
    })
    .patch('/contacts/:id', write, async (c) => {
      const patch = pick(await parseBody(c, contactInputSchema.partial()), await sentKeys(c));
      return ok(c, await editContact(db, actor(c), c.req.param('id'), patch));
    })
    .delete('/contacts/:id', write, async (c) => {
      await removeContact(db, actor(c), c.req.param('id'));
      return ok(c, { id: c.req.param('id') });
    });
}
