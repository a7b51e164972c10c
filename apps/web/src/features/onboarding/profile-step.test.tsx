// @vitest-environment jsdom
import type { Profile } from '@hirebase/shared';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthState } from '@/features/auth/auth-store';
import { Route as ProfileRoute } from '@/routes/onboarding.profile';

const profile = (over: Partial<Profile>): Profile => ({
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Admin',
  first_name: 'Ada',
  last_name: 'Admin',
  job_title: null,
  phone: null,
  image: null,
  email_verified: true,
  default_org: null,
  profile_completed: false,
  created_at: '',
  ...over,
});

/** A router holding the real profile step's rule, signed in as `user`. */
async function visitProfileStep(user: Profile, orgId: string | null = null) {
  const state = { user, orgId, isLoggedIn: true } as AuthState;
  const root = createRootRouteWithContext<{ auth: { getState: () => AuthState } }>()();
  const step = createRoute({ getParentRoute: () => root, path: '/onboarding/profile', beforeLoad: (opts) => ProfileRoute.options.beforeLoad?.(opts as never) });
  const others = ['/', '/onboarding/create-org', '/invitations/$token'].map((path) => createRoute({ getParentRoute: () => root, path }));
  const router = createRouter({
    routeTree: root.addChildren([step, ...others]),
    context: { auth: { getState: () => state } },
    history: createMemoryHistory({ initialEntries: ['/onboarding/profile'] }),
  });
  await router.load();
  return router.state.location.pathname;
}

afterEach(() => window.localStorage.clear());

describe('the onboarding profile step', () => {
  it('is where a user with an unfinished profile starts', async () => {
    expect(await visitProfileStep(profile({ profile_completed: false }))).toBe('/onboarding/profile');
  });

  it('sends a fully set-up user home', async () => {
    expect(await visitProfileStep(profile({ profile_completed: true, default_org: 'org1' }))).toBe('/');
    expect(await visitProfileStep(profile({ profile_completed: true }), 'org1')).toBe('/');
  });

  it('sends a user with a profile but no organization on to creating one, or to their pending invitation', async () => {
    expect(await visitProfileStep(profile({ profile_completed: true }))).toBe('/onboarding/create-org');
    window.localStorage.setItem('hirebase.pending-invitation', '/invitations/abc');
    expect(await visitProfileStep(profile({ profile_completed: true }))).toBe('/invitations/abc');
  });
});
