// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const future = new Date(Date.now() + 3_600_000).toISOString();
const profile = { id: 'u1', email: 'ada@example.com', name: 'Ada Admin', first_name: 'Ada', last_name: 'Admin', job_title: null, phone: null, image: null, email_verified: true, default_org: 'org1', profile_completed: true, created_at: '' };

/** The identity server answers with a session (signed in) or none; the API with a token and the profile. */
function serve(signedIn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/get-session')) return json(signedIn ? { session: { id: 's1', expiresAt: future }, user: { id: 'u1', email: profile.email, name: profile.name } } : null);
      if (url.includes('/recruiter/auth/token')) return json({ data: { token: 't1', is_subscription_active: true, org_id: 'org1', expires_at: future } });
      if (url.includes('/recruiter/user/profile')) return json({ data: profile });
      return json({});
    }),
  );
}

/** The real /401 route (and its auth store) beside plain pages it links to. */
async function open401() {
  const { authStore } = await import('./auth-store');
  const { Route } = await import('@/routes/401');
  const root = createRootRouteWithContext<{ auth: typeof authStore; queryClient: QueryClient }>()();
  const page = createRoute({ getParentRoute: () => root, path: '/401', beforeLoad: (opts) => Route.options.beforeLoad?.(opts as never), component: Route.options.component });
  const others = ['/', '/sign-in', '/sign-up'].map((path) => createRoute({ getParentRoute: () => root, path, component: () => <p>at {path}</p> }));
  const router = createRouter({
    routeTree: root.addChildren([page, ...others]),
    context: { auth: authStore, queryClient: new QueryClient() },
    history: createMemoryHistory({ initialEntries: ['/401'] }),
  });
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the 401 page', () => {
  it('asks a signed-out visitor to sign in', async () => {
    serve(false);
    await open401();
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('tells a signed-in user what happened and offers the dashboard or a fresh sign-in', async () => {
    serve(true);
    const router = await open401();
    expect(await screen.findByRole('heading', { name: 'Your session was not accepted' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Please sign in' })).toBeNull();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByText('at /sign-in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});
