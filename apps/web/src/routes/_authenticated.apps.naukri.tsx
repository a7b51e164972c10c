import { createFileRoute } from '@tanstack/react-router';
import { PortalPage } from '@/features/integrations/portal-page';

export const Route = createFileRoute('/_authenticated/apps/naukri')({
  component: () => <PortalPage portal="naukri" name="Naukri" />,
});
