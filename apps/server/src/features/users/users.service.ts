/** Operator-side user management (CLI and demo seed): verified users with a password, idempotently. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Role, UserRef } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { memberships, organizations, sessions, users } from '../../db/schema';
import type { Auth } from '../../lib/auth';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { createOrg } from '../orgs/orgs.service';
import { hasOtherActiveAdmin } from '../team/team.service';

function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return base.length >= 3 ? base : `org-${base || 'new'}`;
}

export async function ensureUser(
  auth: Auth,
  db: Db,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<{ userId: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return { userId: existing.id, created: false };
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser({
    email,
    name: `${input.firstName} ${input.lastName}`,
    emailVerified: true,
  }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, profileCompleted: true })
    .where(eq(users.id, user.id));
  return { userId: user.id, created: true };
}

/** Puts the user in the organization (created by name when missing) with the role. */
export async function ensureMembership(db: Db, input: { userId: string; orgName: string; role: Role }) {
  const [org] = await db.select().from(organizations).where(eq(organizations.name, input.orgName)).limit(1);
  if (!org) {
    let slug = slugify(input.orgName);
    const [taken] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
    if (taken) slug = `${slug}-${newId().slice(-6)}`;
    const created = await createOrg(db, { userId: input.userId, name: input.orgName, slug, role: input.role });
    return { orgId: created.id, orgCreated: true };
  }
  const [member] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.orgId, org.id), eq(memberships.userId, input.userId)))
    .limit(1);
  if (member) {
    const demotesLastAdmin =
      member.role === 'admin' && input.role !== 'admin' && !(await hasOtherActiveAdmin(db, { orgId: org.id, memberId: member.id }));
    if (demotesLastAdmin) throw new Error(`"${input.orgName}" needs at least one active admin; promote another member first.`);
    await db.update(memberships).set({ role: input.role, status: 'active', updatedAt: new Date() }).where(eq(memberships.id, member.id));
  } else {
    await db.insert(memberships).values({ id: newId(), orgId: org.id, userId: input.userId, role: input.role });
  }
  await db.update(users).set({ defaultOrgId: org.id }).where(and(eq(users.id, input.userId)));
  return { orgId: org.id, orgCreated: false };
}

export async function resetPassword(auth: Auth, db: Db, input: { email: string; password: string }): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email.trim().toLowerCase()));
  if (!user) return false;
  const ctx = await auth.$context;
  await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(input.password));
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  return true;
}

/** id → { id, name } for the given users (unknown ids are left out). */
export async function userRefs(db: Db, ids: (string | null | undefined)[]): Promise<Map<string, UserRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Owners, hiring teams and mentions must be active members of the organization (422 otherwise). */
export async function assertMembers(db: Db, { orgId, userIds, field }: { orgId: string; userIds: (string | null | undefined)[]; field: string }) {
  const wanted = [...new Set(userIds.filter((id): id is string => !!id))];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.status, 'active'), inArray(memberships.userId, wanted)));
  if (rows.length !== wanted.length) {
    throw new AppError('validation_failed', 'Not a member of this organization', [{ path: field, message: 'Not a member of this organization' }]);
  }
}
