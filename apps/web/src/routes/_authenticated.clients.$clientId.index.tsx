import { createFileRoute } from '@tanstack/react-router';
import { notFoundOn404 } from '@/features/candidates/api';
import { clientQuery } from '@/features/clients/api';
import { ClientProfile } from '@/features/clients/client-profile';

export const Route = createFileRoute('/_authenticated/clients/$clientId/')({
  loader: ({ context, params }) => notFoundOn404(context.queryClient.ensureQueryData(clientQuery(params.clientId))),
  component: function ClientRoute() {
    const { clientId } = Route.useParams();
    return <ClientProfile key={clientId} id={clientId} />;
  },
});
