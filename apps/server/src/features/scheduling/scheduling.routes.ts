import { Hono, type Context } from 'hono';
import { schedulingLinkInputSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import { createSchedulingLink, getSchedulingLink, listSchedulingLinks, revokeSchedulingLink, type Sender } from './scheduling.service';

function sender(c: Context<HonoEnv>): Sender {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, userId: auth.userId };
}

/** Whoever may schedule interviews may send, read and revoke scheduling links. */
export function schedulingRoutes(ctx: AppContext) {
  const write = requirePermission('interviews:write');
  return new Hono<HonoEnv>()
    .get('/applications/:id/scheduling-links', async (c) => ok(c, await listSchedulingLinks(ctx.db, { orgId: sender(c).orgId, applicationId: c.req.param('id') })))
    .post('/applications/:id/scheduling-links', write, async (c) => {
      const input = await parseBody(c, schedulingLinkInputSchema);
      const fields = { ...input, location: input.location ?? null, video_url: input.video_url ?? null };
      return ok(c, await createSchedulingLink(ctx, sender(c), c.req.param('id'), fields), 201);
    })
    .get('/applications/:id/scheduling-links/:linkId', async (c) =>
      ok(c, await getSchedulingLink(ctx.db, { orgId: sender(c).orgId, applicationId: c.req.param('id'), id: c.req.param('linkId') })),
    )
    .delete('/applications/:id/scheduling-links/:linkId', write, async (c) =>
      ok(c, await revokeSchedulingLink(ctx, sender(c), { applicationId: c.req.param('id'), id: c.req.param('linkId') })),
    );
}
