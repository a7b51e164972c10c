import { Hono } from 'hono';
import { z } from 'zod';
import { listQuerySchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, validate, type HonoEnv } from '../../lib/http';
import { listResponse, pageWindow } from '../../lib/list';
import { getOperation, listOperations } from './operations.service';
import { receiveUpload } from './receive-upload';
import { retryItem } from './parse-resume.job';
import { recordDrop } from './uploads.service';

const operationsQuery = listQuerySchema(['created_at'], '-created_at');

export function ingestionRoutes(ctx: AppContext) {
  const { db, queue, storage } = ctx;
  return new Hono<HonoEnv>()
    .post('/uploads', requirePermission('candidates:write'), async (c) => {
      const auth = c.get('auth');
      const { orgId } = orgOf(auth);
      const drop = await receiveUpload(c.req.raw, { orgId, storage });
      const operation = await recordDrop(db, queue, storage, { orgId, userId: auth.userId, drop });
      return ok(c, { operation }, 201);
    })
    .get('/operations', requirePermission('operation_log:read'), async (c) => {
      const { orgId } = orgOf(c.get('auth'));
      const params = validate(operationsQuery, c.req.query());
      const { rows, total } = await listOperations(db, { orgId, ...pageWindow(params) });
      return listResponse(c, rows, total, params);
    })
    .get('/operations/:id', requirePermission('operation_log:read'), async (c) => {
      const { orgId } = orgOf(c.get('auth'));
      return ok(c, await getOperation(db, { orgId, id: c.req.param('id') }));
    })
    .post('/operations/:id/items/:itemId/retry', requirePermission('candidates:write'), async (c) => {
      const { orgId } = orgOf(c.get('auth'));
      const { id, itemId } = validate(z.object({ id: z.string().max(64), itemId: z.string().max(64) }), c.req.param());
      await retryItem(db, queue, { orgId, operationId: id, itemId });
      return ok(c, await getOperation(db, { orgId, id }));
    });
}
