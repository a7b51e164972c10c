import { INTERVIEW_TYPE_LABELS, type Interview } from '@hirebase/shared';
import { Link } from '@tanstack/react-router';
import { CalendarClock, ClipboardCheck, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { focusRing } from '@/lib/utils';
import { interviewsApi, useInterviewMutation } from './api';
import { InterviewTime } from './interview-time';
import { ScheduleDialog } from './schedule-dialog';
import { ScorecardDialog } from './scorecard-dialog';
import { plural } from '@/lib/plural';
import { INTERVIEW_STATUS_LABELS } from '@/lib/status-labels';

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** One interview with what can be done to it: edit or reschedule, cancel, fill in my scorecard. */
export function InterviewItem({ interview: i, showCandidate = true, children }: { interview: Interview; showCandidate?: boolean; children?: ReactNode }) {
  const { user } = useAuth();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [scoring, setScoring] = useState(false);
  const cancel = useInterviewMutation(interviewsApi.cancel, 'Interview canceled; the invitees were told');
  const canceled = i.status === 'canceled';
  const amInterviewer = !!user && i.interviewers.some((u) => u.id === user.id);
  const submitted = !!user && i.scorecard_by.includes(user.id);
  const video = safeUrl(i.video_url);

  async function onCancel() {
    const ok = await confirm({ title: `Cancel “${i.title}”?`, description: 'The candidate and the interviewers get a cancellation.', confirmText: 'Cancel interview', cancelText: 'Keep', destructive: true });
    if (ok) cancel.mutate(i.id);
  }

  return (
    <li className="grid gap-2 rounded-md border p-3" aria-label={i.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className={`font-medium break-words ${canceled ? 'line-through' : ''}`}>{i.title}</p>
          {showCandidate ? (
            <p className="text-sm">
              <Link to="/database/candidate/$id" params={{ id: i.candidate.id }} className={`text-primary underline underline-offset-2 ${focusRing}`}>
                {i.candidate.name}
              </Link>
              <span className="text-muted-foreground"> · {i.job.title}</span>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{i.job.title}</p>
          )}
          <div className="text-sm">
            <InterviewTime starts_at={i.starts_at} ends_at={i.ends_at} timezone={i.timezone} />
          </div>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{INTERVIEW_TYPE_LABELS[i.type]}</Badge>
          {i.status !== 'scheduled' ? <Badge variant={canceled ? 'destructive' : 'secondary'}>{INTERVIEW_STATUS_LABELS[i.status]}</Badge> : null}
          {i.scorecard_by.length ? <Badge variant="success">{plural(i.scorecard_by.length, 'scorecard')}</Badge> : null}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        With {i.interviewers.map((u) => (i.declined_by.includes(u.id) ? `${u.name} (declined)` : u.name)).join(', ') || 'no interviewers'}
        {i.location ? ` · ${i.location}` : ''}
      </p>
      {video ? (
        <a href={video} target="_blank" rel="noopener noreferrer" className={`w-fit text-sm text-primary hover:underline ${focusRing}`}>
          Join video call
        </a>
      ) : null}
      {!canceled ? (
        <div className="flex flex-wrap gap-2">
          {amInterviewer ? (
            <Button size="sm" variant={submitted ? 'outline' : 'default'} onClick={() => setScoring(true)}>
              <ClipboardCheck aria-hidden="true" /> {submitted ? 'Edit my scorecard' : 'Submit scorecard'}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <CalendarClock aria-hidden="true" /> Reschedule
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={cancel.isPending}>
            <XCircle aria-hidden="true" /> Cancel
          </Button>
        </div>
      ) : null}
      {children}
      <ScheduleDialog open={editing} onOpenChange={setEditing} interview={i} />
      {amInterviewer ? <ScorecardDialog open={scoring} onOpenChange={setScoring} interview={i} /> : null}
    </li>
  );
}
