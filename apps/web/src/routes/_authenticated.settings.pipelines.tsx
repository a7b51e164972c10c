import { createFileRoute } from '@tanstack/react-router';
import { pipelinesQuery } from '@/features/pipelines/api';
import { PipelinesPage } from '@/features/pipelines/pipelines-page';

/** Every member may read the templates; managers and admins change them (the page turns read-only below). */
export const Route = createFileRoute('/_authenticated/settings/pipelines')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pipelinesQuery());
  },
  component: PipelinesPage,
});
