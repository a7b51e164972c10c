import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfirmProvider } from '@/components/confirm-dialog';
import { AppErrorBoundary } from '@/components/fallback-page';
import { ThemeProvider } from '@/components/theme-provider';
import { ToasterOnDemand } from '@/components/toaster-on-demand';
import { authStore } from '@/features/auth/auth-store';
import { setApiErrorListener } from '@/lib/api-client';
import { bindErrorNavigation, queryClient } from '@/lib/query-client';
import { router } from './router';
import './styles.css';

bindErrorNavigation({
  currentHref: () => router.state.location.href,
  toLogin: (redirect) => {
    if (router.state.location.pathname === '/sign-in') return;
    void router.navigate({ to: '/sign-in', search: { redirect } });
  },
  toStatus: (to) => void router.navigate({ to, replace: true }),
  onUnauthorized: () => authStore.expire(),
  onOrgGone: () => {
    if (router.state.location.pathname === '/org/not-found') return;
    void router.navigate({ to: '/org/not-found', replace: true });
    // A token for another organization the user still belongs to (or none), so /organizations works.
    void authStore.leaveGoneOrg().then(() => queryClient.clear());
  },
});
setApiErrorListener((error) => {
  if (error.code === 'maintenance' && router.state.location.pathname !== '/503') {
    void router.navigate({ to: '/503', replace: true });
  }
});
authStore.onSignOut(() => queryClient.clear());
void authStore.ready();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
          <ToasterOnDemand />
        </QueryClientProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
