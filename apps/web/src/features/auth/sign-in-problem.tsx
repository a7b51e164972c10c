/**
 * What the sign-in form says when sign-in fails. Each cause gets its own words, so a refused
 * address or a locked account is never shown as a wrong password.
 */
import { MESSAGES } from '@hirebase/shared';
import { Link } from '@tanstack/react-router';
import { FormMessage } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';

export type SignInProblem = { kind: 'unverified' } | { kind: 'message'; text: string; offerReset?: boolean };

export function signInProblem(error: unknown): SignInProblem {
  if (!isApiError(error)) return { kind: 'message', text: MESSAGES.serverError };
  if (error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED') return { kind: 'unverified' };
  // The server names the address to open the app at; nothing the user types will fix this.
  if (error.code === 'origin_not_allowed') return { kind: 'message', text: error.message };
  if (error.code === 'account_locked') return { kind: 'message', text: error.message, offerReset: true };
  if (error.status === 429) return { kind: 'message', text: error.message };
  if (error.status >= 400 && error.status < 500) return { kind: 'message', text: MESSAGES.invalidCredentials };
  return { kind: 'message', text: MESSAGES.serverError };
}

/** The problem as an alert, with the way out of a lock: resetting the password. */
export function SignInProblemMessage({ problem }: { problem: Extract<SignInProblem, { kind: 'message' }> }) {
  return (
    <FormMessage>
      {problem.text}
      {problem.offerReset ? (
        <>
          {' '}
          <Link to="/forgot-password" className="font-medium underline underline-offset-4">
            Reset your password
          </Link>
        </>
      ) : null}
    </FormMessage>
  );
}
