import { createFileRoute } from '@tanstack/react-router';
import { loadJob } from '@/features/jobs/load-job';
import { requirementsQuery } from '@/features/matching/api';
import { RefinePage } from '@/features/matching/refine-page';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/refine')({
  loader: async ({ context: { queryClient }, params }) => {
    await loadJob(queryClient, params.jobId);
    await queryClient.ensureQueryData(requirementsQuery(params.jobId));
  },
  component: function RefineRoute() {
    const { jobId } = Route.useParams();
    return <RefinePage jobId={jobId} />;
  },
});
