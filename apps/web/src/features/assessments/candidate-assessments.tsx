import type { Candidate } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { RelativeTime } from '@/features/activity/relative-time';
import { candidateAttemptsQuery } from './api';
import { AttemptDialog } from './attempt-dialog';
import { SendAssessmentButton } from './invite-dialog';
import { IntegrityLine, ResultBadge } from './result-badge';

/** The candidate's assessments with their results, and "Send assessment" for the application in context. */
export function CandidateAssessments({ candidate, jobId }: { candidate: Candidate; jobId?: string | undefined }) {
  const attempts = useQuery(candidateAttemptsQuery(candidate.id));
  const [open, setOpen] = useState<{ assessmentId: string; attemptId: string } | null>(null);
  const application = candidate.applications.find((a) => a.job.id === jobId) ?? (jobId ? undefined : candidate.applications[0]);
  const list = attempts.data ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Assessments</CardTitle>
        {application ? <SendAssessmentButton jobId={application.job.id} applicationIds={[application.id]} /> : null}
      </CardHeader>
      <CardContent>
        {!attempts.isLoading && list.length === 0 ? <p className="text-sm text-muted-foreground">No assessments sent yet.</p> : null}
        <ul className="grid gap-3">
          {list.map((a) => (
            <li key={a.id} className="grid gap-1 rounded-md border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">{a.assessment.title}</p>
                <ResultBadge result={a} />
              </div>
              <p className="text-xs text-muted-foreground">
                {a.job.title} · sent <RelativeTime value={a.invited_at} />
                {a.submitted_at ? (
                  <>
                    {' '}
                    · submitted <RelativeTime value={a.submitted_at} />
                  </>
                ) : null}
              </p>
              {a.status === 'submitted' ? (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <IntegrityLine integrity={a.integrity} />
                  <Button size="sm" variant="outline" onClick={() => setOpen({ assessmentId: a.assessment.id, attemptId: a.id })}>
                    {a.needs_grading ? 'Grade answers' : 'View answers'}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
      <AttemptDialog assessmentId={open?.assessmentId ?? ''} attemptId={open?.attemptId ?? null} onOpenChange={(o) => !o && setOpen(null)} />
    </Card>
  );
}
