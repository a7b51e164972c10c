import { createFileRoute } from '@tanstack/react-router';
import { postingQuery } from '@/features/careers/api';
import { PublishPage } from '@/features/careers/publish-page';
import { JobPortalsCard } from '@/features/integrations/job-portals-card';
import { loadJob } from '@/features/jobs/load-job';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/configure/publish')({
  // The form takes the posting once, when it mounts: it is here first.
  loader: async ({ context: { queryClient }, params }) => {
    await loadJob(queryClient, params.jobId);
    await queryClient.ensureQueryData(postingQuery(params.jobId));
  },
  component: function PublishRoute() {
    const { jobId } = Route.useParams();
    return (
      <>
        <PublishPage jobId={jobId} />
        <JobPortalsCard jobId={jobId} />
      </>
    );
  },
});
