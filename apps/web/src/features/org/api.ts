import type { OrgInfo, OrgSummary, Subscription } from '@hirebase/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const orgKeys = {
  all: ['org'] as const,
  list: () => [...orgKeys.all, 'list'] as const,
  info: (orgId: string | null) => [...orgKeys.all, 'info', orgId] as const,
  subscription: (orgId: string | null) => [...orgKeys.all, 'subscription', orgId] as const,
};

export const orgListQuery = () =>
  queryOptions({
    queryKey: orgKeys.list(),
    queryFn: async () => (await apiData<{ org_list: OrgSummary[] }>('/recruiter/org/list')).org_list,
  });

/** Current organization info (fetched only when the user has an organization: SPEC §4). */
export const orgInfoQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: orgKeys.info(orgId),
    queryFn: () => apiData<OrgInfo>('/recruiter/org/info'),
    enabled: Boolean(orgId),
  });

/** Subscription, fetched only with a user and a current organization (SPEC §4). */
export const subscriptionQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: orgKeys.subscription(orgId),
    queryFn: () => apiData<Subscription>('/recruiter/subscriptions/info'),
    enabled: Boolean(orgId),
  });

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
}

export function trialDaysLeft(trialEndsAt: string | null, now = Date.now()): number | null {
  if (!trialEndsAt) return null;
  const ms = Date.parse(trialEndsAt) - now;
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 86_400_000)) : null;
}
