import { API_RESOURCE_LABELS, API_RESOURCES, type ApiAccess, type ApiKeyScopes, type ApiResource } from '@hirebase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { FeatureGate } from '@/features/org/feature-gate';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { apiKeysQuery, integrationKeys, integrationsApi } from './api';
import { SecretOnce } from './secret-once';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** /settings/api: administrators make, read and revoke the organization's API keys. */
export function ApiKeysPage() {
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysQuery());
  const [name, setName] = useState('');
  const [days, setDays] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScopes>({ candidates: 'read', jobs: 'read' });
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys });
  const create = useMutation({
    mutationFn: integrationsApi.createKey,
    onSuccess: async (made) => {
      setShown(made.key);
      setName('');
      setError(null);
      await refresh();
    },
    onError: (e) => setError(isApiError(e) ? e.message : 'The key could not be made'),
  });
  const revoke = useMutation({
    mutationFn: integrationsApi.revokeKey,
    onSuccess: async () => {
      toast.success('Key revoked');
      await refresh();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, scopes, expires_in_days: days ? Number(days) : null });
  };
  const setScope = (resource: ApiResource, access: ApiAccess | '') =>
    setScopes((s) => {
      const next = { ...s };
      if (access) next[resource] = access;
      else delete next[resource];
      return next;
    });

  return (
    <>
      <PageHeader
        title="API keys"
        description={
          <>
            Keys let other systems use the Hirebase API as the admin who made them, within the access you choose. See the{' '}
            <a className="underline" href="/api/docs">
              API reference
            </a>
            .
          </>
        }
      />
      <FeatureGate feature="api_access" fallback={<NotInPlan />}>
        {shown ? <SecretOnce label="Your new API key" value={shown} onDone={() => setShown(null)} /> : null}
        <Card className="mb-6">
          <CardHeader>
            <CardTitle>New key</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} className="grid gap-4" aria-label="New API key">
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="grid gap-1.5">
                  <Label htmlFor="key-name">Name</Label>
                  <Input id="key-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="HRIS sync" required maxLength={100} />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor="key-days">Expires after (days, empty for never)</Label>
                  <Input id="key-days" type="number" min={1} max={730} value={days} onChange={(e) => setDays(e.target.value)} />
                </div>
              </div>
              <fieldset className="grid gap-2 sm:grid-cols-3">
                <legend className="mb-2 text-sm font-medium">Access</legend>
                {API_RESOURCES.map((r) => (
                  <label key={r} className="flex items-center justify-between gap-2 text-sm">
                    <span>{API_RESOURCE_LABELS[r]}</span>
                    <NativeSelect className="w-36" value={scopes[r] ?? ''} onChange={(e) => setScope(r, e.target.value as ApiAccess | '')} aria-label={`${API_RESOURCE_LABELS[r]} access`}>
                      <option value="">No access</option>
                      <option value="read">Read</option>
                      <option value="write">Read and write</option>
                    </NativeSelect>
                  </label>
                ))}
              </fieldset>
              {error ? (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
              <div>
                <Button type="submit" disabled={create.isPending}>
                  Create key
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            {keys.isLoading ? (
              <Skeleton className="h-32" />
            ) : keys.isError ? (
              <p className="text-sm text-muted-foreground">{isApiError(keys.error) ? keys.error.message : 'Keys could not be loaded.'}</p>
            ) : !keys.data?.length ? (
              <p className="text-sm text-muted-foreground">No API keys yet.</p>
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Name</TableHead>
                    <TableHead>Key</TableHead>
                    <TableHead>Access</TableHead>
                    <TableHead>Last used</TableHead>
                    <TableHead>Expires</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {keys.data.map((k) => (
                    <TableRow key={k.id}>
                      <TableCell className="font-medium">
                        {k.name} {k.revoked_at ? <Badge variant="secondary">Revoked</Badge> : null}
                      </TableCell>
                      <TableCell className="font-mono text-xs">{k.prefix}…</TableCell>
                      <TableCell className="text-sm">
                        {Object.entries(k.scopes)
                          .map(([r, a]) => `${API_RESOURCE_LABELS[r as ApiResource]}: ${a === 'write' ? 'read and write' : 'read'}`)
                          .join(', ')}
                      </TableCell>
                      <TableCell>{when(k.last_used_at)}</TableCell>
                      <TableCell>{k.expires_at ? when(k.expires_at) : 'Never'}</TableCell>
                      <TableCell className="text-right">
                        {k.revoked_at ? null : (
                          <Button size="sm" variant="outline" onClick={() => revoke.mutate(k.id)} aria-label={`Revoke ${k.name}`}>
                            Revoke
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </FeatureGate>
    </>
  );
}

/** Shown instead of the keys when the plan has no API access (the server refuses them too). */
export function NotInPlan() {
  return (
    <Card>
      <CardContent className="pt-6 text-sm">Your plan does not include API access. Upgrade in Settings › Billing to make API keys and add webhooks.</CardContent>
    </Card>
  );
}
