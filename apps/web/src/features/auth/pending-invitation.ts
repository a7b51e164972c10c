import { isInvitationPath } from '@/lib/redirect-after-login';

/** Carries an invitation link through sign-up, email verification and onboarding (new tab included). */
const KEY = 'hirebase.pending-invitation';

export function rememberInvitation(redirect: string | undefined): void {
  try {
    if (isInvitationPath(redirect)) window.localStorage.setItem(KEY, redirect!);
  } catch {
    /* storage disabled */
  }
}

export function pendingInvitation(): string | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value && isInvitationPath(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingInvitation(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    /* storage disabled */
  }
}
