import { createFileRoute } from '@tanstack/react-router';
import { loadJob } from '@/features/jobs/load-job';
import { JobSubmissionsPage } from '@/features/submissions/job-submissions-page';
import { validateSubmissionsSearch } from '@/features/submissions/submissions-search';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/client-submissions')({
  validateSearch: validateSubmissionsSearch,
  loader: ({ context, params }) => loadJob(context.queryClient, params.jobId),
  component: function JobClientSubmissionsRoute() {
    const { jobId } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <JobSubmissionsPage jobId={jobId} search={search} onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
  },
});
