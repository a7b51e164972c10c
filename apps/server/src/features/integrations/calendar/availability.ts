/**
 * When interviewers are busy and when they are all free. Busy is the union of their Hirebase
 * interviews and, for those with a connected calendar, what the calendar says (CalDAV's free-busy
 * answer or its events, Google's freeBusy.query, Graph's getSchedule). The event of the interview
 * being rescheduled is not busy: CalDAV names it by UID, the others by its stored times. Suggestions are the first slots of the asked length, on a half-hour grid,
 * in the future, that clash with no one and fit every member's working hours: their own days and hours in their own zone
 * (`users.working_hours`), or weekdays 09:00–17:00 in the asked zone for a member who set none.
 */
import type { Availability, BusyInterval, UserAvailability, WorkingHours } from '@hirebase/shared';
import { DEFAULT_WORKING_HOURS, utcToWallTime, wallTimeToUtc } from '@hirebase/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { interviewCalendarEvents, interviews, users as usersTable } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import { overlapping } from '../../interviews/interviews.repo';
import { assertMembers } from '../../users/users.service';
import { calendarAdapter, connectedCalendars, failureOf, type CalendarProvider } from './calendars';

const SLOT_STEP_MINUTES = 30;
const MAX_SUGGESTIONS = 5;

type Range = { start: number; end: number };

