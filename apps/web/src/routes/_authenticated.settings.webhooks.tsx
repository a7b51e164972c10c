import { createFileRoute } from '@tanstack/react-router';
import { webhooksQuery } from '@/features/integrations/api';
import { WebhooksPage } from '@/features/integrations/webhooks-page';

/** Administrators only: the settings index links here for them, and the API refuses other roles. */
export const Route = createFileRoute('/_authenticated/settings/webhooks')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(webhooksQuery());
  },
  component: WebhooksPage,
});
