import { PAST_DUE_GRACE_DAYS, PLAN_IDS, PLANS, planChangeProblem, type Billing, type PlanChangeResult, type PlanId } from '@hirebase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ExternalLink } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { orgKeys } from '@/features/org/api';
import { FEATURE_SCREENS, PlanStatus } from '@/features/org/plan-summary';
import { useOrgInfo } from '@/features/org/use-current-org';
import { plural } from '@/lib/plural';
import { toast } from '@/lib/toast-store';
import { billingApi, billingKeys, billingQuery, formatMoney } from './api';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const limitText = (used: number, limit: number | null, noun: string) => (limit === null ? `${plural(used, noun)} (no limit)` : `${used} of ${plural(limit, noun)}`);

/** Settings › Billing: the plan, what is used of it, invoices, and changing or cancelling it. */
export function BillingPage({ checkout }: { checkout?: string | undefined }) {
  const queryClient = useQueryClient();
  const billing = useQuery({
    ...billingQuery,
    // Back from Checkout, the provider's webhook may land a moment after the browser: look again until the plan shows it.
    refetchInterval: (q) => (checkout === 'success' && !q.state.data?.has_provider_subscription ? 1000 : false),
  });
  useEffect(() => {
    if (checkout === 'success') toast.success('Payment received. Your plan updates as soon as the payment provider confirms it.');
  }, [checkout]);
  const paid = billing.data?.has_provider_subscription;
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: orgKeys.all });
  }, [paid, queryClient]);

  return (
    <>
      <PageHeader title="Billing" description="Your plan, seats and usage, and how to change them." />
      {billing.data ? (
        <BillingBody billing={billing.data} />
      ) : billing.isError ? (
        <p className="text-sm text-muted-foreground">Billing information is unavailable right now.</p>
      ) : (
        <Skeleton className="h-64" />
      )}
    </>
  );
}

