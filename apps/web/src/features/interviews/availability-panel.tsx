import { utcToWallTime, wallTimeToUtc } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/features/candidates/use-debounced-value';
import { membersQuery } from '@/features/team/api';
import { availabilityQuery } from './api';

export type PickedSlot = { date: string; start: string; end: string };

/**
 * The chosen day for each interviewer: when they are busy (their connected calendar and their
 * interviews here) and the next slots that fit everyone's working hours, one click to take.
 */
export function AvailabilityPanel(p: { date: string; timezone: string; minutes: number; interviewer_ids: string[]; exclude_id?: string | undefined; onPick: (slot: PickedSlot) => void }) {
  const key = useDebouncedValue(JSON.stringify({ date: p.date, timezone: p.timezone, minutes: p.minutes, ids: p.interviewer_ids, exclude_id: p.exclude_id }), 300);
  const q = JSON.parse(key) as { date: string; timezone: string; minutes: number; ids: string[]; exclude_id?: string };
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(q.date) && q.ids.length > 0 && q.minutes >= 5 && q.minutes <= 480;
  const from = valid ? wallTimeToUtc(`${q.date}T00:00`, q.timezone).toISOString() : '';
  const to = valid ? new Date(Date.parse(from) + 24 * 60 * 60_000).toISOString() : '';
  const members = useQuery(membersQuery);
  const availability = useQuery({ ...availabilityQuery({ user_ids: q.ids, from, to, duration: q.minutes, time_zone: q.timezone, exclude_id: q.exclude_id }), enabled: valid });
  if (!valid) return null;
  const nameOf = (id: string) => members.data?.find((m) => m.user_id === id)?.name ?? 'Interviewer';
  const time = (iso: string) => utcToWallTime(iso, q.timezone).slice(11);
  const data = availability.data;
  return (
    <section aria-label="Availability" className="grid gap-2 rounded-md border p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <CalendarSearch className="size-4" aria-hidden="true" /> Availability on {q.date}
      </p>
      {availability.isLoading ? <p className="text-muted-foreground">Reading calendars…</p> : null}
      {availability.isError ? <p className="text-destructive">Availability could not be read.</p> : null}
      {data ? (
        <>
          <ul className="grid gap-1">
            {data.users.map((u) => (
              <li key={u.user_id}>
                <span className="font-medium">{nameOf(u.user_id)}</span>
                {': '}
                {u.busy.length ? `busy ${u.busy.map((b) => `${time(b.starts_at)}–${time(b.ends_at)}`).join(', ')}` : 'free all day'}
                {u.calendar ? null : <span className="text-muted-foreground"> (no calendar connected; interviews here only)</span>}
                {u.working_hours.own ? (
                  <span className="text-muted-foreground">
                    {' '}
                    · works {u.working_hours.start}–{u.working_hours.end} {u.working_hours.time_zone}
                  </span>
                ) : null}
                {u.error ? <span className="text-destructive"> · {u.error}</span> : null}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="text-muted-foreground">
              Free for everyone in their working hours{data.users.some((u) => !u.working_hours.own) ? ` (${data.working_hours.start}–${data.working_hours.end} where none is set)` : ''}:
            </span>
            {data.suggestions.length === 0 ? <span className="text-muted-foreground">no slot left this day</span> : null}
            {data.suggestions.map((s) => (
              <Button key={s.starts_at} type="button" size="sm" variant="outline" onClick={() => p.onPick({ date: utcToWallTime(s.starts_at, q.timezone).slice(0, 10), start: time(s.starts_at), end: time(s.ends_at) })}>
                {time(s.starts_at)}
              </Button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
