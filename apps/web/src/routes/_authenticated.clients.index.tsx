import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/features/candidates/list-controls';
import { ClientsPage } from '@/features/clients/clients-page';

export const Route = createFileRoute('/_authenticated/clients/')({
  validateSearch: listSearch('q', 'status', 'sort'),
  component: function ClientsRoute() {
    return <ClientsPage search={Route.useSearch()} />;
  },
});
