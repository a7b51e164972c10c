import { createFileRoute } from '@tanstack/react-router';
import { JobAssessmentsPage } from '@/features/assessments/job-assessments-page';
import { loadJob } from '@/features/jobs/load-job';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/assessments')({
  loader: ({ context, params }) => loadJob(context.queryClient, params.jobId),
  component: function JobAssessmentsRoute() {
    const { jobId } = Route.useParams();
    return <JobAssessmentsPage key={jobId} jobId={jobId} />;
  },
});
