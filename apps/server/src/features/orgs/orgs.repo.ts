import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PlanId } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { memberships, organizations, pipelines, subscriptions } from '../../db/schema';

export async function listUserOrgs(db: Db, { userId }: { userId: string }) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      role: memberships.role,
      // An organization without a subscription row is on Starter, as loadSubscription reads it.
      plan: sql<PlanId>`coalesce(${subscriptions.plan}, 'starter')`,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .leftJoin(subscriptions, eq(subscriptions.orgId, organizations.id))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(asc(organizations.name));
}

export async function findOrg(db: Db, { orgId }: { orgId: string }) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId)).limit(1);
  return org ?? null;
}

export async function findOrgBySlug(db: Db, { slug }: { slug: string }) {
  const [org] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return org ?? null;
}

export async function countActiveMembers(db: Db, { orgId }: { orgId: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.status, 'active')));
  return Number(row?.n ?? 0);
}

export async function findDefaultPipelineId(db: Db, { orgId }: { orgId: string }) {
  const [row] = await db
    .select({ id: pipelines.id })
    .from(pipelines)
    .where(and(eq(pipelines.orgId, orgId), eq(pipelines.isDefault, true)))
    .limit(1);
  return row?.id ?? null;
}
