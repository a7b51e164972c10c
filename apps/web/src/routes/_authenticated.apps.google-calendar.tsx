import { createFileRoute } from '@tanstack/react-router';
import { connectedAccountsQuery } from '@/features/integrations/api';
import { GoogleCalendarPage } from '@/features/integrations/provider-page';

export const Route = createFileRoute('/_authenticated/apps/google-calendar')({
  loader: ({ context }) => context.queryClient.ensureQueryData(connectedAccountsQuery()),
  component: GoogleCalendarPage,
});
