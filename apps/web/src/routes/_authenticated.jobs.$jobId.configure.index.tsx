import { createFileRoute } from '@tanstack/react-router';
import { ConfigureJobPage } from '@/features/jobs/configure-job-page';
import { clientOptionsQuery } from '@/features/jobs/api';
import { loadJob } from '@/features/jobs/load-job';
import { membersQuery } from '@/features/team/api';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/configure/')({
  // The form takes its values once, when it mounts: the job and its option lists are here first
  // (a list the role may not read is left out; the form still shows the job's own client and owner).
  loader: async ({ context: { queryClient }, params }) => {
    await Promise.all([loadJob(queryClient, params.jobId), queryClient.prefetchQuery(clientOptionsQuery()), queryClient.prefetchQuery(membersQuery)]);
  },
  component: function ConfigureRoute() {
    const { jobId } = Route.useParams();
    return <ConfigureJobPage jobId={jobId} />;
  },
});
