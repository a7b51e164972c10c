import { safeRedirect } from '@hirebase/shared';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { AuthCard } from '@/features/auth/auth-card';
import { useAuth } from '@/features/auth/use-auth';
import { Button } from '@/components/ui/button';
import { redirectAfterLogin } from '@/lib/redirect-after-login';

type CallbackSearch = { redirect?: string | undefined; error?: string | undefined };

/** What a refused mailed link says, by the identity provider's error code. */
const LINK_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: 'This link has expired. Links in our emails work for a limited time.',
  INVALID_TOKEN: 'This link is not valid any more: it may have been used already, or a newer email replaced it.',
  USER_NOT_FOUND: 'The account this link was sent for no longer exists.',
  INVALID_USER: 'This link was sent to another account than the one signed in on this browser.',
};

/**
 * The landing of every sign-in redirect (email verification, and sign-ins that leave the app): the
 * SPEC §4 sequence runs on load (session, token exchange, profile, extension token), then the user
 * goes to the same-origin `redirect` they started from — or to onboarding while it is unfinished.
 */
export const Route = createFileRoute('/_auth/auth/callback')({
  validateSearch: (search: Record<string, unknown>): CallbackSearch => ({
    redirect: typeof search.redirect === 'string' ? safeRedirect(search.redirect) : undefined,
    error: typeof search.error === 'string' ? search.error.slice(0, 64) : undefined,
  }),
  beforeLoad: async ({ context }) => {
    await context.auth.ready();
  },
  component: AuthCallbackPage,
});

function AuthCallbackPage() {
  const { redirect, error } = Route.useSearch();
  const { isLoggedIn, user } = useAuth();
  const navigate = useNavigate();
  const done = !error && isLoggedIn && user;
  useEffect(() => {
    if (done) void navigate({ href: redirectAfterLogin(user, redirect), replace: true });
  }, [done, user, redirect, navigate]);

  if (done) {
    return (
      <AuthCard title="Signing you in…" description="One moment while we open your workspace.">
        <Loader2 className="mx-auto size-6 animate-spin text-primary" aria-label="Signing in" />
      </AuthCard>
    );
  }
  if (error) {
    return (
      <AuthCard title="This link did not work" description={LINK_ERRORS[error] ?? 'The link could not be used to sign you in.'}>
        <div className="grid gap-2">
          <Button asChild>
            <Link to="/sign-in" search={{ redirect }}>
              Sign in
            </Link>
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Not verified yet? Sign in with your password and choose <em>Resend verification email</em>. Forgot it?{' '}
            <Link to="/forgot-password" className="font-medium text-primary underline underline-offset-4">
              Reset your password
            </Link>
            .
          </p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Please sign in" description="Your sign-in could not be completed in this browser. Sign in to continue where you left off.">
      <Button asChild className="w-full">
        <Link to="/sign-in" search={{ redirect }}>
          Sign in
        </Link>
      </Button>
    </AuthCard>
  );
}
