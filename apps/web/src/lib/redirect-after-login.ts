import { safeRedirect } from '@hirebase/shared';

type ProfileState = { profile_completed: boolean; default_org: string | null };

/**
 * Where a user lands after signing in: onboarding until the profile and an organization
 * exist, otherwise the same-origin `redirect` they came from. An invitation link is kept
 * even during onboarding, so invited users join that organization instead of creating one.
 */
export function redirectAfterLogin(profile: ProfileState, redirect: unknown): string {
  const target = safeRedirect(redirect);
  if (!profile.profile_completed) return '/onboarding/profile';
  if (target.startsWith('/invitations/')) return target;
  if (!profile.default_org) return '/onboarding/create-org';
  return target;
}

/** True for a same-origin invitation path (used to carry the invitation through onboarding). */
export function isInvitationPath(path: string | undefined): boolean {
  return typeof path === 'string' && safeRedirect(path).startsWith('/invitations/');
}