/** Sorted, overlapping and touching ranges joined. */
function merge(ranges: Range[]): Range[] {
  const out: Range[] = [];
  for (const r of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** The calendar day after `YYYY-MM-DD`. */
export const nextDay = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The member's working hours on each of their days that reach into `from`..`to`, in their zone (ends cut at `to`). */
export function workingWindows(from: Date, to: Date, hours: WorkingHours): Range[] {
  const out: Range[] = [];
  const zone = hours.time_zone;
  // From the day before in the zone: a day that starts earlier elsewhere may still reach into the range.
  let day = utcToWallTime(new Date(from.getTime() - 86_400_000), zone).slice(0, 10);
  for (let guard = 0; guard < 70; guard++, day = nextDay(day)) {
    // The start stays on the hours' own grid; suggestions before `from` are skipped by freeSlots' `after`.
    const start = wallTimeToUtc(`${day}T${hours.start}`, zone).getTime();
    if (start >= to.getTime()) break;
    const end = Math.min(wallTimeToUtc(`${day}T${hours.end}`, zone).getTime(), to.getTime());
    if (end > from.getTime() && end > start && hours.days.includes(new Date(`${day}T12:00:00Z`).getUTCDay())) out.push({ start, end });
  }
  return out;
}

/** The times inside every list of ranges (each sorted and apart). */
export function intersect(lists: Range[][]): Range[] {
  let out = lists[0] ?? [];
  for (const list of lists.slice(1)) {
    const next: Range[] = [];
    for (const a of out) for (const b of list) if (a.start < b.end && b.start < a.end) next.push({ start: Math.max(a.start, b.start), end: Math.min(a.end, b.end) });
    out = next.sort((x, y) => x.start - y.start);
  }
  return out;
}

/** The member's own hours, or the default ones in the zone asked for. */
export const hoursOf = (own: WorkingHours | null | undefined, zone: string): WorkingHours & { own: boolean } =>
  own ? { ...own, own: true } : { ...DEFAULT_WORKING_HOURS, days: [...DEFAULT_WORKING_HOURS.days], time_zone: zone, own: false };

/** The first slots of `minutes` inside the windows that overlap no busy range. */
export function freeSlots(p: { windows: Range[]; busy: Range[]; minutes: number; after: number; limit: number }): Range[] {
  const step = SLOT_STEP_MINUTES * 60_000;
  const length = p.minutes * 60_000;
  const busy = merge(p.busy);
  const out: Range[] = [];
  for (const w of p.windows) {
    for (let start = w.start; start + length <= w.end && out.length < p.limit; start += step) {
      if (start < p.after) continue;
      const end = start + length;
      if (!busy.some((b) => b.start < end && b.end > start)) out.push({ start, end });
    }
    if (out.length >= p.limit) break;
  }
  return out;
}

export async function availability(
  ctx: AppContext,
  p: {
    orgId: string;
    userIds: string[];
    from: Date;
    to: Date;
    duration?: number;
    timeZone: string;
    excludeId?: string | undefined;
    /** How many suggestions (5 for the dialog) and the earliest start (now by default). */
    limit?: number;
    after?: Date;
  },
  now = new Date(),
): Promise<Availability> {
  await assertMembers(ctx.db, { orgId: p.orgId, userIds: p.userIds, field: 'user_ids' });
  const [held, accounts, excluded, excludedEvents, hoursRows] = await Promise.all([
    overlapping(ctx.db, { orgId: p.orgId, start: p.from, end: p.to, userIds: p.userIds, excludeId: p.excludeId }),
    connectedCalendars(ctx.db, p.orgId, p.userIds),
    p.excludeId
      ? ctx.db.select({ uid: interviews.icsUid }).from(interviews).where(and(eq(interviews.orgId, p.orgId), eq(interviews.id, p.excludeId)))
      : Promise.resolve([]),
    p.excludeId
      ? ctx.db
          .select({ userId: interviewCalendarEvents.userId, startsAt: interviewCalendarEvents.startsAt, endsAt: interviewCalendarEvents.endsAt })
          .from(interviewCalendarEvents)
          .where(and(eq(interviewCalendarEvents.orgId, p.orgId), eq(interviewCalendarEvents.interviewId, p.excludeId), inArray(interviewCalendarEvents.userId, p.userIds)))
      : Promise.resolve([]),
    ctx.db.select({ id: usersTable.id, workingHours: usersTable.workingHours }).from(usersTable).where(inArray(usersTable.id, p.userIds)),
  ]);
  const ownHours = new Map(hoursRows.map((r) => [r.id, r.workingHours]));
  const skipUid = excluded[0]?.uid ?? null;
  const isExcluded = (userId: string, b: { start: Date; end: Date; uid: string | null }) =>
    (skipUid !== null && b.uid === skipUid) || excludedEvents.some((e) => e.userId === userId && e.startsAt.getTime() === b.start.getTime() && e.endsAt.getTime() === b.end.getTime());
  const users: UserAvailability[] = await Promise.all(
    p.userIds.map(async (userId) => {
      const busy: BusyInterval[] = held.filter((h) => h.userId === userId).map((h) => ({ starts_at: h.startsAt.toISOString(), ends_at: h.endsAt.toISOString(), source: 'interview' as const }));
      const account = accounts.get(userId);
      let error: string | null = null;
      if (account) {
        try {
          for (const b of await calendarAdapter(ctx, account).busy({ from: p.from, to: p.to })) {
            if (isExcluded(userId, b)) continue;
            busy.push({ starts_at: b.start.toISOString(), ends_at: b.end.toISOString(), source: 'calendar' });
          }
        } catch (err) {
          const failure = failureOf(err, 'The calendar could not be read');
          error = failure.refused ? 'The calendar refused Hirebase’s access; reconnect it on the apps page' : failure.message;
          ctx.log.warn({ err, account_id: account.id }, 'reading busy times failed');
        }
      }
      busy.sort((a, b) => a.starts_at.localeCompare(b.starts_at));
      return { user_id: userId, calendar: account ? { provider: account.provider as CalendarProvider, label: account.label } : null, error, busy, working_hours: hoursOf(ownHours.get(userId), p.timeZone) };
    }),
  );
  const suggestions = p.duration
    ? freeSlots({
        windows: intersect(users.map((u) => workingWindows(p.from, p.to, u.working_hours))),
        busy: users.flatMap((u) => u.busy.map((b) => ({ start: Date.parse(b.starts_at), end: Date.parse(b.ends_at) }))),
        minutes: p.duration,
        after: Math.max((p.after ?? now).getTime(), p.from.getTime()),
        limit: p.limit ?? MAX_SUGGESTIONS,
      }).map((s) => ({ starts_at: new Date(s.start).toISOString(), ends_at: new Date(s.end).toISOString() }))
    : [];
  return { users, suggestions, working_hours: { start: DEFAULT_WORKING_HOURS.start, end: DEFAULT_WORKING_HOURS.end, time_zone: p.timeZone } };
}
