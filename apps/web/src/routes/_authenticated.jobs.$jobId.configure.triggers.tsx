import { createFileRoute } from '@tanstack/react-router';
import { TriggersPage } from '@/features/automations/triggers-page';
import { loadJob } from '@/features/jobs/load-job';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/configure/triggers')({
  loader: async ({ context, params }) => {
    await loadJob(context.queryClient, params.jobId);
  },
  component: function TriggersRoute() {
    const { jobId } = Route.useParams();
    return <TriggersPage jobId={jobId} />;
  },
});
