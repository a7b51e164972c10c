import { createFileRoute, notFound } from '@tanstack/react-router';
import { notFoundOn404 } from '@/features/candidates/api';
import { submissionQuery } from '@/features/submissions/api';
import { SubmissionDetailPage } from '@/features/submissions/submission-detail';

export const Route = createFileRoute('/_authenticated/clients/$clientId/submission/$submissionId')({
  loader: async ({ context, params }) => {
    const s = await notFoundOn404(context.queryClient.ensureQueryData(submissionQuery(params.submissionId)));
    // The address names the client: another client's submission under it does not exist.
    if (s.client.id !== params.clientId) throw notFound();
  },
  component: function SubmissionRoute() {
    const { submissionId } = Route.useParams();
    return <SubmissionDetailPage key={submissionId} id={submissionId} />;
  },
});
