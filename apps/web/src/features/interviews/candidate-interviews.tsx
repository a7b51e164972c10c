import type { Candidate } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { interviewsQuery } from './api';
import { InterviewItem } from './interview-item';
import { ScheduleDialog } from './schedule-dialog';
import { SchedulingLinksList } from './scheduling-links-list';
import { ScorecardList } from './scorecard-list';

/** A candidate's interviews with their scorecards, and "Schedule interview" for any of their applications. */
export function CandidateInterviews({ candidate, jobId }: { candidate: Candidate; jobId?: string | undefined }) {
  const [scheduling, setScheduling] = useState(false);
  const interviews = useQuery(interviewsQuery({ candidate_id: candidate.id, sort: '-starts_at', page_size: 50 }));
  // The job in context comes first, so the dialog preselects it.
  const applications = [...candidate.applications]
    .sort((a, b) => Number(b.job.id === jobId) - Number(a.job.id === jobId))
    .map((a) => ({ id: a.id, label: a.job.title }));
  const list = interviews.data?.data ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Interviews</CardTitle>
        {applications.length ? (
          <Button size="sm" onClick={() => setScheduling(true)}>
            <CalendarPlus aria-hidden="true" /> Schedule interview
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {!applications.length ? <p className="text-sm text-muted-foreground">Add the candidate to a job to schedule an interview.</p> : null}
        {applications.length && !list.length && !interviews.isLoading ? <p className="text-sm text-muted-foreground">No interviews yet.</p> : null}
        <ul className="grid gap-3">
          {list.map((i) => (
            <InterviewItem key={i.id} interview={i} showCandidate={false}>
              <ScorecardList interviewId={i.id} />
            </InterviewItem>
          ))}
        </ul>
        <SchedulingLinksList applicationIds={applications.map((a) => a.id)} />
      </CardContent>
      <ScheduleDialog open={scheduling} onOpenChange={setScheduling} applications={applications} />
    </Card>
  );
}
