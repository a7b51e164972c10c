import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { dashboardQuery, type DashboardDays } from './api';
import { ActivityCard, MyJobsCard, StaleCard } from './dashboard-lists';
import { FunnelCard } from './funnel-card';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-4">
        <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</span>
        <span className="text-2xl font-semibold tabular-nums">{value}</span>
      </CardContent>
    </Card>
  );
}

/** The home dashboard: totals, funnel, my jobs, work waiting and recent activity, all from GET /dashboard. */
export function HomeDashboard() {
  const [days, setDays] = useState<DashboardDays>(30);
  const { data, isError } = useQuery(dashboardQuery(days));
  const dash = (n: number | undefined) => (n === undefined ? '—' : String(n));
  return (
    <section aria-labelledby="dashboard-heading" className="mb-6 grid gap-6">
      <h2 id="dashboard-heading" className="sr-only">
        Dashboard
      </h2>
      {isError ? <p className="text-sm text-muted-foreground">The dashboard could not be loaded. Try again in a moment.</p> : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Stat label="Open jobs" value={dash(data?.totals.open_jobs)} />
        <Stat label="Active candidates" value={dash(data?.totals.active_candidates)} />
        <Stat label="Added this week" value={dash(data?.totals.applications_this_week)} />
        <Stat label={`Hires, ${days} days`} value={dash(data?.hires)} />
        <Stat
          label="Median time to hire"
          value={data ? (data.median_days_to_hire == null ? '—' : `${data.median_days_to_hire} days`) : '—'}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FunnelCard data={data} days={days} onDays={setDays} />
        <MyJobsCard data={data} />
        <StaleCard data={data} />
        <ActivityCard />
      </div>
    </section>
  );
}
