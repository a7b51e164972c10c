import { createFileRoute } from '@tanstack/react-router';
import { customFieldsQuery } from '@/features/custom-fields/api';
import { CustomFieldsPage } from '@/features/custom-fields/custom-fields-page';

/** Administrators only: the settings index links here for them, and the API refuses changes from other roles. */
export const Route = createFileRoute('/_authenticated/settings/custom-fields')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(customFieldsQuery('candidate', true));
  },
  component: CustomFieldsPage,
});
