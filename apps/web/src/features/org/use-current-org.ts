import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { orgInfoQuery, subscriptionQuery } from './api';

export function useCurrentOrgId(): string | null {
  const { orgId, user } = useAuth();
  return orgId ?? user?.default_org ?? null;
}

export function useOrgInfo() {
  return useQuery(orgInfoQuery(useCurrentOrgId()));
}

export function useSubscription() {
  return useQuery(subscriptionQuery(useCurrentOrgId()));
}

/** The caller's role in the current organization (null while loading). */
export function useRole() {
  return useOrgInfo().data?.role ?? null;
}
