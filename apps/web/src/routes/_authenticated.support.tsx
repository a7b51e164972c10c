import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '@/features/support/support-page';
import { validateSupportSearch } from '@/features/support/support-search';

export const Route = createFileRoute('/_authenticated/support')({
  validateSearch: validateSupportSearch,
  component: function SupportRoute() {
    return <SupportPage search={Route.useSearch()} />;
  },
});
