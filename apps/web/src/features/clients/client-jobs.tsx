import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { focusRing } from '@/lib/utils';
import { clientJobsQuery } from './api';
import { JOB_STATUS_LABELS } from '@/lib/status-labels';

export function ClientJobs({ clientId }: { clientId: string }) {
  const jobs = useQuery(clientJobsQuery(clientId));
  const rows = jobs.data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Jobs</CardTitle>
      </CardHeader>
      <CardContent>
        {jobs.isLoading ? <Skeleton className="h-16" /> : null}
        {jobs.isError ? <p className="text-sm text-muted-foreground">Jobs could not be loaded.</p> : null}
        {jobs.data && rows.length === 0 ? <p className="text-sm text-muted-foreground">No jobs for this client yet.</p> : null}
        <ul className="grid gap-2" aria-label="Jobs">
          {rows.map((j) => (
            <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
              <Link to="/jobs/$jobId" params={{ jobId: j.id }} className={`font-medium hover:underline ${focusRing}`}>
                {j.title}
              </Link>
              <span className="flex items-center gap-2 text-muted-foreground">
                {j.active_count} active
                <Badge variant={j.status === 'open' ? 'success' : 'outline'}>{JOB_STATUS_LABELS[j.status]}</Badge>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
