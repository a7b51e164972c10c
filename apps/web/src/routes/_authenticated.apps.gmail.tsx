import { createFileRoute } from '@tanstack/react-router';
import { connectedAccountsQuery } from '@/features/integrations/api';
import { GmailPage } from '@/features/integrations/gmail-page';

export const Route = createFileRoute('/_authenticated/apps/gmail')({
  loader: ({ context }) => context.queryClient.ensureQueryData(connectedAccountsQuery()),
  component: GmailPage,
});
