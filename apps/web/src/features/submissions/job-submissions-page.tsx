import { can } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { jobQuery } from '@/features/jobs/api';
import { useOrgInfo } from '@/features/org/use-current-org';
import { focusRing } from '@/lib/utils';
import { submissionsListQuery } from './api';
import { StageMapCard } from './stage-map-card';
import { SubmitDialog } from './submit-dialog';
import type { SubmissionsSearch } from './submissions-search';
import { SubmissionsView } from './submissions-view';

/** /jobs/$jobId/client-submissions: the job's candidates sent to its client, the submit dialog and the status → stage mapping. */
export function JobSubmissionsPage({ jobId, search, onSearch }: { jobId: string; search: SubmissionsSearch; onSearch: (patch: Partial<SubmissionsSearch>) => void }) {
  const job = useQuery(jobQuery(jobId));
  const canWrite = can(useOrgInfo().data?.role, 'submissions:write');
  // Who already has a live submission for this job (withdrawn ones may be sent again).
  const live = useQuery(submissionsListQuery({ job_id: jobId, page_size: 100 }));
  if (!job.data) return <Skeleton className="h-96" />;
  const j = job.data;
  const submitted = new Set((live.data?.data ?? []).filter((s) => s.status !== 'withdrawn').map((s) => s.candidate.id));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Client submissions · {j.title}</h1>
          <p className="text-sm text-muted-foreground">
            {j.client ? (
              <>
                For{' '}
                <Link to="/clients/$clientId/submission" params={{ clientId: j.client.id }} className={`hover:underline ${focusRing}`}>
                  {j.client.name}
                </Link>
              </>
            ) : (
              'This job has no client: set one in Configure to submit candidates.'
            )}{' '}
            ·{' '}
            <Link to="/jobs/$jobId" params={{ jobId }} className={`hover:underline ${focusRing}`}>
              Back to the pipeline
            </Link>
          </p>
        </div>
        {canWrite ? <SubmitDialog job={j} submittedIds={submitted} /> : null}
      </div>
      <div>
        <SubmissionsView search={search} fixed={{ job_id: jobId }} onSearch={onSearch} />
      </div>
      <StageMapCard job={j} canWrite={canWrite} />
    </div>
  );
}
