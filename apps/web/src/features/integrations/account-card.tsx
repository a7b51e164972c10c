import type { IntegrationState } from '@hirebase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { accountsApi, integrationKeys } from './api';
import { CONNECT_FORMS } from './connect-forms';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The badge of a provider's state: connected, needs reconnecting, or why it cannot be connected. */
export function accountBadge(p: IntegrationState): ReactNode {
  if (p.account?.status === 'connected') return <Badge variant="success">Connected</Badge>;
  if (p.account) return <Badge variant="destructive">Needs reconnecting</Badge>;
  if (!p.configured) return <Badge variant="secondary">Not configured</Badge>;
  if (!p.plan_allows) return <Badge variant="secondary">Not in your plan</Badge>;
  return <Badge variant="outline">Not connected</Badge>;
}

/** Connect (OAuth: off to the provider; forms: verified and saved), reconnect and disconnect one provider. */
export function useAccountActions(p: IntegrationState) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.connected });
  const connect = useMutation({
    mutationFn: accountsApi.connect,
    onSuccess: async (result) => {
      setError(null);
      if ('authorization_url' in result) {
        window.location.assign(result.authorization_url);
        return;
      }
      toast.success(`${p.name} connected`);
      await refresh();
    },
    onError: (e) => setError(isApiError(e) ? e.message : `${p.name} could not be connected`),
  });
  const disconnect = useMutation({
    mutationFn: accountsApi.disconnect,
    onSuccess: async () => {
      toast.success(`${p.name} disconnected`);
      await refresh();
    },
    onError: (e) => setError(isApiError(e) ? e.message : `${p.name} could not be disconnected`),
  });
  const syncNow = useMutation({
    mutationFn: accountsApi.syncNow,
    onSuccess: async () => {
      setError(null);
      toast.success(`${p.name} is syncing`);
      await refresh();
    },
    onError: (e) => setError(isApiError(e) ? e.message : `${p.name} could not start a sync`),
  });
  return { connect, disconnect, syncNow, error };
}

/** What a provider's card says and offers: connected as…, last sync, the error with a reconnect, disconnect. */
export function AccountPanel({ p, detailsLink = true }: { p: IntegrationState; detailsLink?: boolean }) {
  const { connect, disconnect, syncNow, error } = useAccountActions(p);
  const [formOpen, setFormOpen] = useState(false);
  const Form = CONNECT_FORMS[p.provider];
  const start = () => (p.connect === 'form' ? setFormOpen(true) : connect.mutate({ provider: p.provider }));
  const canConnect = p.can_manage && p.configured && p.plan_allows && (p.connect === 'oauth' || !!Form);
  return (
    <div className="grid gap-3 text-sm">
      {p.account ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">Connected as</dt>
          <dd className="break-all">{p.account.label || '—'}</dd>
          <dt className="text-muted-foreground">Last sync</dt>
          <dd>{p.account.last_synced_at ? when(p.account.last_synced_at) : 'Not yet'}</dd>
        </dl>
      ) : null}
      {/* A connected account's error is its last sync's (it backs off and tries again); reconnecting also retries now. */}
      {p.account?.error ? (
        <p role="alert" className="text-destructive">
          {p.account.error}
        </p>
      ) : null}
      {!p.configured ? <p className="text-muted-foreground">Not configured on this server: an administrator of the installation adds the provider’s app keys.</p> : null}
      {p.configured && !p.plan_allows ? <p className="text-muted-foreground">Your plan does not include this integration.</p> : null}
      {!p.can_manage ? <p className="text-muted-foreground">An administrator connects this for the organization.</p> : null}
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      {formOpen && Form ? (
        <Form
          pending={connect.isPending}
          onCancel={() => setFormOpen(false)}
          onSubmit={(body) => connect.mutate({ provider: p.provider, body }, { onSuccess: () => setFormOpen(false) })}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {canConnect && (p.account?.status !== 'connected' || p.account.error) ? (
            <Button size="sm" onClick={start} disabled={connect.isPending} aria-label={`${p.account ? 'Reconnect' : 'Connect'} ${p.name}`}>
              {p.account ? 'Reconnect' : 'Connect'}
            </Button>
          ) : null}
          {p.syncs && p.account?.status === 'connected' && p.can_manage ? (
            <Button size="sm" variant="outline" onClick={() => syncNow.mutate(p.provider)} disabled={syncNow.isPending} aria-label={`Sync ${p.name} now`}>
              Sync now
            </Button>
          ) : null}
          {p.account && p.can_manage ? (
            <Button size="sm" variant="outline" onClick={() => disconnect.mutate(p.provider)} disabled={disconnect.isPending} aria-label={`Disconnect ${p.name}`}>
              Disconnect
            </Button>
          ) : null}
          {detailsLink && p.app_path ? (
            <Button size="sm" variant="ghost" asChild>
              <Link to={p.app_path as '/apps'}>Details</Link>
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
