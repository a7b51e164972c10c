/** /calendar's search params, parsed without the page's code (route definitions load before any page). */
import type { CalendarView } from './calendar-dates';

export type CalendarSearch = { view?: CalendarView | undefined; date?: string | undefined; mine?: boolean | undefined };

export function validateCalendarSearch(s: Record<string, unknown>): CalendarSearch {
  const view = s.view === 'week' || s.view === 'day' ? s.view : undefined;
  const date = typeof s.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.date) && !Number.isNaN(Date.parse(s.date)) ? s.date : undefined;
  return { view, date, mine: s.mine === true || s.mine === 'true' ? true : undefined };
}
