import {
  emailListQuerySchema,
  emailOptOutSchema,
  emailPreviewInputSchema,
  emailSignatureSchema,
  emailTemplateInputSchema,
  emailTemplatePatchSchema,
  listQuerySchema,
  outboxListQuerySchema,
  sendEmailInputSchema,
} from '@hirebase/shared';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { storedFileResponse } from '../../lib/file-response';
import { listQuery, listResponse, pageWindow } from '../../lib/list';
import { sendEmails } from './send.service';
import { emailAttachment, emailHtml, emailsPage, getEmail, outboxPage } from './emails-read.service';
import { previewEmail } from './preview.service';
import { getOptOut, getSignature, setOptOut, setSignature } from './sender-settings.service';
import { createTemplate, editTemplate, getTemplate, removeTemplate, templatesPage } from './templates.service';

const templateListQuerySchema = listQuerySchema(['name'], 'name');

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  const { orgId, role } = orgOf(auth);
  return { orgId, role, actorId: auth.userId };
}

export function emailRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new Hono<HonoEnv>();
  const manageTemplates = requirePermission('templates:manage');

  app.get('/email-templates', async (c) => {
    const p = listQuery(c, templateListQuerySchema);
    const { data, total } = await templatesPage(db, actor(c), pageWindow(p));
    return listResponse(c, data, total, p);
  });
  app.post('/email-templates', manageTemplates, async (c) => {
    return ok(c, await createTemplate(db, actor(c), await parseBody(c, emailTemplateInputSchema)), 201);
  });
  app.post('/email-templates/preview', async (c) => {
    const a = actor(c);
    return ok(c, await previewEmail(db, { orgId: a.orgId, userId: a.actorId, input: await parseBody(c, emailPreviewInputSchema) }));
  });
  app.get('/email-templates/:id', async (c) => ok(c, await getTemplate(db, actor(c), c.req.param('id'))));
  app.patch('/email-templates/:id', manageTemplates, async (c) => {
    return ok(c, await editTemplate(db, actor(c), c.req.param('id'), await parseBody(c, emailTemplatePatchSchema)));
  });
  app.delete('/email-templates/:id', manageTemplates, async (c) => {
    await removeTemplate(db, actor(c), c.req.param('id'));
    return ok(c, { id: c.req.param('id') });
  });

  app.post('/emails', requirePermission('candidates:write'), async (c) => {
    const a = actor(c);
    return ok(c, await sendEmails(ctx, { orgId: a.orgId, userId: a.actorId, input: await parseBody(c, sendEmailInputSchema) }), 201);
  });
  app.get('/emails', async (c) => {
    const p = listQuery(c, emailListQuerySchema);
    const { data, total } = await emailsPage(db, { orgId: actor(c).orgId, filters: p, ...pageWindow(p) });
    return listResponse(c, data, total, p);
  });
  app.get('/emails/:id', async (c) => ok(c, await getEmail(db, { orgId: actor(c).orgId, id: c.req.param('id') })));
  app.get('/emails/:id/html', async (c) => ok(c, await emailHtml(db, { orgId: actor(c).orgId, id: c.req.param('id') })));
  app.get('/emails/:id/attachments/:index', async (c) => {
    const file = await emailAttachment(db, { orgId: actor(c).orgId, id: c.req.param('id'), index: Number(c.req.param('index')) });
    return storedFileResponse(ctx.storage, { key: file.file_key, fileName: file.filename });
  });

  // The outbox holds every member's mail (and invitations): managers and admins read it.
  app.get('/outbox', requirePermission('outbox:read'), async (c) => {
    const p = listQuery(c, outboxListQuerySchema);
    const { data, total } = await outboxPage(db, { orgId: actor(c).orgId, status: p.status, ...pageWindow(p) });
    return listResponse(c, data, total, p);
  });

  app.get('/me/email-signature', async (c) => {
    const a = actor(c);
    return ok(c, await getSignature(db, { orgId: a.orgId, userId: a.actorId }));
  });
  app.put('/me/email-signature', async (c) => {
    const a = actor(c);
    const { signature } = await parseBody(c, emailSignatureSchema);
    return ok(c, await setSignature(db, { orgId: a.orgId, userId: a.actorId, signature }));
  });

  app.get('/candidates/:id/email-opt-out', async (c) => ok(c, await getOptOut(db, { orgId: actor(c).orgId, id: c.req.param('id') })));
  app.put('/candidates/:id/email-opt-out', requirePermission('candidates:write'), async (c) => {
    const { email_opt_out } = await parseBody(c, emailOptOutSchema);
    return ok(c, await setOptOut(db, { ...actor(c), id: c.req.param('id'), optOut: email_opt_out }));
  });
  return app;
}
