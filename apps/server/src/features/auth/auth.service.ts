import { and, eq } from 'drizzle-orm';
import type { TokenResponse } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { signToken } from '../../lib/token';
import { loadPlanAccess } from '../subscriptions/subscriptions.service';

/**
 * Exchanges a signed-in session for an org-scoped bearer token (SPEC §7). org_id null means the
 * user's default organization; naming one makes it the default, so a switch survives a reload.
 */
export async function exchangeToken(
  db: Db,
  secret: string,
  input: { userId: string; sessionId: string; orgId: string | null },
): Promise<TokenResponse> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user) throw new AppError('not_found', 'User not found');

  const active = await db
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.status, 'active')));
  const orgIds = new Set(active.map((m) => m.orgId));

  let orgId: string | null;
  if (input.orgId) {
    if (!orgIds.has(input.orgId)) throw new AppError('not_found', 'Organization not found');
    orgId = input.orgId;
  } else {
    orgId = user.defaultOrgId && orgIds.has(user.defaultOrgId) ? user.defaultOrgId : (active[0]?.orgId ?? null);
  }
  if (orgId !== user.defaultOrgId) {
    await db.update(users).set({ defaultOrgId: orgId, updatedAt: new Date() }).where(eq(users.id, user.id));
  }

  const { token, expiresAt } = await signToken(secret, { userId: user.id, sessionId: input.sessionId, orgId });
  const isActive = orgId ? (await loadPlanAccess(db, orgId)).active : false;
  return { token, is_subscription_active: isActive, org_id: orgId, expires_at: expiresAt.toISOString() };
}
