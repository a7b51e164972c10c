/**
 * When interviewers are busy and when they are all free. Busy is the union of their Hirebase
 * interviews and, for those with a connected calendar, what the calendar says (CalDAV's free-busy
 * answer or its events, Google's freeBusy.query, Graph's getSchedule). The event of the interview
 * being rescheduled is not busy: CalDAV names it by UID, the others by its stored times. Suggestions are the first slots of the asked length, on a half-hour grid,
 * inside working hours (09:00–17:00 in the given zone, weekdays), in the future, that clash with no one.
 */
import type { Availability, BusyInterval, UserAvailability } from '@hirebase/shared';
import { utcToWallTime, wallTimeToUtc } from '@hirebase/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { interviewCalendarEvents, interviews } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import { overlapping } from '../../interviews/interviews.repo';
import { assertMembers } from '../../users/users.service';
import { calendarAdapter, connectedCalendars, failureOf, type CalendarProvider } from './calendars';

export const WORKING_HOURS = { start: '09:00', end: '17:00' } as const;
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

/** The working-hours window of each day the range touches, in the zone. */
function workingWindows(from: Date, to: Date, zone: string): Range[] {
  const out: Range[] = [];
  let day = utcToWallTime(from, zone).slice(0, 10);
  for (let guard = 0; guard < 40; guard++) {
    const start = wallTimeToUtc(`${day}T${WORKING_HOURS.start}`, zone).getTime();
    const end = wallTimeToUtc(`${day}T${WORKING_HOURS.end}`, zone).getTime();
    if (start >= to.getTime()) break;
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) out.push({ start, end });
    const next = new Date(`${day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return out;
}

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
  p: { orgId: string; userIds: string[]; from: Date; to: Date; duration?: number; timeZone: string; excludeId?: string },
  now = new Date(),
): Promise<Availability> {
  await assertMembers(ctx.db, { orgId: p.orgId, userIds: p.userIds, field: 'user_ids' });
  const [held, accounts, excluded, excludedEvents] = await Promise.all([
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
  ]);
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
      return { user_id: userId, calendar: account ? { provider: account.provider as CalendarProvider, label: account.label } : null, error, busy };
    }),
  );
  const suggestions = p.duration
    ? freeSlots({
        windows: workingWindows(p.from, p.to, p.timeZone).map((w) => ({ start: w.start, end: Math.min(w.end, p.to.getTime()) })),
        busy: users.flatMap((u) => u.busy.map((b) => ({ start: Date.parse(b.starts_at), end: Date.parse(b.ends_at) }))),
        minutes: p.duration,
        after: Math.max(now.getTime(), p.from.getTime()),
        limit: MAX_SUGGESTIONS,
      }).map((s) => ({ starts_at: new Date(s.start).toISOString(), ends_at: new Date(s.end).toISOString() }))
    : [];
  return { users, suggestions, working_hours: { ...WORKING_HOURS, time_zone: p.timeZone } };
}
