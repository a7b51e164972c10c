import type { Dashboard } from '@hirebase/shared';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { STAGE_KIND_LABELS } from '@/features/pipelines/stage-kinds';
import type { DashboardDays } from './api';

const FunnelChart = lazy(() => import('./funnel-chart'));

/** The hiring funnel with its 30/90-day switch; the chart is decorative, the same figures are in a table for screen readers. */
export function FunnelCard({ data, days, onDays }: { data: Dashboard | undefined; days: DashboardDays; onDays: (d: DashboardDays) => void }) {
  const empty = data ? data.funnel.stages.every((s) => s.count === 0) : false;
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>Hiring funnel</CardTitle>
          <CardDescription>Applications that reached each stage kind in the last {days} days.</CardDescription>
        </div>
        <div className="flex rounded-md border p-0.5" role="group" aria-label="Period">
          {([30, 90] as const).map((d) => (
            <Button key={d} size="sm" variant={days === d ? 'secondary' : 'ghost'} aria-pressed={days === d} onClick={() => onDays(d)}>
              {d} days
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {!data ? <Skeleton className="h-64" /> : null}
        {data && empty ? (
          <p className="py-10 text-center text-sm text-muted-foreground">No movement in this period yet. Move candidates through a job's pipeline and the funnel fills in.</p>
        ) : null}
        {data && !empty ? (
          <>
            <Suspense fallback={<Skeleton className="h-64" />}>
              <FunnelChart funnel={data.funnel} />
            </Suspense>
            <table className="sr-only">
              <caption>Hiring funnel, last {days} days</caption>
              <tbody>
                {data.funnel.stages.map((s) => (
                  <tr key={s.kind}>
                    <th scope="row">{STAGE_KIND_LABELS[s.kind]}</th>
                    <td>{s.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
