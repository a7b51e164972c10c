import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, memberships, users } from '../../db/schema';

export async function listMembers(db: Db, { orgId }: { orgId: string }) {
  return db
    .select({
      id: memberships.id,
      userId: memberships.userId,
      email: users.email,
      name: users.name,
      role: memberships.role,
      status: memberships.status,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.orgId, orgId))
    .orderBy(asc(users.name));
}

export async function findMember(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [m] = await db
    .select({ id: memberships.id, userId: memberships.userId, role: memberships.role, status: memberships.status, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.id, id)))
    .limit(1);
  return m ?? null;
}

/** Active admins other than the given membership, with their rows locked against concurrent demotion. */
export async function countOtherActiveAdmins(db: Db, { orgId, exceptId }: { orgId: string; exceptId: string }) {
  await db.execute(sql`SELECT id FROM memberships WHERE org_id = ${orgId} AND role = 'admin' FOR UPDATE`);
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(
      and(eq(memberships.orgId, orgId), eq(memberships.role, 'admin'), eq(memberships.status, 'active'), ne(memberships.id, exceptId)),
    );
  return Number(row?.n ?? 0);
}

export async function listPendingInvitations(db: Db, { orgId }: { orgId: string }) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      status: invitations.status,
      invitedBy: users.name,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.orgId, orgId), eq(invitations.status, 'pending')))
    .orderBy(desc(invitations.createdAt));
}

export async function findInvitation(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [inv] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.orgId, orgId), eq(invitations.id, id)))
    .limit(1);
  return inv ?? null;
}

export async function findInvitationByTokenHash(db: Db, { tokenHash }: { tokenHash: string }) {
  const [inv] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return inv ?? null;
}
