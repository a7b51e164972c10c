/**
 * The slots a scheduling link offers: the panel's common free slots of the interview's length,
 * computed live from the same availability the schedule dialog shows (Hirebase interviews and
 * connected calendars), inside every interviewer's working hours on the days of the window.
 */
import { wallTimeToUtc } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { availability, nextDay } from '../integrations/calendar/availability';

export type Slot = { start: Date; end: Date };
/** Enough to choose from over a few weeks without a page of hundreds of buttons. */
export const MAX_OFFERED_SLOTS = 60;
/** Nobody is booked to start in the next hour. */
export const BOOKING_LEAD_MINUTES = 60;


/** The instants the days `start`..`end` (inclusive, in `zone`) span. */
export function windowInstants(start: string, end: string, zone: string): { from: Date; to: Date } {
  return { from: wallTimeToUtc(`${start}T00:00`, zone), to: wallTimeToUtc(`${nextDay(end)}T00:00`, zone) };
}

export type SlotQuery = {
  orgId: string;
  interviewerIds: string[];
  from: Date;
  to: Date;
  minutes: number;
  timeZone: string;
  /** The interview being moved: its own time does not count as busy. */
  excludeId?: string | undefined;
};

/** Every free slot in the window (up to MAX_OFFERED_SLOTS), starting at least BOOKING_LEAD_MINUTES from now. */
export async function offeredSlots(ctx: AppContext, q: SlotQuery, now = new Date()): Promise<Slot[]> {
  const after = Math.max(q.from.getTime(), now.getTime() + BOOKING_LEAD_MINUTES * 60_000);
  if (after >= q.to.getTime()) return [];
  const answer = await availability(
    ctx,
    { orgId: q.orgId, userIds: q.interviewerIds, from: new Date(after), to: q.to, duration: q.minutes, timeZone: q.timeZone, excludeId: q.excludeId, limit: MAX_OFFERED_SLOTS, after: new Date(after) },
    now,
  );
  return answer.suggestions.map((s) => ({ start: new Date(s.starts_at), end: new Date(s.ends_at) }));
}
