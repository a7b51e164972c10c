import { INTEGRATION_PROVIDERS } from '@hirebase/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { accountsApi } from './api';

export type OAuthCallbackSearch = { code?: string; state?: string; error?: string; error_description?: string };

export function validateOAuthSearch(search: Record<string, unknown>): OAuthCallbackSearch {
  const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : undefined);
  return { code: text(search.code, 4096), state: text(search.state, 200), error: text(search.error, 100), error_description: text(search.error_description, 300) };
}

/**
 * Where a provider sends the user back after they allowed (or refused) access: the code and state are
 * posted to the server, which checks the state is theirs, and the user lands on /apps with the result.
 */
export function OAuthCallbackPage({ search }: { search: OAuthCallbackSearch }) {
  const navigate = useNavigate();
  const provider = search.state?.split('.', 1)[0] ?? '';
  const known = (INTEGRATION_PROVIDERS as readonly string[]).includes(provider);
  const finish = useMutation({
    mutationFn: accountsApi.callback,
    onSuccess: (state) => {
      toast.success(`${state.name} connected as ${state.account?.label || 'you'}`);
      void navigate({ to: '/apps', replace: true });
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || search.error || !search.code || !search.state || !known) return;
    started.current = true;
    finish.mutate({ provider, code: search.code, state: search.state });
  }, [finish, known, provider, search]);

  const failure = search.error
    ? `The provider did not grant access (${search.error_description || search.error}).`
    : !search.code || !known
      ? 'This address is missing what the provider sends back. Connect again from Apps.'
      : finish.isError
        ? isApiError(finish.error)
          ? finish.error.message
          : 'The account could not be connected.'
        : null;
  return (
    <main className="mx-auto grid min-h-svh max-w-md place-items-center p-6">
      <Card className="w-full">
        <CardHeader>
          <CardTitle>{failure ? 'Not connected' : 'Connecting your account…'}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          {failure ? (
            <p role="alert" className="text-destructive">
              {failure}
            </p>
          ) : (
            <p className="flex items-center gap-2 text-muted-foreground" role="status">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Checking with the provider
            </p>
          )}
          <Button variant="outline" asChild>
            <Link to="/apps">Back to Apps</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
