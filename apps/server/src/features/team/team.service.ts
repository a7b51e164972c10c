import { and, eq } from 'drizzle-orm';
import { INVITATION_TTL_DAYS, seatLimitMessage, type Invitation, type InvitationPreview, type Member, type Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { invitations, memberships, organizations, users } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { newId, newToken, sha256 } from '../../lib/ids';
import { actionMail } from '../../lib/mailer';
import { findOrg } from '../orgs/orgs.service';
import { loadSubscription } from '../subscriptions/subscriptions.service';
import {
  countOtherActiveAdmins,
  findInvitation,
  findInvitationByTokenHash,
  findMember,
  listMembers,
  listPendingInvitations,
} from './team.repo';

const LAST_ADMIN = 'An organization needs at least one active admin';

/** Whether an active admin other than this membership exists (rows locked until the transaction ends). */
export async function hasOtherActiveAdmin(db: Db, { orgId, memberId }: { orgId: string; memberId: string }) {
  return (await countOtherActiveAdmins(db, { orgId, exceptId: memberId })) > 0;
}
type Actor = { orgId: string; actorId: string };

export async function members(db: Db, { orgId }: { orgId: string }): Promise<Member[]> {
  const rows = await listMembers(db, { orgId });
  return rows.map((m) => ({
    id: m.id,
    user_id: m.userId,
    email: m.email,
    name: m.name,
    role: m.role,
    status: m.status,
    joined_at: m.joinedAt.toISOString(),
  }));
}

/** Changes the membership; answers the member's user id, whose cached sessions the caller drops. */
async function changeMember(db: Db, actor: Actor, id: string, next: { role?: Role; status?: 'active' | 'deactivated' }): Promise<string> {
  return db.transaction(async (tx) => {
    const member = await findMember(tx, { orgId: actor.orgId, id });
    if (!member) throw notFound('Member');
    const losesAdmin =
      member.role === 'admin' && member.status === 'active' && ((next.role && next.role !== 'admin') || next.status === 'deactivated');
    if (losesAdmin && !(await hasOtherActiveAdmin(tx, { orgId: actor.orgId, memberId: id }))) {
      throw new AppError('conflict', LAST_ADMIN);
    }
    await tx
      .update(memberships)
      .set({ ...next, updatedAt: new Date() })
      .where(and(eq(memberships.orgId, actor.orgId), eq(memberships.id, id)));
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (next.role) changes.role = { before: member.role, after: next.role };
    if (next.status) changes.status = { before: member.status, after: next.status };
    const action = next.status === 'deactivated' ? 'deactivate' : next.status === 'active' ? 'reactivate' : 'update';
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action, entityType: 'member', entityId: id, changes });
    return member.userId;
  });
}

export const changeRole = (db: Db, actor: Actor, id: string, role: Role) => changeMember(db, actor, id, { role });
/** A deactivated member's bearer tokens for this organization stop working on their next request. */
export const deactivate = (db: Db, actor: Actor, id: string) => changeMember(db, actor, id, { status: 'deactivated' });
export const reactivate = (db: Db, actor: Actor, id: string) => changeMember(db, actor, id, { status: 'active' });

function invitationStatus(inv: { status: Invitation['status']; expiresAt: Date }): Invitation['status'] {
  return inv.status === 'pending' && inv.expiresAt.getTime() <= Date.now() ? 'expired' : inv.status;
}

export async function pendingInvitations(db: Db, { orgId }: { orgId: string }): Promise<Invitation[]> {
  const rows = await listPendingInvitations(db, { orgId });
  return rows.map((i) => ({
    id: i.id,
    email: i.email,
    role: i.role,
    status: invitationStatus(i),
    invited_by: i.invitedBy,
    expires_at: i.expiresAt.toISOString(),
    created_at: i.createdAt.toISOString(),
  }));
}

async function sendInvitationMail(ctx: AppContext, opts: { orgId: string; email: string; token: string; inviter: string }) {
  const org = await findOrg(ctx.db, { orgId: opts.orgId });
  const url = `${ctx.env.publicUrl}/invitations/${opts.token}`;
  const mail = actionMail({
    heading: `Join ${org?.name ?? 'your team'} on Hirebase`,
    body: `${opts.inviter} invited you to recruit together on Hirebase. The invitation is valid for ${INVITATION_TTL_DAYS} days.`,
    action: 'Accept invitation',
    url,
  });
  await ctx.mailer.send(ctx.db, {
    to: opts.email,
    subject: `${opts.inviter} invited you to ${org?.name ?? 'Hirebase'}`,
    kind: 'invitation',
    orgId: opts.orgId,
    ...mail,
  });
}

