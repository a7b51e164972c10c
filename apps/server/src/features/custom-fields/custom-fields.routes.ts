import { Hono, type Context } from 'hono';
import { customFieldInputSchema, customFieldListQuerySchema, customFieldPatchSchema, customFieldValuesSchema } from '@hirebase/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { createCustomField, customFieldsList, editCustomField, editRecordValues, setArchived } from './custom-fields.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, actorId: auth.userId, role };
}

export function customFieldsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const manage = requirePermission('custom_fields:manage');
  return new Hono<HonoEnv>()
    .get('/custom-fields', requirePermission('custom_fields:read'), async (c) => {
      const { orgId, role } = orgOf(c.get('auth'));
      const q = validate(customFieldListQuerySchema, c.req.query());
      // Archived fields and fields hidden from other roles are listed for the people who manage them.
      const admin = role === 'admin';
      return ok(c, await customFieldsList(db, { orgId, entity: q.entity, includeArchived: admin && q.include_archived === 'true', role: admin ? undefined : role }));
    })
    .post('/custom-fields', manage, async (c) => ok(c, await createCustomField(db, actor(c), await parseBody(c, customFieldInputSchema)), 201))
    .patch('/custom-fields/:id', manage, async (c) => ok(c, await editCustomField(db, actor(c), c.req.param('id'), await parseBody(c, customFieldPatchSchema))))
    .delete('/custom-fields/:id', manage, async (c) => ok(c, await setArchived(db, actor(c), c.req.param('id'), true)))
    .post('/custom-fields/:id/restore', manage, async (c) => ok(c, await setArchived(db, actor(c), c.req.param('id'), false)))
    .patch('/applications/:id/custom-fields', requirePermission('candidates:write'), async (c) => {
      const body = await parseBody(c, z.object({ custom_fields: customFieldValuesSchema }));
      return ok(c, { custom_fields: await editRecordValues(db, actor(c), { entity: 'application', id: c.req.param('id'), input: body.custom_fields }) });
    })
    .patch('/submissions/:id/custom-fields', requirePermission('submissions:write'), async (c) => {
      const body = await parseBody(c, z.object({ custom_fields: customFieldValuesSchema }));
      return ok(c, { custom_fields: await editRecordValues(db, actor(c), { entity: 'submission', id: c.req.param('id'), input: body.custom_fields }) });
    });
}
