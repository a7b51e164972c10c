import { Hono, type Context } from 'hono';
import type { AppContext } from '../../lib/context';
import { orgOf } from '../../lib/guards';
import { storedFileResponse } from '../../lib/file-response';
import { ok, type HonoEnv } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { receiveMessage } from './receive-ticket';
import { addMemberMessage, createTicket, findAttachment, getTicket, listTickets, type Member } from './support.service';

/** Messages one member may send to support per hour (new tickets and follow-ups together). */
export const SUPPORT_MESSAGES_PER_HOUR = 20;

function member(c: Context<HonoEnv>): Member {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, userId: auth.userId, name: auth.name, email: auth.email };
}

/** Every member files and follows their own tickets; nobody else in the organization reads them. */
export function supportRoutes(ctx: AppContext) {
  const { db, storage } = ctx;
  const limited = (c: Context<HonoEnv>) =>
    enforceRateLimit(c, db, `support:${c.get('auth').userId}`, SUPPORT_MESSAGES_PER_HOUR, 3600, 'You have sent many messages to support this hour. Please try again later.');
  return new Hono<HonoEnv>()
    .get('/support/tickets', async (c) => ok(c, await listTickets(db, member(c))))
    .post('/support/tickets', async (c) => {
      const who = member(c);
      await limited(c);
      const { fields, attachments } = await receiveMessage(c.req.raw, { orgId: who.orgId, storage });
      try {
        return ok(c, await createTicket(ctx, who, fields, attachments), 201);
      } catch (err) {
        await Promise.all(attachments.map((a) => storage.remove(a.storage_key)));
        throw err;
      }
    })
    .get('/support/tickets/:id', async (c) => ok(c, await getTicket(db, member(c), c.req.param('id'))))
    .post('/support/tickets/:id/messages', async (c) => {
      const who = member(c);
      await getTicket(db, who, c.req.param('id'));
      await limited(c);
      const { fields, attachments } = await receiveMessage(c.req.raw, { orgId: who.orgId, storage });
      try {
        return ok(c, await addMemberMessage(ctx, who, c.req.param('id'), fields, attachments), 201);
      } catch (err) {
        await Promise.all(attachments.map((a) => storage.remove(a.storage_key)));
        throw err;
      }
    })
    .get('/support/tickets/:id/attachments/:attachmentId', async (c) => {
      const file = await findAttachment(db, member(c), c.req.param('id'), c.req.param('attachmentId'));
      return storedFileResponse(storage, { key: file.storage_key, fileName: file.file_name, contentType: file.content_type });
    });
}
