import { createFileRoute } from '@tanstack/react-router';
import { loadJob } from '@/features/jobs/load-job';
import { SourceCandidatesPage, type SourceParams } from '@/features/matching/source-candidates-page';
import { parseSearchParams } from '@/features/search/search-params';

export const Route = createFileRoute('/_authenticated/jobs/$jobId/source-candidates')({
  validateSearch: (raw: Record<string, unknown>): SourceParams => {
    const tab = raw.tab === 'resdb' || raw.tab === 'database' ? raw.tab : undefined;
    return { ...parseSearchParams(raw), ...(tab ? { tab } : {}) };
  },
  loader: async ({ context: { queryClient }, params }) => {
    await loadJob(queryClient, params.jobId);
  },
  component: function SourceCandidatesRoute() {
    const { jobId } = Route.useParams();
    return <SourceCandidatesPage jobId={jobId} search={Route.useSearch()} />;
  },
});
