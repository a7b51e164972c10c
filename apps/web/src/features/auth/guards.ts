import { redirect } from '@tanstack/react-router';
import { authStore } from './auth-store';

type Loc = { href: string };

/** Signed-in users only; others go to /sign-in?redirect=<where they were>. */
export async function requireUser(location: Loc) {
  await authStore.ready();
  const { isLoggedIn, user } = authStore.getState();
  if (!isLoggedIn || !user) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  return user;
}

/** Signed in, profile completed and inside an organization; otherwise onboarding. */
export async function requireOrgMember(location: Loc) {
  const user = await requireUser(location);
  if (!user.profile_completed) throw redirect({ to: '/onboarding/profile' });
  const { orgId } = authStore.getState();
  if (!orgId && !user.default_org) throw redirect({ to: '/onboarding/create-org' });
  return user;
}
