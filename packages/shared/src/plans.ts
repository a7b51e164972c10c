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
