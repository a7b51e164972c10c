import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Brand } from '@/components/brand';
import { PageMain } from '@/components/page-main';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form';
import { AuthCard } from '@/features/auth/auth-card';
import { authStore } from '@/features/auth/auth-store';
import { identity } from '@/features/auth/identity-api';
import { isApiError } from '@/lib/api-client';
import { redirectAfterLogin } from '@/lib/redirect-after-login';

/** One redemption per token per page load, however often React runs the effect. */
const redemptions = new Map<string, Promise<string>>();

async function signInWith(token: string): Promise<string> {
  const { org_id } = await identity.redeemOneAuth(token);
  const user = await authStore.completeLogin(org_id);
  return redirectAfterLogin(user, '/');
}

/** The receiving side of the hand-off: the one-time link signs this browser in, then opens the app. */
export const Route = createFileRoute('/oneauth/$token')({ component: OneAuthPage });

function OneAuthPage() {
  const { token } = Route.useParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let promise = redemptions.get(token);
    if (!promise) {
      promise = signInWith(token);
      redemptions.set(token, promise);
    }
    promise.then(
      (to) => void navigate({ href: to, replace: true }),
      (err: unknown) =>
        setFailed(isApiError(err) && err.status === 410 ? err.message : 'The sign-in could not be completed. Check your connection and ask for a new link.'),
    );
  }, [token, navigate]);

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="px-6 py-5">
        <Brand to="/sign-in" />
      </header>
      <PageMain className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:pt-10">
        {failed ? (
          <AuthCard title="This sign-in link did not work">
            <FormMessage>{failed}</FormMessage>
            <p className="text-sm text-muted-foreground">
              Links made on the <em>Sign in elsewhere</em> page work once, for 60 seconds. Make a new one where you are signed in, or sign in here
              with your email and password.
            </p>
            <Button asChild>
              <Link to="/sign-in">Sign in</Link>
            </Button>
          </AuthCard>
        ) : (
          <AuthCard title="Signing you in…" description="One moment while we open your workspace.">
            <Loader2 className="mx-auto size-6 animate-spin text-primary" aria-label="Signing in" />
          </AuthCard>
        )}
      </PageMain>
    </div>
  );
}
