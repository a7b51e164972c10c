import { createFileRoute } from '@tanstack/react-router';
import { CandidatesPage } from '@/features/candidates/candidates-page';
import { parseSearchParams } from '@/features/search/search-params';

export const Route = createFileRoute('/_authenticated/database/')({
  validateSearch: parseSearchParams,
  component: function DatabaseRoute() {
    return <CandidatesPage search={Route.useSearch()} />;
  },
});
