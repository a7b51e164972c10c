import type { Candidate } from '@hirebase/shared';
import { Link } from '@tanstack/react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { focusRing } from '@/lib/utils';
import { CurrentApplication } from './current-application';
import { StatusNote } from './status-note';

/** Every job the person is in, with stage and status; the job in context first, editable. */
export function CandidateJobs({ candidate, jobId }: { candidate: Candidate; jobId?: string | undefined }) {
  const current = jobId ? candidate.applications.find((a) => a.job.id === jobId) : undefined;
  const others = candidate.applications.filter((a) => a !== current);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Jobs</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {current ? <CurrentApplication candidate={candidate} application={current} /> : null}
        {jobId && !current ? <p className="text-sm text-muted-foreground">This candidate is not in this job’s pipeline.</p> : null}
        {candidate.applications.length === 0 ? <p className="text-sm text-muted-foreground">Not in any job yet.</p> : null}
        {others.length > 0 ? (
          <ul className="grid gap-2" aria-label={current ? 'Other jobs' : 'Jobs'}>
            {others.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
                <Link to="/jobs/$jobId/candidate/$id" params={{ jobId: a.job.id, id: candidate.id }} className={`font-medium hover:underline ${focusRing}`}>
                  {a.job.title}
                </Link>
                <span className="flex items-center gap-2">
                  <span>{a.stage.name}</span>
                  <StatusNote status={a.status} stageName={a.stage.name} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
