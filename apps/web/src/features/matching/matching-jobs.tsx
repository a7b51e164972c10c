import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeature } from '@/features/org/feature-gate';
import { focusRing } from '@/lib/utils';
import { matchingJobsQuery } from './api';
import { ScoreBreakdown } from './score-breakdown';

/** "Matching jobs" on a candidate's page: the open jobs with requirements, ranked for this person. */
export function MatchingJobs({ candidateId }: { candidateId: string }) {
  const enabled = useFeature('recommendations');
  const jobs = useQuery({ ...matchingJobsQuery(candidateId), enabled });
  if (!enabled) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Matching jobs</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {jobs.isLoading ? <Skeleton className="h-24" /> : null}
        {jobs.isError ? <p className="text-sm text-muted-foreground">The matching jobs could not be loaded.</p> : null}
        {jobs.data && jobs.data.length === 0 ? <p className="text-sm text-muted-foreground">No open job has saved requirements yet (refine a job to rank it).</p> : null}
        <ol className="grid gap-3" aria-label="Matching jobs">
          {jobs.data?.slice(0, 10).map((job) => (
            <li key={job.job_id} className="grid gap-2 rounded-md border px-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="flex items-center gap-2">
                  <Link to="/jobs/$jobId" params={{ jobId: job.job_id }} className={`font-medium hover:underline ${focusRing}`}>
                    {job.title}
                  </Link>
                  {job.in_job ? <Badge variant="secondary">In this job</Badge> : null}
                </span>
                <span className="font-semibold tabular-nums">{job.score.toLocaleString('en-US', { maximumFractionDigits: 1 })} / 100</span>
              </div>
              <ScoreBreakdown score={job.score} breakdown={job.breakdown} why={job.why} label={`the match with ${job.title}`} />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
