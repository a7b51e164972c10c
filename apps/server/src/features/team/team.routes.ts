import { Hono } from 'hono';
import { acceptInvitationSchema, inviteSchema, memberUpdateSchema } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { orgOf, requirePermission } from '../../lib/guards';
import { ok, parseBody, type HonoEnv } from '../../lib/http';
import type { Context } from 'hono';
import {
  acceptInvitation,
  changeRole,
  deactivate,
  invite,
  members,
  pendingInvitations,
  reactivate,
  resendInvitation,
  revokeInvitation,
} from './team.service';

function actor(c: Context<HonoEnv>) {
  const auth = c.get('auth');
  return { orgId: orgOf(auth).orgId, actorId: auth.userId, actorName: auth.name };
}

export function teamRoutes(ctx: AppContext) {
  const { db } = ctx;
  const manage = requirePermission('team:manage');
  // This instance forgets the member's sessions as the change commits; the others hear it from the
  // database's notice (decision 023), which on PostgreSQL may arrive after this answer.
  const changed = (userId: string) => ctx.sessions.evictUser(userId);
  return new Hono<HonoEnv>()
    .get('/team/members', requirePermission('team:read'), async (c) => ok(c, await members(db, actor(c))))
    .patch('/team/members/:id', manage, async (c) => {
      const { role } = await parseBody(c, memberUpdateSchema);
      changed(await changeRole(db, actor(c), c.req.param('id'), role));
      return ok(c, await members(db, actor(c)));
    })
    .post('/team/members/:id/deactivate', manage, async (c) => {
      changed(await deactivate(db, actor(c), c.req.param('id')));
      return ok(c, await members(db, actor(c)));
    })
    .post('/team/members/:id/reactivate', manage, async (c) => {
      changed(await reactivate(db, actor(c), c.req.param('id')));
      return ok(c, await members(db, actor(c)));
    })
    .get('/team/invitations', manage, async (c) => ok(c, await pendingInvitations(db, actor(c))))
    .post('/team/invitations', manage, async (c) => {
      const input = await parseBody(c, inviteSchema);
      return ok(c, await invite(ctx, actor(c), input), 201);
    })
    .post('/team/invitations/:id/resend', manage, async (c) => {
      await resendInvitation(ctx, actor(c), c.req.param('id'));
      return ok(c, await pendingInvitations(db, actor(c)));
    })
    .delete('/team/invitations/:id', manage, async (c) => {
      await revokeInvitation(db, actor(c), c.req.param('id'));
      return ok(c, await pendingInvitations(db, actor(c)));
    })
    .post('/invitations/accept', async (c) => {
      const { token } = await parseBody(c, acceptInvitationSchema);
      const auth = c.get('auth');
      return ok(c, await acceptInvitation(db, { userId: auth.userId, email: auth.email }, token));
    });
}
