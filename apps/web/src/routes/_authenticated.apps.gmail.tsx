import { createFileRoute } from '@tanstack/react-router';
import { GmailPage } from '@/features/integrations/gmail-page';

export const Route = createFileRoute('/_authenticated/apps/gmail')({
  component: GmailPage,
});
