import { createFileRoute } from '@tanstack/react-router';
import { candidateQuery, notFoundOn404 } from '@/features/candidates/api';
import { CandidateProfile } from '@/features/candidates/candidate-profile';

export const Route = createFileRoute('/_authenticated/database/candidate/$id')({
  loader: ({ context, params }) => notFoundOn404(context.queryClient.ensureQueryData(candidateQuery(params.id))),
  component: function CandidateRoute() {
    const { id } = Route.useParams();
    return <CandidateProfile key={id} id={id} />;
  },
});
