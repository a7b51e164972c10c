import { createFileRoute } from '@tanstack/react-router';
import { jobApplicationsQuery } from '@/features/applications/api';
import { JobPage } from '@/features/applications/job-page';
import { loadJob } from '@/features/jobs/load-job';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/')({
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(jobApplicationsQuery(params.jobId));
    await loadJob(context.queryClient, params.jobId);
  },
  component: function JobRoute() {
    const { jobId } = Route.useParams();
    return <JobPage jobId={jobId} />;
  },
});
