import { createFileRoute } from '@tanstack/react-router';
import { InterviewsPage } from '@/features/interviews/interviews-page';
import { validateInterviewsSearch } from '@/features/interviews/interviews-search';

export const Route = createFileRoute('/_authenticated/interviews')({
  validateSearch: validateInterviewsSearch,
  component: function InterviewsRoute() {
    return <InterviewsPage search={Route.useSearch()} />;
  },
});
