import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEvent } from '@hirebase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { FeatureGate } from '@/features/org/feature-gate';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { NotInPlan } from './api-keys-page';
import { deliveriesQuery, integrationKeys, integrationsApi, webhooksQuery } from './api';
import { SecretOnce } from './secret-once';

const STATUS_VARIANT = { succeeded: 'success', failed: 'destructive', pending: 'secondary' } as const;

/** /settings/webhooks: administrators add endpoints, read each one's delivery log and redeliver by hand. */
export function WebhooksPage() {
  const queryClient = useQueryClient();
  const endpoints = useQuery(webhooksQuery());
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['candidate.created', 'application.stage_changed']);
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks });
  const create = useMutation({
    mutationFn: integrationsApi.createWebhook,
    onSuccess: async (made) => {
      setSecret(made.secret);
      setUrl('');
      setError(null);
      setOpen(made.id);
      await refresh();
    },
    onError: (e) => setError(isApiError(e) ? e.message : 'The endpoint could not be added'),
  });
  const toggle = useMutation({ mutationFn: integrationsApi.setEnabled, onSuccess: refresh });
  const remove = useMutation({
    mutationFn: integrationsApi.removeWebhook,
    onSuccess: async () => {
      toast.success('Endpoint removed');
      await refresh();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ url, events });
  };

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Hirebase tells your systems when things change by sending signed requests (Standard Webhooks) to the addresses you add here. Failed deliveries are retried for 24 hours."
      />
      {/* Endpoints already added stay listed so they can be turned off or removed after a downgrade. */}
      <FeatureGate feature="api_access" fallback={<div className="mb-6"><NotInPlan /></div>}>
        {secret ? <SecretOnce label="The endpoint's signing secret" value={secret} onDone={() => setSecret(null)} /> : null}
        <Card className="mb-6">
          <CardHeader>
            <CardTitle>New endpoint</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} className="grid gap-4" aria-label="New webhook endpoint">
              <div className="grid gap-1.5">
                <Label htmlFor="hook-url">Address</Label>
                <Input id="hook-url" type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/hirebase" required />
              </div>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">Events</legend>
                {WEBHOOK_EVENTS.map((ev) => (
                  <label key={ev} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={events.includes(ev)}
                      onChange={(e) => setEvents((list) => (e.target.checked ? [...list, ev] : list.filter((x) => x !== ev)))}
                    />
                    <code className="text-xs">{ev}</code> {WEBHOOK_EVENT_LABELS[ev]}
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
                  Add endpoint
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </FeatureGate>
      {endpoints.isLoading ? (
        <Skeleton className="h-32" />
      ) : endpoints.isError ? (
        <p className="text-sm text-muted-foreground">{isApiError(endpoints.error) ? endpoints.error.message : 'Endpoints could not be loaded.'}</p>
      ) : !endpoints.data?.length ? (
        <p className="text-sm text-muted-foreground">No endpoints yet.</p>
      ) : (
        <div className="grid gap-4">
          {endpoints.data.map((ep) => (
            <Card key={ep.id}>
              <CardHeader>
                <CardTitle className="flex flex-wrap items-center gap-2 break-all text-base">
                  {ep.url} {ep.enabled ? <Badge variant="success">On</Badge> : <Badge variant="destructive">Off</Badge>}
                </CardTitle>
                {ep.disabled_reason ? <p className="text-sm text-destructive">{ep.disabled_reason}</p> : null}
                <p className="text-sm text-muted-foreground">{ep.events.join(', ')}</p>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setOpen(open === ep.id ? null : ep.id)} aria-expanded={open === ep.id}>
                  {open === ep.id ? 'Hide deliveries' : 'Show deliveries'}
                </Button>
                <Button size="sm" variant="outline" onClick={() => toggle.mutate({ id: ep.id, enabled: !ep.enabled })}>
                  {ep.enabled ? 'Turn off' : 'Turn on'}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => remove.mutate(ep.id)} aria-label={`Remove ${ep.url}`}>
                  Remove
                </Button>
                {open === ep.id ? <Deliveries endpoint={ep} /> : null}
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const queryClient = useQueryClient();
  const log = useQuery(deliveriesQuery(endpoint.id));
  const [shown, setShown] = useState<string | null>(null);
  const redeliver = useMutation({
    mutationFn: integrationsApi.redeliver,
    onSuccess: async () => {
      toast.success('Queued to send again');
      await queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(endpoint.id) });
    },
  });
  if (log.isLoading) return <Skeleton className="h-24 w-full" />;
  if (log.isError) return <p className="w-full text-sm text-destructive">{isApiError(log.error) ? log.error.message : 'Deliveries could not be loaded.'}</p>;
  const rows = log.data?.data ?? [];
  if (!rows.length) return <p className="w-full text-sm text-muted-foreground">Nothing sent yet.</p>;
  return (
    <Table className="mt-2">
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Answer</TableHead>
          <TableHead>Time</TableHead>
          <TableHead>Sent</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((d) => (
          <Fragment key={d.id}>
            <TableRow>
              <TableCell className="font-mono text-xs">{d.event_type}</TableCell>
              <TableCell>
                <Badge variant={STATUS_VARIANT[d.status]}>{d.status}</Badge> {d.attempts > 1 ? <span className="text-xs text-muted-foreground">{d.attempts} attempts</span> : null}
              </TableCell>
              <TableCell>{d.response_status ?? d.error ?? '—'}</TableCell>
              <TableCell>{d.duration_ms != null ? `${d.duration_ms} ms` : '—'}</TableCell>
              <TableCell>{new Date(d.last_attempt_at ?? d.created_at).toLocaleString()}</TableCell>
              <TableCell className="space-x-1 text-right">
                <Button size="sm" variant="ghost" onClick={() => setShown(shown === d.id ? null : d.id)} aria-expanded={shown === d.id}>
                  Request
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!endpoint.enabled || redeliver.isPending}
                  title={endpoint.enabled ? undefined : 'Turn the endpoint on to redeliver'}
                  onClick={() => redeliver.mutate({ id: endpoint.id, deliveryId: d.id })}
                >
                  Redeliver
                </Button>
              </TableCell>
            </TableRow>
            {shown === d.id ? (
              <TableRow>
                <TableCell colSpan={6}>
                  <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-muted p-3 text-xs">
                    {Object.entries(d.request.headers)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join('\n')}
                    {'\n\n'}
                    {d.request.body}
                    {d.response_body ? `\n\nAnswer: ${d.response_body}` : ''}
                  </pre>
                </TableCell>
              </TableRow>
            ) : null}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
