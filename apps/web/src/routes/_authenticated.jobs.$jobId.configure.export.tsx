import { createFileRoute } from '@tanstack/react-router';
import { ExportApplicationsPage } from '@/features/careers/export-page';
import { loadJob } from '@/features/jobs/load-job';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/configure/export')({
  loader: async ({ context, params }) => {
    await loadJob(context.queryClient, params.jobId);
  },
  component: function ExportRoute() {
    const { jobId } = Route.useParams();
    return <ExportApplicationsPage jobId={jobId} />;
  },
});
