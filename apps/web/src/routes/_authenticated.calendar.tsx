import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '@/features/calendar/calendar-page';
import { validateCalendarSearch } from '@/features/calendar/calendar-search';

export const Route = createFileRoute('/_authenticated/calendar')({
  validateSearch: validateCalendarSearch,
  component: function CalendarRoute() {
    return <CalendarPage search={Route.useSearch()} />;
  },
});
