/** The organization's side of talent scout (`/api/v1/recruiter/talent-scout/…`), behind the plan flag. */
import { Hono, type Context } from 'hono';
import {
  scoutAcceptSchema,
  scoutAskSchema,
  scoutPartnerInviteSchema,
  scoutPartnerPatchSchema,
  scoutRecordListQuerySchema,
  scoutRejectSchema,
} from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requireFeature, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { listQuery, listResponse, pageWindow, sortOf } from '../../lib/list';
import { deactivatePartner, getPartner, invitePartner, listPartners, updatePartner } from './partners.service';
import { acceptRecord, askForInfo, getRecord, recordResumeFile, recordsPage, rejectRecord } from './records.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId };
}

export function talentScoutRoutes(ctx: AppContext) {
  const { db } = ctx;
  const manage = requirePermission('talent_scout:manage');
  const review = requirePermission('talent_scout:review');
  const app = new Hono<HonoEnv>();
  app.use('/talent-scout/*', requireFeature(db, 'talent_scout'));
  return app
    .get('/talent-scout/partners', async (c) => ok(c, await listPartners(db, { orgId: actor(c).orgId })))
    .post('/talent-scout/partners', manage, async (c) => {
      const input = await parseBody(c, scoutPartnerInviteSchema);
      return ok(c, await invitePartner(ctx, actor(c), input), 201);
    })
    .get('/talent-scout/partners/:id', async (c) => ok(c, await getPartner(db, { orgId: actor(c).orgId, id: c.req.param('id') })))
    .patch('/talent-scout/partners/:id', manage, async (c) => {
      const input = await parseBody(c, scoutPartnerPatchSchema);
      return ok(c, await updatePartner(db, actor(c), c.req.param('id'), input));
    })
    .post('/talent-scout/partners/:id/deactivate', manage, async (c) => ok(c, await deactivatePartner(db, actor(c), c.req.param('id'))))
    .get('/talent-scout/records', async (c) => {
      const { page, page_size, sort, ...q } = listQuery(c, scoutRecordListQuerySchema);
      const p = { page, page_size, sort };
      const filters = { partnerId: q.partner_id, jobId: q.job_id, status: q.status, duplicates: q.duplicates };
      const { data, total } = await recordsPage(db, { orgId: actor(c).orgId, filters, sort: sortOf(sort), ...pageWindow(p) });
      return listResponse(c, data, total, p);
    })
    .get('/talent-scout/records/:id', async (c) => ok(c, await getRecord(db, { orgId: actor(c).orgId, id: c.req.param('id') })))
    .get('/talent-scout/records/:id/resume', async (c) => {
      const { bytes, headers } = await recordResumeFile(ctx, { orgId: actor(c).orgId, id: c.req.param('id') });
      return new Response(Buffer.from(bytes), { status: 200, headers });
    })
    .post('/talent-scout/records/:id/accept', review, async (c) => {
      const input = await parseBody(c, scoutAcceptSchema);
      return ok(c, await acceptRecord(ctx, actor(c), c.req.param('id'), input));
    })
    .post('/talent-scout/records/:id/reject', review, async (c) => {
      const { reason } = await parseBody(c, scoutRejectSchema);
      return ok(c, await rejectRecord(ctx, actor(c), c.req.param('id'), reason));
    })
    .post('/talent-scout/records/:id/ask', review, async (c) => {
      const { message } = await parseBody(c, scoutAskSchema);
      return ok(c, await askForInfo(ctx, actor(c), c.req.param('id'), message));
    });
}
