import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { validateSubmissionsSearch } from '@/features/submissions/submissions-search';
import { SubmissionsView } from '@/features/submissions/submissions-view';

export const Route = createFileRoute('/_authenticated/submissions')({
  validateSearch: validateSubmissionsSearch,
  component: function SubmissionsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <PageHeader title="Submissions" description="Every candidate sent to a client, with the client's answer and the placement it led to." />
        <SubmissionsView search={search} onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />
      </>
    );
  },
});
