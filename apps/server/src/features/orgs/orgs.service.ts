import { eq } from 'drizzle-orm';
import type { OrgInfo, OrgSummary, Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { memberships, organizations, users } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { createDefaultPipeline, createDefaultRejectionReasons } from '../pipelines/pipelines.service';
import { startSubscription } from '../subscriptions/subscriptions.service';
import { countActiveMembers, findDefaultPipelineId, findOrg, findOrgBySlug } from './orgs.repo';

export { findOrg };

/** Slugs that would clash with the careers host's own paths. */
const RESERVED_SLUGS = new Set(['api', 'admin', 'www', 'app', 'assets', 'static', 'careers', 'jobs', 'login', 'hirebase']);

export async function isSlugAvailable(db: Db, slug: string): Promise<boolean> {
  return !RESERVED_SLUGS.has(slug) && (await findOrgBySlug(db, { slug })) == null;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Creates an organization with its creator as admin, a default pipeline and its subscription: a trial
 * with hosted billing, everything on when self-hosted (the default).
 */
export async function createOrg(
  db: Db,
  input: { userId: string; name: string; slug: string; role?: Role; hostedBilling?: boolean },
): Promise<OrgSummary> {
  if (!(await isSlugAvailable(db, input.slug))) {
    throw new AppError('conflict', 'That careers page address is taken', { field: 'slug' });
  }
  const orgId = newId();
  const role = input.role ?? 'admin';
  try {
    await db.transaction(async (tx) => {
      await tx.insert(organizations).values({ id: orgId, name: input.name, slug: input.slug });
      await tx.insert(memberships).values({ id: newId(), orgId, userId: input.userId, role });
      await createDefaultPipeline(tx, orgId);
      await createDefaultRejectionReasons(tx, orgId);
      await startSubscription(tx, orgId, { hosted: input.hostedBilling === true });
      await tx.update(users).set({ defaultOrgId: orgId, updatedAt: new Date() }).where(eq(users.id, input.userId));
      await logActivity(tx, {
        orgId,
        actorId: input.userId,
        action: 'create',
        entityType: 'organization',
        entityId: orgId,
        changes: { name: { before: null, after: input.name }, slug: { before: null, after: input.slug } },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 'That careers page address is taken', { field: 'slug' });
    throw err;
  }
  return { id: orgId, name: input.name, slug: input.slug, role };
}

export async function orgInfo(db: Db, { orgId, role }: { orgId: string; role: Role }): Promise<OrgInfo> {
  const org = await findOrg(db, { orgId });
  if (!org) throw new AppError('not_found', 'Organization not found');
  return {
    id: org.id,
    name: org.name,
    slug: org.slug,
    role,
    created_at: org.createdAt.toISOString(),
    member_count: await countActiveMembers(db, { orgId }),
    default_pipeline_id: await findDefaultPipelineId(db, { orgId }),
  };
}

export async function renameOrg(db: Db, { orgId, actorId, name }: { orgId: string; actorId: string; name: string }) {
  await db.transaction(async (tx) => {
    const org = await findOrg(tx, { orgId });
    if (!org) throw new AppError('not_found', 'Organization not found');
    await tx.update(organizations).set({ name, updatedAt: new Date() }).where(eq(organizations.id, orgId));
    await logActivity(tx, {
      orgId,
      actorId,
      action: 'update',
      entityType: 'organization',
      entityId: orgId,
      changes: { name: { before: org.name, after: name } },
    });
  });
}
