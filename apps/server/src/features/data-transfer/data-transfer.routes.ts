import { Hono } from 'hono';
import { z } from 'zod';
import { exportInputSchema, importInputSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { exportDownload, startExport } from './exports.service';
import { previewImport, startImport } from './imports.service';
import { receiveSheet } from './receive-sheet';

export function dataTransferRoutes(ctx: AppContext) {
  const { db, queue, storage } = ctx;
  const write = requirePermission('candidates:write');
  const exportsRun = requirePermission('exports:run');
  return new Hono<HonoEnv>()
    .post('/imports/preview', write, async (c) => {
      const { orgId } = orgOf(c.get('auth'));
      const file = await receiveSheet(c.req.raw);
      return ok(c, await previewImport(db, storage, { orgId, file }));
    })
    .post('/imports', write, async (c) => {
      const auth = c.get('auth');
      const { orgId } = orgOf(auth);
      const input = await parseBody(c, importInputSchema);
      return ok(c, await startImport(db, { queue, storage }, { orgId, userId: auth.userId, input }), 201);
    })
    .post('/exports', exportsRun, async (c) => {
      const auth = c.get('auth');
      const { orgId, role } = orgOf(auth);
      const input = await parseBody(c, exportInputSchema);
      return ok(c, await startExport(db, queue, { orgId, userId: auth.userId, role, input }), 201);
    })
    .get('/exports/:id/download', exportsRun, async (c) => {
      const { orgId } = orgOf(c.get('auth'));
      const { id } = validate(z.object({ id: z.string().max(64) }), c.req.param());
      return exportDownload(db, storage, { orgId, id });
    });
}