function BillingBody({ billing }: { billing: Billing }) {
  const queryClient = useQueryClient();
  const s = billing.subscription;
  const hosted = billing.mode === 'hosted';
  const applied = async (result: PlanChangeResult, message: string) => {
    if ('checkout_url' in result) {
      window.location.assign(result.checkout_url);
      return;
    }
    toast.success(message);
    await Promise.all([queryClient.invalidateQueries({ queryKey: billingKeys.all }), queryClient.invalidateQueries({ queryKey: orgKeys.all })]);
  };
  const cancel = useMutation({ mutationFn: billingApi.setCancel, onSuccess: (r, on) => applied(r, on ? 'Your plan ends at the close of this period.' : 'Your plan renews as usual.') });
  const portal = useMutation({ mutationFn: billingApi.portal, onSuccess: ({ url }) => window.location.assign(url) });

  return (
    <div className="grid gap-6">
      {s.status === 'past_due' ? (
        <div role="alert" className="flex gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm">
          <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <p className="font-medium">{s.read_only ? 'Payment is overdue: this organization is read-only.' : 'Your last payment failed.'}</p>
            <p>
              {s.read_only
                ? 'Everyone can still read everything, but nothing can be changed until the invoice is paid. No data has been deleted.'
                : `Update your card within ${plural(PAST_DUE_GRACE_DAYS, 'day')} of the failed payment${s.past_due_since ? ` (since ${day(s.past_due_since)})` : ''}, or the organization becomes read-only until it is paid.`}
            </p>
          </div>
        </div>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Current plan</CardTitle>
          <CardDescription>
            {s.cancel_at_period_end && s.current_period_end
              ? `Cancelled: the plan ends on ${day(s.current_period_end)}, then the organization moves to Starter. Nothing is deleted.`
              : s.current_period_end
                ? `Renews on ${day(s.current_period_end)}.`
                : hosted
                  ? 'No paid subscription.'
                  : 'Set by the operator of this installation.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <PlanStatus subscription={s} />
          <dl className="grid gap-3 text-sm sm:grid-cols-4">
            <Usage label="Seats" value={limitText(s.seats_used, s.seat_limit, 'seat')} note={s.pending_invitations ? `${plural(s.pending_invitations, 'invitation')} pending` : undefined} />
            <Usage label="Open jobs" value={limitText(s.open_jobs_used, s.open_job_limit, 'open job')} />
            <Usage label="Jobs" value={String(billing.usage.jobs)} />
            <Usage label="Candidates" value={String(billing.usage.candidates)} />
          </dl>
          {hosted && billing.has_provider_subscription ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending}>
                Manage cards and invoices <ExternalLink aria-hidden="true" />
              </Button>
              <Button variant="outline" onClick={() => cancel.mutate(!s.cancel_at_period_end)} disabled={cancel.isPending}>
                {s.cancel_at_period_end ? 'Keep my plan' : 'Cancel at period end'}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Plans</CardTitle>
          <CardDescription>
            {hosted ? 'Paid plans are billed per seat each month; changes are prorated.' : <SelfHostedHint />}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 md:grid-cols-3" aria-label="Plans">
            {PLAN_IDS.map((id) => (
              <PlanCard key={id} plan={id} billing={billing} onApplied={applied} />
            ))}
          </ul>
        </CardContent>
      </Card>

      {hosted ? (
        <Card>
          <CardHeader>
            <CardTitle>Invoices</CardTitle>
            <CardDescription>The last twelve invoices from the payment provider.</CardDescription>
          </CardHeader>
          <CardContent>
            {billing.invoices.length ? (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Date</TableHead>
                    <TableHead>Number</TableHead>
                    <TableHead>Amount</TableHead>
                    <TableHead>Status</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {billing.invoices.map((inv) => (
                    <TableRow key={inv.id}>
                      <TableCell>{day(inv.created_at)}</TableCell>
                      <TableCell>
                        {inv.url ? (
                          <a href={inv.url} target="_blank" rel="noreferrer noopener" className="underline underline-offset-4">
                            {inv.number ?? inv.id}
                          </a>
                        ) : (
                          (inv.number ?? inv.id)
                        )}
                      </TableCell>
                      <TableCell>{formatMoney(inv.amount_due, inv.currency)}</TableCell>
                      <TableCell className="capitalize">{inv.status ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <p className="text-sm text-muted-foreground">No invoices yet.</p>
            )}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function Usage({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

function SelfHostedHint() {
  const org = useOrgInfo().data;
  return (
    <>
      This installation has no payment provider. The operator changes the plan with{' '}
      <code className="rounded bg-muted px-1">npm run admin -- set-plan --org {org?.slug ?? '<slug>'} --plan growth</code>.
    </>
  );
}

function PlanCard({ plan: id, billing, onApplied }: { plan: PlanId; billing: Billing; onApplied: (r: PlanChangeResult, message: string) => Promise<void> }) {
  const plan = PLANS[id];
  const s = billing.subscription;
  const current = s.plan === id && s.status !== 'trialing';
  const seatsId = useId();
  const [seats, setSeats] = useState(() => Math.max(1, s.seats_used + s.pending_invitations, current && s.seat_limit ? s.seat_limit : 0));
  const change = useMutation({ mutationFn: billingApi.changePlan, onSuccess: (r) => onApplied(r, `You are now on ${plan.name}.`) });
  const paidPlan = plan.monthly_price_usd > 0;
  const problem = planChangeProblem({ plan: id, seats: paidPlan ? seats : null }, s);
  const features = Object.entries(FEATURE_SCREENS).filter(([f]) => plan.features[f as keyof typeof plan.features]);
  const hosted = billing.mode === 'hosted';
  const action = current ? (paidPlan ? 'Update seats' : null) : id === 'starter' ? (billing.has_provider_subscription ? 'Move to Starter at period end' : 'Move to Starter') : billing.has_provider_subscription ? `Switch to ${plan.name}` : `Upgrade to ${plan.name}`;

  return (
    <li className="grid content-start gap-3 rounded-lg border p-4" aria-label={plan.name}>
      <div>
        <p className="text-lg font-semibold">
          {plan.name} {current ? <span className="text-sm font-normal text-muted-foreground">(current)</span> : null}
        </p>
        <p className="text-sm text-muted-foreground">{paidPlan ? `$${plan.monthly_price_usd} per seat a month` : 'Free'}</p>
      </div>
      <ul className="grid gap-1 text-sm">
        <li>{plan.seat_limit === null ? 'Unlimited seats' : `Up to ${plural(plan.seat_limit, 'seat')}`}</li>
        <li>{plan.open_job_limit === null ? 'Unlimited open jobs' : `Up to ${plural(plan.open_job_limit, 'open job')}`}</li>
        {features.map(([f, screen]) => (
          <li key={f}>{screen.label}</li>
        ))}
      </ul>
      {hosted && action ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            change.mutate(paidPlan ? { plan: id, seats } : { plan: id });
          }}
        >
          {paidPlan ? (
            <div className="grid gap-1">
              <label htmlFor={seatsId} className="text-sm font-medium">
                Seats
              </label>
              <Input id={seatsId} type="number" min={1} max={plan.seat_limit ?? 10_000} value={seats} onChange={(e) => setSeats(Math.max(1, Number(e.target.value) || 1))} />
            </div>
          ) : null}
          {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
          <Button type="submit" variant={current ? 'outline' : 'default'} disabled={Boolean(problem) || change.isPending}>
            {change.isPending ? 'Working…' : action}
          </Button>
        </form>
      ) : null}
    </li>
  );
}
