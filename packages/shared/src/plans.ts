/** Plans and their feature flags (PRODUCT.md §Plans). */
export const FEATURES = [
  'ai_assessment',
  'gmail',
  'automation',
  'talent_scout',
  'career_pages',
  'job_portals',
  'recommendations',
  'api_access',
] as const;
export type Feature = (typeof FEATURES)[number];
export type FeatureMap = Record<Feature, boolean>;

export const PLAN_IDS = ['starter', 'growth', 'scale'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  monthly_price_usd: number;
  seat_limit: number | null;
  open_job_limit: number | null;
  features: FeatureMap;
};

function features(on: Feature[]): FeatureMap {
  return Object.fromEntries(FEATURES.map((f) => [f, on.includes(f)])) as FeatureMap;
}

export const PLANS: Record<PlanId, Plan> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    monthly_price_usd: 0,
    seat_limit: 3,
    open_job_limit: 5,
    features: features(['career_pages']),
  },
  growth: {
    id: 'growth',
    name: 'Growth',
    monthly_price_usd: 49,
    seat_limit: 15,
    open_job_limit: 50,
    features: features(['career_pages', 'automation', 'gmail', 'job_portals', 'talent_scout']),
  },
  scale: {
    id: 'scale',
    name: 'Scale',
    monthly_price_usd: 99,
    seat_limit: null,
    open_job_limit: null,
    features: features([...FEATURES]),
  },
};

/** New organizations start on a trial of the top plan. */
export const TRIAL_PLAN: PlanId = 'scale';

export function planFeatures(plan: PlanId): FeatureMap {
  return PLANS[plan].features;
}

/** The one rule for gating a feature: an active subscription whose plan has the flag (SPEC §6). */
export function isFeatureOn(subscription: { active: boolean; features: Partial<FeatureMap> }, feature: Feature): boolean {
  return subscription.active && subscription.features[feature] === true;
}

/** Days a past-due organization keeps working before it turns read-only (its data is never deleted). */
export const PAST_DUE_GRACE_DAYS = 7;

/** Plans ordered from the smallest up, for comparing an upgrade with a downgrade. */
export function planRank(plan: PlanId): number {
  return PLAN_IDS.indexOf(plan);
}

/** Why a plan (with a chosen seat count) cannot hold the organization as it is now, or null when it can. */
export function planChangeProblem(
  target: { plan: PlanId; seats?: number | null },
  usage: { seats_used: number; pending_invitations: number; open_jobs_used: number },
): string | null {
  const plan = PLANS[target.plan];
  const seatCap = [plan.seat_limit, target.seats ?? null].filter((n): n is number => n != null);
  const seats = seatCap.length ? Math.min(...seatCap) : null;
  const taken = usage.seats_used + usage.pending_invitations;
  if (seats != null && taken > seats) {
    const free = taken - seats;
    return `${plan.name} allows ${seats} ${seats === 1 ? 'seat' : 'seats'} and ${taken} are taken or invited: remove or revoke ${free} ${free === 1 ? 'seat' : 'seats'} first.`;
  }
  if (plan.open_job_limit != null && usage.open_jobs_used > plan.open_job_limit) {
    const close = usage.open_jobs_used - plan.open_job_limit;
    return `${plan.name} allows ${plan.open_job_limit} open jobs and ${usage.open_jobs_used} are open: close or archive ${close} ${close === 1 ? 'job' : 'jobs'} first.`;
  }
  return null;
}

/** The message when opening one more job would pass the plan's limit. */
export function openJobLimitMessage(planName: string, limit: number): string {
  return `Your ${planName} plan allows ${limit} open ${limit === 1 ? 'job' : 'jobs'}. Close or archive one, or upgrade in Billing, to open another.`;
}

/** The message when inviting one more person would pass the plan's seats. */
export function seatLimitMessage(limit: number): string {
  return `Your plan allows ${limit} ${limit === 1 ? 'seat' : 'seats'} and all are taken or invited. Revoke an invitation, remove a member, or add seats in Billing.`;
}
