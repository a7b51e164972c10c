import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { PAST_DUE_GRACE_DAYS, PLANS, TRIAL_DAYS, TRIAL_PLAN, type Subscription } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { invitations, jobs, memberships, subscriptions } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new organization's subscription. With hosted billing it starts on a trial of the top plan; a
 * self-hosted install has no one to pay, so everything is on until an operator sets a plan
 * (`npm run admin -- set-plan`).
 */
export async function startSubscription(tx: Db, orgId: string, { hosted }: { hosted: boolean }): Promise<void> {
  await tx.insert(subscriptions).values(
    hosted
      ? { orgId, plan: TRIAL_PLAN, status: 'trialing', trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS) }
      : { orgId, plan: TRIAL_PLAN, status: 'active', trialEndsAt: null },
  );
}

/** Jobs that count against the plan's open-job limit: open and not archived. */
export async function countOpenJobs(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.status, 'open'), isNull(jobs.archivedAt)));
  return Number(row?.n ?? 0);
}

/** Past due for longer than the grace period: the organization can read everything and change nothing. */
export function isReadOnly(sub: { status: string; pastDueSince: Date | null } | undefined, now = Date.now()): boolean {
  return sub?.status === 'past_due' && sub.pastDueSince != null && sub.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS <= now;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What a subscription row means now: its plan, whether it is active, and whether it has gone read-only. */
function planState(sub: SubscriptionRow | undefined) {
  const plan = PLANS[sub?.plan ?? 'starter'];
  const status = sub?.status ?? 'canceled';
  const trialOver = status === 'trialing' && (sub?.trialEndsAt?.getTime() ?? 0) <= Date.now();
  // Past due keeps the plan working through the grace period; read-only follows it.
  const readOnly = isReadOnly(sub);
  const active = (status === 'trialing' && !trialOver) || status === 'active' || (status === 'past_due' && !readOnly);
  return { plan, status, readOnly, active };
}

/**
 * Only what gating a feature needs — whether the plan is active and its flags — from the subscription
 * row alone, without the usage counts `loadSubscription` adds: feature guards run on every gated request.
 */
export async function loadPlanAccess(db: Db, orgId: string): Promise<Pick<Subscription, 'active' | 'features'>> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)).limit(1);
  const { plan, active } = planState(sub);
  return { active, features: plan.features };
}

export async function loadSubscription(db: Db, orgId: string): Promise<Subscription> {
  const [[sub], [seats], [pending], openJobs] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)).limit(1),
    db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.orgId, orgId), eq(memberships.status, 'active'))),
    db
      .select({ n: count() })
      .from(invitations)
      .where(and(eq(invitations.orgId, orgId), eq(invitations.status, 'pending'), gt(invitations.expiresAt, new Date()))),
    countOpenJobs(db, orgId),
  ]);
  const { plan, status, readOnly, active } = planState(sub);
  const seatLimits = [plan.seat_limit, sub?.seats ?? null].filter((n): n is number => n != null);
  return {
    active,
    plan: plan.id,
    plan_name: plan.name,
    status,
    trial_ends_at: sub?.trialEndsAt?.toISOString() ?? null,
    seat_limit: seatLimits.length ? Math.min(...seatLimits) : null,
    seats_used: Number(seats?.n ?? 0),
    pending_invitations: Number(pending?.n ?? 0),
    open_job_limit: plan.open_job_limit,
    open_jobs_used: openJobs,
    cancel_at_period_end: sub?.cancelAtPeriodEnd ?? false,
    current_period_end: sub?.currentPeriodEnd?.toISOString() ?? null,
    past_due_since: sub?.pastDueSince?.toISOString() ?? null,
    read_only: readOnly,
    features: plan.features,
  };
}
