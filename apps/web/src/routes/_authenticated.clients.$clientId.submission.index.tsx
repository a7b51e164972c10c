import { createFileRoute, Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { notFoundOn404 } from '@/features/candidates/api';
import { clientQuery } from '@/features/clients/api';
import { validateSubmissionsSearch } from '@/features/submissions/submissions-search';
import { SubmissionsView } from '@/features/submissions/submissions-view';

export const Route = createFileRoute('/_authenticated/clients/$clientId/submission/')({
  validateSearch: validateSubmissionsSearch,
  loader: ({ context, params }) => notFoundOn404(context.queryClient.ensureQueryData(clientQuery(params.clientId))),
  component: function ClientSubmissionsRoute() {
    const { clientId } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const client = useQuery(clientQuery(clientId));
    return (
      <>
        <PageHeader
          title={`Submissions to ${client.data?.name ?? 'client'}`}
          description={
            <Link to="/clients/$clientId" params={{ clientId }} className="hover:underline">
              Back to the client
            </Link>
          }
        />
        <SubmissionsView search={search} fixed={{ client_id: clientId }} onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />
      </>
    );
  },
});
