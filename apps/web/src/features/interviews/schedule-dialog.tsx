import { interviewInputSchema, localTimeZone, type Interview } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth/use-auth';
import { connectedAccountsQuery } from '@/features/integrations/api';
import { autoVideoMeeting } from '@/features/integrations/video-provider';
import { isApiError } from '@/lib/api-client';
import { interviewsApi, savedMessage, useInterviewMutation } from './api';
import { AvailabilityPanel } from './availability-panel';
import { ClashWarning } from './clash-warning';
import { JobField, PlaceFields, TitleTypeFields, type ApplicationChoice } from './interview-fields';
import { InterviewersField } from './interviewers-field';
import { RadioRow } from './radio-row';
import { linkDefaults, SchedulingLinkForm } from './scheduling-link-form';
import { defaultValues, instantsOf, toInput, valuesOf, type ScheduleValues } from './schedule-values';
import { TimeZoneSelect } from './time-zone-select';

export type { ApplicationChoice };

/** Schedules a new interview (pick the application) or edits / reschedules one. */
export function ScheduleDialog({
  open,
  onOpenChange,
  applications = [],
  interview,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applications?: ApplicationChoice[];
  interview?: Interview | undefined;
}) {
  const { user } = useAuth();
  const initial = useMemo(
    () => (interview ? valuesOf(interview) : defaultValues({ applicationId: applications[0]?.id ?? '', timezone: localTimeZone(), userId: user?.id })),
    [interview, applications, user?.id],
  );
  const { register, handleSubmit, formState, reset, setError, watch, setValue } = useForm<ScheduleValues>({ defaultValues: initial });
  // A new interview is either given a time here or left to the candidate through a scheduling link.
  const [mode, setMode] = useState<'time' | 'link'>('time');
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);
  useEffect(() => {
    if (open) setMode('time');
  }, [open]);
  const linkInitial = useMemo(() => linkDefaults({ applicationId: initial.application_id, timezone: initial.timezone, userId: user?.id }), [initial, user?.id]);

  const save = useInterviewMutation(
    (v: ScheduleValues) => {
      const input = toInput(v);
      return interview ? interviewsApi.update({ id: interview.id, patch: input }) : interviewsApi.schedule({ ...input, application_id: v.application_id });
    },
    (saved) => savedMessage(interview ? 'Interview updated' : 'Interview scheduled', saved),
  );

  const values = watch();
  const times = instantsOf(values);
  const accounts = useQuery({ ...connectedAccountsQuery(), enabled: open && !interview });
  const autoMeeting = !interview && values.type === 'video' && !values.video_url ? autoVideoMeeting(accounts.data ?? []) : null;

  function onSubmit(v: ScheduleValues) {
    if (!instantsOf(v)) return setError('date', { message: 'Enter a date and times' });
    const parsed = interviewInputSchema.safeParse({ ...toInput(v), application_id: v.application_id });
    if (!parsed.success) {
      parsed.error.issues.forEach((issue, i) => {
        const key = String(issue.path[0]);
        const field = (key === 'starts_at' ? 'start' : key === 'ends_at' ? 'end' : key) as keyof ScheduleValues;
        setError(field, { message: issue.message }, { shouldFocus: i === 0 });
      });
      return;
    }
    save.mutate(v, { onSuccess: () => onOpenChange(false) });
  }

  const errors = formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{interview ? 'Edit or reschedule interview' : 'Schedule interview'}</DialogTitle>
          <DialogDescription>
            {mode === 'link'
              ? 'The candidate gets an email with a link to pick one of the panel’s common free times; the interview is then scheduled at once.'
              : 'The candidate and the interviewers get an email with a calendar invite.'}
          </DialogDescription>
        </DialogHeader>
        {!interview ? (
          <RadioRow
            legend="When"
            name="mode"
            value={mode}
            onChange={(v) => setMode(v === 'link' ? 'link' : 'time')}
            options={[
              { value: 'time', label: 'Choose a time' },
              { value: 'link', label: 'Send scheduling link' },
            ]}
          />
        ) : null}
        {mode === 'link' && !interview ? <SchedulingLinkForm key={String(open)} initial={linkInitial} applications={applications} onDone={() => onOpenChange(false)} /> : null}
        <form className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate hidden={mode === 'link' && !interview}>
          {!interview ? <JobField applications={applications} field={register('application_id')} error={errors.application_id?.message} /> : null}
          <TitleTypeFields title={register('title')} type={register('type')} errors={{ title: errors.title?.message, type: errors.type?.message }} />
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Date" error={errors.date?.message}>
              {(p) => <Input {...p} type="date" {...register('date')} />}
            </FormField>
            <FormField label="Start time" error={errors.start?.message}>
              {(p) => <Input {...p} type="time" step={300} {...register('start')} />}
            </FormField>
            <FormField label="End time" error={errors.end?.message}>
              {(p) => <Input {...p} type="time" step={300} {...register('end')} />}
            </FormField>
          </div>
          <TimeZoneSelect value={values.timezone} onChange={(tz) => setValue('timezone', tz)} error={errors.timezone?.message} />
          <InterviewersField value={values.interviewer_ids} onChange={(ids) => setValue('interviewer_ids', ids)} error={errors.interviewer_ids?.message} />
          <AvailabilityPanel
            date={values.date}
            timezone={values.timezone}
            minutes={times ? Math.round((Date.parse(times.ends_at) - Date.parse(times.starts_at)) / 60_000) : 60}
            interviewer_ids={values.interviewer_ids}
            exclude_id={interview?.id}
            onPick={(slot) => {
              setValue('date', slot.date);
              setValue('start', slot.start);
              setValue('end', slot.end);
            }}
          />
          {times ? <ClashWarning starts_at={times.starts_at} ends_at={times.ends_at} interviewer_ids={values.interviewer_ids} exclude_id={interview?.id} /> : null}
          <PlaceFields
            location={register('location')}
            videoUrl={register('video_url')}
            videoHint={autoMeeting ? `Leave empty and a ${autoMeeting} is created for you.` : undefined}
            errors={{ location: errors.location?.message, video_url: errors.video_url?.message }}
          />
          <FormField label="Notes for interviewers" hint="Private: sent to the interviewers, never to the candidate." error={errors.notes?.message}>
            {(p) => <Textarea {...p} rows={3} {...register('notes')} />}
          </FormField>
          {isApiError(save.error) ? <FormMessage>{save.error.message}</FormMessage> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : interview ? 'Save changes' : 'Schedule'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
