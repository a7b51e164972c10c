import { INVITE_TTL_DAYS, type InvitationResult } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { plural } from '@/lib/plural';
import { assessmentsApi, assessmentsListQuery, useAssessmentMutation } from './api';

function summary(r: InvitationResult): string {
  const sent = r.invited.length ? `Assessment sent to ${plural(r.invited.length, 'candidate')}` : 'No assessment sent';
  return r.skipped.length ? `${sent}; ${r.skipped.length} skipped: ${r.skipped[0]!.reason}` : sent;
}

/** "Send assessment": emails each chosen application's candidate a link for one attempt. The job's own assessments come first. */
export function SendAssessmentButton({
  jobId,
  applicationIds,
  onSent,
  size = 'sm',
  variant = 'outline',
}: {
  jobId: string;
  applicationIds: string[];
  onSent?: () => void;
  size?: 'sm' | 'default';
  variant?: 'outline' | 'default';
}) {
  const [open, setOpen] = useState(false);
  const [assessmentId, setAssessmentId] = useState('');
  const [days, setDays] = useState(String(INVITE_TTL_DAYS.default));
  const list = useQuery({ ...assessmentsListQuery({ page_size: 100 }), enabled: open });
  const invite = useAssessmentMutation(assessmentsApi.invite, summary);
  const all = list.data?.data ?? [];
  const ofJob = all.filter((a) => a.jobs.some((j) => j.id === jobId));
  const others = all.filter((a) => !ofJob.includes(a));

  return (
    <>
      <Button size={size} variant={variant} onClick={() => setOpen(true)}>
        <ClipboardCheck aria-hidden="true" /> Send assessment
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Send an assessment</DialogTitle>
            <DialogDescription>{plural(applicationIds.length, 'candidate')} will get an email with a private link for one attempt.</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              invite.mutate(
                { id: assessmentId, input: { application_ids: applicationIds, expires_in_days: Number(days) } },
                {
                  onSuccess: () => {
                    setOpen(false);
                    onSent?.();
                  },
                },
              );
            }}
          >
            <FormField label="Assessment">
              {(p) => (
                <NativeSelect {...p} value={assessmentId} required onChange={(e) => setAssessmentId(e.target.value)}>
                  <option value="">Choose an assessment…</option>
                  {ofJob.length ? (
                    <optgroup label="This job's">
                      {ofJob.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.title}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                  {others.length ? (
                    <optgroup label={ofJob.length ? 'Others' : 'All assessments'}>
                      {others.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.title}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                </NativeSelect>
              )}
            </FormField>
            {list.data && all.length === 0 ? <p className="text-sm text-muted-foreground">No assessments yet: create one under Assessments first.</p> : null}
            <FormField label="Link valid for (days)">
              {(p) => <Input {...p} type="number" min={INVITE_TTL_DAYS.min} max={INVITE_TTL_DAYS.max} value={days} onChange={(e) => setDays(e.target.value)} />}
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={!assessmentId || invite.isPending}>
                Send
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
