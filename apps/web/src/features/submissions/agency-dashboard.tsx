import type { AgencyDashboard as Figures } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { focusRing } from '@/lib/utils';
import { agencyDashboardQuery } from './api';
import { formatFee } from './money';
import type { SubmissionsSearch } from './submissions-search';

const AgencyCharts = lazy(() => import('./agency-charts'));
const DAY = 24 * 60 * 60 * 1000;

function Figure({ label, value, search }: { label: string; value: string; search: SubmissionsSearch }) {
  return (
    <Link to="/submissions" search={search} className={`grid gap-1 rounded-lg border p-4 hover:bg-muted/50 ${focusRing}`}>
      <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">{value}</span>
    </Link>
  );
}

const fees = (list: Figures['fees']['month']) => (list.length ? list.map((f) => formatFee(f.amount, f.currency)).join(' + ') : formatFee(0, 'USD'));

/** The agency figures, shown on the home page when the organization has clients; every number opens the list behind it. */
export function AgencyDashboard() {
  const { data } = useQuery(agencyDashboardQuery());
  if (!data) return <Skeleton className="mb-6 h-40" />;
  if (!data.has_clients) return null;
  const since90 = new Date(Date.now() - data.conversion.days * DAY).toISOString().slice(0, 10);
  const pct = (n: number) => (data.conversion.submitted ? `${Math.round((n / data.conversion.submitted) * 100)}%` : '—');
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>Agency</CardTitle>
        <CardDescription>Client submissions, conversion over the last {data.conversion.days} days, and fees placed.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
          <Figure label="Submissions this week" value={String(data.submissions_this_week)} search={{ from: data.week_start }} />
          <Figure label={`Reached interview (${pct(data.conversion.interviewed)})`} value={String(data.conversion.interviewed)} search={{ from: since90, reached: 'interview_requested' }} />
          <Figure label={`Placed (${pct(data.conversion.placed)})`} value={String(data.conversion.placed)} search={{ from: since90, status: 'placed' }} />
          <Figure label="Fees this month" value={fees(data.fees.month)} search={{ placed_from: data.month_start }} />
          <Figure label="Fees this quarter" value={fees(data.fees.quarter)} search={{ placed_from: data.quarter_start }} />
          <Figure
            label="Median days to placement"
            value={data.median_days_to_place == null ? '—' : String(data.median_days_to_place)}
            search={{ placed_from: since90 }}
          />
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Submissions this week per recruiter">
          {data.per_recruiter.map((r) => (
            <li key={r.id}>
              <Link to="/submissions" search={{ recruiter_id: r.id, from: data.week_start }} className={`hover:underline ${focusRing}`}>
                {r.name}: {r.count}
              </Link>
            </li>
          ))}
        </ul>
        <Suspense fallback={<Skeleton className="h-48" />}>
          <AgencyCharts data={data} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
