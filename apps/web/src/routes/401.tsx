import { createFileRoute, Link, useRouterState } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { StatusPage } from '@/components/status-page';

export const Route = createFileRoute('/401')({ component: UnauthorizedPage });

function UnauthorizedPage() {
  const from = useRouterState({ select: (s) => s.location.state.from });
  return (
    <StatusPage
      code="401"
      title="Please sign in"
      description={<p>You need to be signed in to see this page. Your session may have ended — sign in again to continue where you left off.</p>}
    >
      <Button asChild>
        <Link to="/sign-in" search={{ redirect: from }}>
          Sign in
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/sign-up">Create an account</Link>
      </Button>
    </StatusPage>
  );
}
