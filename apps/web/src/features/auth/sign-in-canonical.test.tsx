// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { optionalStrings } from '@/lib/search';
import { Route as LoginRoute } from '@/routes/_auth.login';

type SearchOnly = (ctx: { search: { redirect?: string } }) => void;
const loginRule = LoginRoute.options.beforeLoad as unknown as SearchOnly;

/** A router holding the real `/login` rule beside a plain `/sign-in` page. */
function routerAt(url: string) {
  const root = createRootRoute();
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login',
    validateSearch: optionalStrings('redirect'),
    beforeLoad: ({ search }) => loginRule({ search }),
  });
  const signIn = createRoute({ getParentRoute: () => root, path: '/sign-in', validateSearch: optionalStrings('redirect') });
  return createRouter({ routeTree: root.addChildren([login, signIn]), history: createMemoryHistory({ initialEntries: [url] }) });
}

describe('the sign-in page has one address', () => {
  it('sends /login to /sign-in, keeping where the user was going', async () => {
    const router = routerAt('/login?redirect=%2Fjobs%3Fstatus%3Dopen');
    await router.load();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toEqual({ redirect: '/jobs?status=open' });
  });

  it('sends a bare /login to a bare /sign-in', async () => {
    const router = routerAt('/login');
    await router.load();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toEqual({});
  });
});
