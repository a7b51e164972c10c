import { DEFAULT_WORKING_HOURS, type WorkingHours } from '@hirebase/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { TimeZoneSelect } from '@/features/interviews/time-zone-select';
import { apiData, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const workingHoursQuery = () => queryOptions({ queryKey: ['working-hours'], queryFn: () => apiData<WorkingHours | null>('/recruiter/user/working-hours') });

function HoursForm({ saved }: { saved: WorkingHours | null }) {
  const queryClient = useQueryClient();
  const [v, setV] = useState<WorkingHours>(saved ?? { ...DEFAULT_WORKING_HOURS, days: [...DEFAULT_WORKING_HOURS.days], time_zone: browserZone() });
  const [error, setError] = useState<string | null>(null);
  const done = (message: string) => async (hours: WorkingHours | null) => {
    setError(null);
    queryClient.setQueryData(workingHoursQuery().queryKey, hours);
    await queryClient.invalidateQueries({ queryKey: ['interviews', 'availability'] });
    toast.success(message);
  };
  const save = useMutation({
    mutationFn: (hours: WorkingHours) => apiData<WorkingHours>('/recruiter/user/working-hours', { method: 'PUT', body: hours }),
    onSuccess: done('Working hours saved'),
    onError: (e) => setError(isApiError(e) ? e.message : 'The working hours could not be saved'),
  });
  const clear = useMutation({
    mutationFn: () => apiData<null>('/recruiter/user/working-hours', { method: 'DELETE' }),
    onSuccess: done('Back to the default working hours'),
    onError: (e) => setError(isApiError(e) ? e.message : 'The working hours could not be cleared'),
  });
  const toggle = (day: number) => setV({ ...v, days: v.days.includes(day) ? v.days.filter((d) => d !== day) : [...v.days, day].sort((a, b) => a - b) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(v);
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Working hours">
      <p className="text-sm text-muted-foreground">
        {saved
          ? `Interviews are suggested ${saved.start}–${saved.end} on the days below, in ${saved.time_zone.replace(/_/g, ' ')}.`
          : `Not set: interviews are suggested on weekdays ${DEFAULT_WORKING_HOURS.start}–${DEFAULT_WORKING_HOURS.end} in the zone each interview is scheduled in.`}
      </p>
      <TimeZoneSelect value={v.time_zone} onChange={(time_zone) => setV({ ...v, time_zone })} />
      <div className="grid grid-cols-2 gap-3">
        <FormField label="From">{(p) => <Input {...p} type="time" value={v.start} onChange={(e) => setV({ ...v, start: e.target.value })} required />}</FormField>
        <FormField label="Until">{(p) => <Input {...p} type="time" value={v.end} onChange={(e) => setV({ ...v, end: e.target.value })} required />}</FormField>
      </div>
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className="mb-1 text-sm font-medium">Days</legend>
        {DAYS.map((name, day) => (
          <label key={name} className="flex items-center gap-1.5">
            <input type="checkbox" checked={v.days.includes(day)} onChange={() => toggle(day)} />
            {name}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save working hours
        </Button>
        {saved ? (
          <Button type="button" size="sm" variant="outline" disabled={clear.isPending} onClick={() => clear.mutate()}>
            Use the default
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** /apps: the member's own working hours, which the schedule dialog's suggestions and scheduling links fit. */
export function WorkingHoursCard() {
  const hours = useQuery(workingHoursQuery());
  return (
    <Card aria-labelledby="integration-working-hours" className="h-full">
      <CardHeader>
        <CardTitle id="integration-working-hours" className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-5" />
          Your working hours
        </CardTitle>
        <CardDescription>When you take interviews. Suggested times in the schedule dialog and on scheduling links fit every interviewer’s hours.</CardDescription>
      </CardHeader>
      <CardContent>
        {hours.isError ? <p className="text-sm text-destructive">Your working hours could not be loaded.</p> : null}
        {hours.isSuccess ? <HoursForm key={JSON.stringify(hours.data)} saved={hours.data} /> : null}
      </CardContent>
    </Card>
  );
}
