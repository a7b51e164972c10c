/** Calendar arithmetic on plain days (`YYYY-MM-DD`) and wall times in the viewer's zone. */
import { utcToWallTime, wallTimeToUtc } from '@hirebase/shared';

export type CalendarView = 'month' | 'week' | 'day';

const DAY_MS = 24 * 60 * 60 * 1000;
const asUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return dayOfUtc(asUtc(day) + n * DAY_MS);
}

/** Weeks start on Monday. */
export function weekStart(day: string): string {
  const weekday = (new Date(asUtc(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export function addMonths(day: string, n: number): string {
  const d = new Date(asUtc(day));
  return dayOfUtc(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
}

/** The days a view shows: a month as whole weeks, a week, or one day. */
export function daysOf(view: CalendarView, day: string): string[] {
  if (view === 'day') return [day];
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(weekStart(day), i));
  const first = `${day.slice(0, 8)}01`;
  const start = weekStart(first);
  const nextMonth = addMonths(first, 1);
  const days: string[] = [];
  for (let d = start; d < nextMonth || days.length % 7 !== 0; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The instants [from, to) a list of days covers in a zone. */
export function rangeOf(days: string[], zone: string): { from: string; to: string } {
  return { from: wallTimeToUtc(`${days[0]}T00:00`, zone).toISOString(), to: wallTimeToUtc(`${addDays(days.at(-1)!, 1)}T00:00`, zone).toISOString() };
}

export const dayOf = (instant: string, zone: string) => utcToWallTime(instant, zone).slice(0, 10);
export const timeOf = (instant: string, zone: string) => utcToWallTime(instant, zone).slice(11);
export function minutesOf(instant: string, zone: string): number {
  const [h, m] = timeOf(instant, zone).split(':').map(Number);
  return h! * 60 + m!;
}

/**
 * Where a dropped interview lands: on a day (same time of day) or on a time slot, keeping its
 * length. Times are read in the viewer's zone.
 */
export function moveTo(i: { starts_at: string; ends_at: string }, target: { day: string; time?: string | undefined }, zone: string) {
  const length = Date.parse(i.ends_at) - Date.parse(i.starts_at);
  const start = wallTimeToUtc(`${target.day}T${target.time ?? timeOf(i.starts_at, zone)}`, zone);
  return { starts_at: start.toISOString(), ends_at: new Date(start.getTime() + length).toISOString() };
}
