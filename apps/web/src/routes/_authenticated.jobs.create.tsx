import { createFileRoute } from '@tanstack/react-router';
import { clientOptionsQuery } from '@/features/jobs/api';
import { CreateJobPage } from '@/features/jobs/create-job-page';
import { pipelinesQuery } from '@/features/pipelines/api';
import { membersQuery } from '@/features/team/api';

export const Route = createFileRoute('/_authenticated/jobs/create')({
  // The form takes its values once, when it mounts: its option lists are here first.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.prefetchQuery(pipelinesQuery()), queryClient.prefetchQuery(clientOptionsQuery()), queryClient.prefetchQuery(membersQuery)]);
  },
  component: CreateJobPage,
});
