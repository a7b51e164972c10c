import { MESSAGES, QUERY_DEFAULTS } from '@hirebase/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { toast } from './toast-store';

export type ErrorNavigation = {
  /** Current location (path + search), used as the login redirect. */
  currentHref: () => string;
  toLogin: (redirect: string) => void;
  toStatus: (path: '/403' | '/503') => void;
  onUnauthorized: () => void;
  /** The token's organization is gone (deleted, or the membership ended) while the sign-in still holds. */
  onOrgGone: () => void;
};

let nav: ErrorNavigation | null = null;

/** main.tsx binds the router once it exists (the query client is created first). */
export function bindErrorNavigation(navigation: ErrorNavigation): void {
  nav = navigation;
}

/** Never retry a 4xx: the answer will not change. Otherwise QUERY_DEFAULTS.retry times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}

/** 1 s doubling to 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_DEFAULTS.retryBaseMs * 2 ** attempt, QUERY_DEFAULTS.retryMaxMs);
}

let sessionToastShown = false;

/** The SPEC §8 reactions shared by queries and mutations. Returns true when handled. */
export function handleGlobalError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 401 && (error.details as { reason?: string } | undefined)?.reason === 'membership_ended') {
    nav?.onOrgGone();
    return true;
  }
  if (error.status === 401) {
    if (!sessionToastShown) {
      sessionToastShown = true;
      toast.error(MESSAGES.sessionExpired);
      setTimeout(() => (sessionToastShown = false), 2000);
    }
    nav?.onUnauthorized();
    nav?.toLogin(nav.currentHref());
    return true;
  }
  if (error.status === 403 && error.code !== 'feature_disabled') {
    nav?.toStatus('/403');
    return true;
  }
  if (error.status === 503 && error.code === 'maintenance') {
    nav?.toStatus('/503');
    return true;
  }
  return false;
}

export function mutationErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 204) return MESSAGES.contentNotFound;
    if (error.message && error.status > 0) return error.message;
  }
  return MESSAGES.mutationError;
}

export type MutationMeta = { silentError?: boolean };

declare module '@tanstack/react-query' {
  // Module augmentation merges declarations, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    mutationMeta: MutationMeta;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error) {
        if (handleGlobalError(error)) return;
        if (isApiError(error) && error.status >= 500) toast.error(MESSAGES.internalServerError);
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _vars, _ctx, mutation) {
        if (handleGlobalError(error)) return;
        if (mutation.meta?.silentError) return;
        toast.error(mutationErrorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
