import { createFileRoute } from '@tanstack/react-router';
import { loadJob } from '@/features/jobs/load-job';
import { RecommendationsPage } from '@/features/matching/recommendations-page';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/recommendations')({
  loader: async ({ context: { queryClient }, params }) => {
    await loadJob(queryClient, params.jobId);
  },
  component: function RecommendationsRoute() {
    const { jobId } = Route.useParams();
    return <RecommendationsPage jobId={jobId} />;
  },
});
