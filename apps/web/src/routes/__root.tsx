import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { publicConfigQuery } from '@/features/auth/public-config';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    if (location.pathname === '/503') return;
    // The public config can say the whole app is in maintenance; an unreachable config never blocks.
    const config = await context.queryClient.ensureQueryData(publicConfigQuery).catch(() => null);
    if (config?.maintenance) throw redirect({ to: '/503', replace: true });
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <Outlet />
    </>
  );
}
