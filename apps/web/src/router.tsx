import { ROUTER_DEFAULTS } from '@hirebase/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouterErrorComponent } from '@/components/error-page';
import { NotFoundPage } from '@/components/not-found-page';
import { authStore, type AuthStore } from '@/features/auth/auth-store';
import { queryClient } from '@/lib/query-client';
import { routeTree } from './route-tree.gen';

export type RouterContext = { queryClient: QueryClient; auth: AuthStore };

export const router = createRouter({
  routeTree,
  context: { queryClient, auth: authStore },
  ...ROUTER_DEFAULTS,
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: RouterErrorComponent,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  // Module augmentation merges declarations, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: typeof router;
  }
}
