import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterPage } from '@/features/help/help-center-page';
import { validateHelpCenterSearch } from '@/features/help/help-search';

export const Route = createFileRoute('/_authenticated/help-center')({
  validateSearch: validateHelpCenterSearch,
  component: function HelpCenterRoute() {
    return <HelpCenterPage search={Route.useSearch()} />;
  },
});
