import { createFileRoute, Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { StatusPage } from '@/components/status-page';

export const Route = createFileRoute('/403')({ component: ForbiddenPage });

function ForbiddenPage() {
  return (
    <StatusPage
      code="403"
      title="You don't have access to this page"
      description={
        <p>
          Your role in this organization doesn't include this area. Ask an admin of your organization to change your
          role, or switch to another organization.
        </p>
      }
    >
      <Button variant="outline" onClick={() => window.history.back()}>
        Go Back
      </Button>
      <Button variant="outline" asChild>
        <Link to="/organizations">Your organizations</Link>
      </Button>
      <Button asChild>
        <Link to="/">Back to Home</Link>
      </Button>
    </StatusPage>
  );
}
