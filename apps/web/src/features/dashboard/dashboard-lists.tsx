import { can, type Dashboard } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StageBars } from '@/features/jobs/stage-bars';
import { useRole } from '@/features/org/use-current-org';
import { focusRing } from '@/lib/utils';
import { recentActivityQuery } from './api';

const link = `rounded-sm font-medium hover:underline ${focusRing}`;

export function MyJobsCard({ data }: { data: Dashboard | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>My open jobs</CardTitle>
        <CardDescription>Jobs you own or hire for, with candidates per stage.</CardDescription>
      </CardHeader>
      <CardContent>
        {!data ? <Skeleton className="h-32" /> : null}
        {data?.my_open_jobs.length === 0 ? (
          <div className="grid gap-3 text-sm text-muted-foreground">
            <p>You have no open jobs. Create one, or ask to be added to a job's hiring team.</p>
            <div>
              <Button asChild size="sm">
                <Link to="/jobs/create">New job</Link>
              </Button>
            </div>
          </div>
        ) : null}
        <ul className="grid gap-3">
          {data?.my_open_jobs.map((job) => (
            <li key={job.id} className="flex items-center justify-between gap-3">
              <div className="min-w-0">
                <Link to="/jobs/$jobId" params={{ jobId: job.id }} className={link}>
                  {job.title}
                </Link>
                <p className="truncate text-xs text-muted-foreground">{job.client_name ?? 'Internal'}</p>
              </div>
              <StageBars stages={job.stages.map((s) => ({ stage_id: s.id, name: s.name, kind: s.kind, count: s.count }))} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function StaleCard({ data }: { data: Dashboard | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Work waiting</CardTitle>
        <CardDescription>Candidates on your jobs sitting in a stage for more than a week.</CardDescription>
      </CardHeader>
      <CardContent>
        {!data ? <Skeleton className="h-32" /> : null}
        {data?.stale_applications.length === 0 ? <p className="text-sm text-muted-foreground">Nothing waiting. Every candidate moved in the last week.</p> : null}
        <ul className="grid gap-2">
          {data?.stale_applications.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 text-sm">
              <div className="min-w-0">
                <Link to="/jobs/$jobId/candidate/$id" params={{ jobId: a.job_id, id: a.candidate_id }} className={link}>
                  {a.candidate_name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">
                  {a.stage} · {a.job_title}
                </p>
              </div>
              <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{a.days_in_stage} days</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const VERBS: Record<string, string> = { create: 'created', update: 'updated', delete: 'deleted', move: 'moved', archive: 'archived', restore: 'restored', merge: 'merged' };

/** Recent activity of the organization: shown to managers and admins, who may read the activity log. */
export function ActivityCard() {
  const role = useRole();
  const allowed = can(role, 'activity_log:read');
  const { data, isLoading } = useQuery({ ...recentActivityQuery(), enabled: allowed });
  if (!allowed) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent activity</CardTitle>
        <CardDescription>The latest changes across your organization.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-32" /> : null}
        {data?.length === 0 ? <p className="text-sm text-muted-foreground">No activity yet. It appears here as your team works.</p> : null}
        <ol className="grid gap-2 text-sm" aria-label="Recent activity">
          {data?.map((a) => {
            const to = a.changes?.stage as { before?: unknown; after?: unknown } | undefined;
            return (
              <li key={a.id} className="grid">
                <span>
                  <span className="font-medium">{a.actor?.name ?? 'System'}</span> {VERBS[a.action] ?? a.action} {a.entity_type}{' '}
                  <span className="font-medium">{a.entity_label ?? ''}</span>
                  {a.action === 'move' && to?.after ? ` to ${String(to.after)}` : ''}
                </span>
                <time className="text-xs text-muted-foreground" dateTime={a.created_at}>
                  {timeFormat.format(new Date(a.created_at))}
                </time>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
