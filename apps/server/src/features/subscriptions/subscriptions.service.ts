import { and, count, eq } from 'drizzle-orm';
import { PLANS, TRIAL_DAYS, TRIAL_PLAN, type Subscription } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { memberships, subscriptions } from '../../db/schema';

/** Every new organization starts on a trial of the top plan. */
export async function startTrial(tx: Db, orgId: string): Promise<void> {
  await tx.insert(subscriptions).values({
    orgId,
    plan: TRIAL_PLAN,
    status: 'trialing',
    trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
  });
}

export async function loadSubscription(db: Db, orgId: string): Promise<Subscription> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)).limit(1);
  const [seats] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.status, 'active')));
  const plan = PLANS[sub?.plan ?? 'starter'];
  const status = sub?.status ?? 'canceled';
  const trialOver = status === 'trialing' && (sub?.trialEndsAt?.getTime() ?? 0) <= Date.now();
  const active = (status === 'trialing' && !trialOver) || status === 'active';
  return {
    active,
    plan: plan.id,
    plan_name: plan.name,
    status,
    trial_ends_at: sub?.trialEndsAt?.toISOString() ?? null,
    seat_limit: sub?.seats ?? plan.seat_limit,
    seats_used: Number(seats?.n ?? 0),
    features: plan.features,
  };
}
