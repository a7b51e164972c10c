import { createFileRoute } from '@tanstack/react-router';
import { CreateJobPage } from '@/features/jobs/create-job-page';
import { pipelinesQuery } from '@/features/pipelines/api';

export const Route = createFileRoute('/_authenticated/jobs/create')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pipelinesQuery());
  },
  component: CreateJobPage,
});
