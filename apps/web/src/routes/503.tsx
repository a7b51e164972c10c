import { MESSAGES } from '@hirebase/shared';
import { createFileRoute } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { StatusPage } from '@/components/status-page';

export const Route = createFileRoute('/503')({ component: MaintenancePage });

function MaintenancePage() {
  return (
    <StatusPage
      code="503"
      title="We'll be right back"
      description={
        <>
          <p>{MESSAGES.maintenance}</p>
          <p className="mt-2 text-sm">Your data is safe. Nothing you saved is lost while we work.</p>
        </>
      }
    >
      <Button onClick={() => window.location.assign('/')}>Try again</Button>
    </StatusPage>
  );
}
