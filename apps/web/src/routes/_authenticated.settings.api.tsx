import { createFileRoute } from '@tanstack/react-router';
import { apiKeysQuery } from '@/features/integrations/api';
import { ApiKeysPage } from '@/features/integrations/api-keys-page';

/** Administrators only: the settings index links here for them, and the API refuses other roles. */
export const Route = createFileRoute('/_authenticated/settings/api')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(apiKeysQuery());
  },
  component: ApiKeysPage,
});
