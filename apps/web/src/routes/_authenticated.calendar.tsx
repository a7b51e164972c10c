import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage, validateCalendarSearch } from '@/features/calendar/calendar-page';

export const Route = createFileRoute('/_authenticated/calendar')({
  validateSearch: validateCalendarSearch,
  component: function CalendarRoute() {
    return <CalendarPage search={Route.useSearch()} />;
  },
});