export async function invite(ctx: AppContext, actor: Actor & { actorName: string }, input: { email: string; role: Role }) {
  const { db } = ctx;
  const token = newToken();
  const id = newId();
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ status: memberships.status })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.orgId, actor.orgId), eq(users.email, input.email)))
      .limit(1);
    if (existing?.status === 'active') throw new AppError('conflict', 'That person is already a member', { field: 'email' });
    const pending = (await listPendingInvitations(tx, { orgId: actor.orgId })).filter((i) => invitationStatus(i) === 'pending');
    if (pending.some((i) => i.email === input.email)) {
      throw new AppError('conflict', 'An invitation is already pending for that email', { field: 'email' });
    }
    const sub = await loadSubscription(tx, actor.orgId);
    if (sub.seat_limit != null && sub.seats_used + pending.length >= sub.seat_limit) {
      throw new AppError('conflict', seatLimitMessage(sub.seat_limit), { limit: 'seats' });
    }
    await tx.insert(invitations).values({
      id,
      orgId: actor.orgId,
      email: input.email,
      role: input.role,
      tokenHash: sha256(token),
      invitedBy: actor.actorId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
    });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'invite',
      entityType: 'invitation',
      entityId: id,
      changes: { email: { before: null, after: input.email }, role: { before: null, after: input.role } },
    });
  });
  await sendInvitationMail(ctx, { orgId: actor.orgId, email: input.email, token, inviter: actor.actorName });
  const [created] = (await pendingInvitations(db, { orgId: actor.orgId })).filter((i) => i.id === id);
  return created!;
}

/** A resend issues a fresh link and validity; the old link stops working. */
export async function resendInvitation(ctx: AppContext, actor: Actor & { actorName: string }, id: string) {
  const inv = await findInvitation(ctx.db, { orgId: actor.orgId, id });
  if (!inv || inv.status !== 'pending') throw notFound('Invitation');
  const token = newToken();
  await ctx.db
    .update(invitations)
    .set({ tokenHash: sha256(token), expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000) })
    .where(and(eq(invitations.orgId, actor.orgId), eq(invitations.id, id)));
  await sendInvitationMail(ctx, { orgId: actor.orgId, email: inv.email, token, inviter: actor.actorName });
}

export async function revokeInvitation(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const inv = await findInvitation(tx, { orgId: actor.orgId, id });
    if (!inv || inv.status !== 'pending') throw notFound('Invitation');
    await tx.update(invitations).set({ status: 'revoked' }).where(eq(invitations.id, id));
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'revoke', entityType: 'invitation', entityId: id });
  });
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const inv = await findInvitationByTokenHash(db, { tokenHash: sha256(token) });
  if (!inv) throw notFound('Invitation');
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, inv.orgId));
  const [inviter] = inv.invitedBy ? await db.select({ name: users.name }).from(users).where(eq(users.id, inv.invitedBy)) : [];
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, inv.email)).limit(1);
  return {
    org_name: org?.name ?? '',
    email: inv.email,
    role: inv.role,
    inviter_name: inviter?.name ?? null,
    status: invitationStatus(inv),
    has_account: account != null,
  };
}

export async function acceptInvitation(db: Db, user: { userId: string; email: string }, token: string) {
  return db.transaction(async (tx) => {
    const inv = await findInvitationByTokenHash(tx, { tokenHash: sha256(token) });
    if (!inv) throw notFound('Invitation');
    const status = invitationStatus(inv);
    if (status !== 'pending') throw new AppError('conflict', `This invitation is ${status}`);
    if (inv.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError('forbidden', 'This invitation was sent to another email address');
    }
    const [existing] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.orgId, inv.orgId), eq(memberships.userId, user.userId)))
      .limit(1);
    const memberId = existing?.id ?? newId();
    if (existing) {
      await tx.update(memberships).set({ role: inv.role, status: 'active', updatedAt: new Date() }).where(eq(memberships.id, existing.id));
    } else {
      await tx.insert(memberships).values({ id: memberId, orgId: inv.orgId, userId: user.userId, role: inv.role });
    }
    await tx.update(invitations).set({ status: 'accepted', acceptedAt: new Date() }).where(eq(invitations.id, inv.id));
    await tx.update(users).set({ defaultOrgId: inv.orgId, updatedAt: new Date() }).where(eq(users.id, user.userId));
    await logActivity(tx, {
      orgId: inv.orgId,
      actorId: user.userId,
      action: 'accept',
      entityType: 'invitation',
      entityId: inv.id,
      changes: { member: { before: null, after: memberId } },
    });
    return { org_id: inv.orgId };
  });
}
