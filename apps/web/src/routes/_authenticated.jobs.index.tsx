import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '@/features/jobs/jobs-page';
import { validateJobsSearch } from '@/features/jobs/jobs-search';

export const Route = createFileRoute('/_authenticated/jobs/')({
  validateSearch: validateJobsSearch,
  component: JobsPage,
});
