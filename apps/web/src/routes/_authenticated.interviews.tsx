import { createFileRoute } from '@tanstack/react-router';
import { InterviewsPage, validateInterviewsSearch } from '@/features/interviews/interviews-page';

export const Route = createFileRoute('/_authenticated/interviews')({
  validateSearch: validateInterviewsSearch,
  component: function InterviewsRoute() {
    return <InterviewsPage search={Route.useSearch()} />;
  },
});
