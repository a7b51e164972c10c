import { createFileRoute } from '@tanstack/react-router';
import { ConfigureJobPage } from '@/features/jobs/configure-job-page';
import { loadJob } from '@/features/jobs/load-job';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/configure/')({
  loader: async ({ context, params }) => {
    await loadJob(context.queryClient, params.jobId);
  },
  component: function ConfigureRoute() {
    const { jobId } = Route.useParams();
    return <ConfigureJobPage jobId={jobId} />;
  },
});
