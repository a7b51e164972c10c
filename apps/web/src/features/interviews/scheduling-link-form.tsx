import {
  DEFAULT_SCHEDULING_BODY,
  DEFAULT_SCHEDULING_SUBJECT,
  SCHEDULING_LINK_FIELD,
  schedulingLinkInputSchema,
  utcToWallTime,
  type InterviewType,
  type SchedulingLinkInput,
} from '@hirebase/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { JobField, PlaceFields, TitleTypeFields, type ApplicationChoice } from './interview-fields';
import { InterviewersField } from './interviewers-field';
import { schedulingLinksApi, useSchedulingLinkMutation } from './scheduling-api';
import { TimeZoneSelect } from './time-zone-select';

type LinkValues = {
  application_id: string;
  title: string;
  type: InterviewType;
  duration: string;
  window_start: string;
  window_end: string;
  timezone: string;
  interviewer_ids: string[];
  location: string;
  video_url: string;
  subject: string;
  body: string;
  reschedule_notice_hours: string;
  cancel_notice_hours: string;
  max_reschedules: string;
};

const DURATIONS = [30, 45, 60, 90, 120];
const DAY = 24 * 60 * 60 * 1000;

export function linkDefaults(p: { applicationId: string; timezone: string; userId: string | undefined; now?: Date }): LinkValues {
  const now = (p.now ?? new Date()).getTime();
  return {
    application_id: p.applicationId,
    title: 'Interview',
    type: 'video',
    duration: '60',
    window_start: utcToWallTime(new Date(now + DAY), p.timezone).slice(0, 10),
    window_end: utcToWallTime(new Date(now + 7 * DAY), p.timezone).slice(0, 10),
    timezone: p.timezone,
    interviewer_ids: p.userId ? [p.userId] : [],
    location: '',
    video_url: '',
    subject: DEFAULT_SCHEDULING_SUBJECT,
    body: DEFAULT_SCHEDULING_BODY,
    reschedule_notice_hours: '24',
    cancel_notice_hours: '24',
    max_reschedules: '1',
  };
}

const toInput = (v: LinkValues): SchedulingLinkInput => ({
  title: v.title,
  type: v.type,
  duration_minutes: Number(v.duration),
  window_start: v.window_start,
  window_end: v.window_end,
  timezone: v.timezone,
  interviewer_ids: v.interviewer_ids,
  location: v.location,
  video_url: v.video_url,
  subject: v.subject,
  body: v.body,
  reschedule_notice_hours: Number(v.reschedule_notice_hours),
  cancel_notice_hours: Number(v.cancel_notice_hours),
  max_reschedules: Number(v.max_reschedules),
});

/**
 * "Send scheduling link": the panel, the length and the days to offer, the email, and how late the
 * candidate may still move or cancel. The candidate picks among the panel's common free slots.
 */
export function SchedulingLinkForm({ initial, applications, onDone }: { initial: LinkValues; applications: ApplicationChoice[]; onDone: () => void }) {
  const { register, handleSubmit, formState, setError, watch, setValue } = useForm<LinkValues>({ defaultValues: initial });
  const send = useSchedulingLinkMutation(schedulingLinksApi.send, 'Scheduling link sent');
  const values = watch();
  const errors = formState.errors;

  function onSubmit(v: LinkValues) {
    const parsed = schedulingLinkInputSchema.safeParse(toInput(v));
    if (!parsed.success) {
      parsed.error.issues.forEach((issue, i) => {
        const key = String(issue.path[0]);
        const field = (key === 'duration_minutes' ? 'duration' : key) as keyof LinkValues;
        setError(field, { message: issue.message }, { shouldFocus: i === 0 });
      });
      return;
    }
    // Closed once the mutation and its refreshes are done, even if a refresh re-rendered the dialog meanwhile.
    send.mutateAsync({ applicationId: v.application_id, input: toInput(v) }).then(onDone, () => undefined);
  }

  const number = (name: 'reschedule_notice_hours' | 'cancel_notice_hours' | 'max_reschedules', label: string, hint: string) => (
    <FormField label={label} hint={hint} error={errors[name]?.message}>
      {(p) => <Input {...p} type="number" min={0} inputMode="numeric" {...register(name)} />}
    </FormField>
  );

  return (
    <form className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Send scheduling link">
      <JobField applications={applications} field={register('application_id')} error={errors.application_id?.message} />
      <TitleTypeFields
        title={register('title')}
        type={register('type')}
        errors={{ title: errors.title?.message, type: errors.type?.message }}
        extra={
          <FormField label="Duration" error={errors.duration?.message}>
            {(p) => (
              <NativeSelect {...p} {...register('duration')}>
                {DURATIONS.map((m) => (
                  <option key={m} value={String(m)}>
                    {m} minutes
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First day offered" error={errors.window_start?.message}>
          {(p) => <Input {...p} type="date" {...register('window_start')} />}
        </FormField>
        <FormField label="Last day offered" hint="The link stops working at the end of this day." error={errors.window_end?.message}>
          {(p) => <Input {...p} type="date" {...register('window_end')} />}
        </FormField>
      </div>
      <TimeZoneSelect value={values.timezone} onChange={(tz) => setValue('timezone', tz)} error={errors.timezone?.message} label="Working hours' time zone" />
      <InterviewersField value={values.interviewer_ids} onChange={(ids) => setValue('interviewer_ids', ids)} error={errors.interviewer_ids?.message} />
      <PlaceFields location={register('location')} videoUrl={register('video_url')} errors={{ location: errors.location?.message, video_url: errors.video_url?.message }} />
      <FormField label="Email subject" error={errors.subject?.message}>
        {(p) => <Input {...p} autoComplete="off" {...register('subject')} />}
      </FormField>
      <FormField label="Email message" hint={`${SCHEDULING_LINK_FIELD} becomes the link; without it the link is added at the end.`} error={errors.body?.message}>
        {(p) => <Textarea {...p} rows={7} {...register('body')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {number('reschedule_notice_hours', 'Reschedule up to (hours before)', 'How late the candidate may move it.')}
        {number('cancel_notice_hours', 'Cancel up to (hours before)', 'How late the candidate may cancel.')}
        {number('max_reschedules', 'Reschedules allowed', '0 means none.')}
      </div>
      {isApiError(send.error) ? <FormMessage>{send.error.message}</FormMessage> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Close
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send scheduling link'}
        </Button>
      </DialogFooter>
    </form>
  );
}
