import { createFileRoute, Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { StatusPage } from '@/components/status-page';
import { useAuth } from '@/features/auth/use-auth';

export const Route = createFileRoute('/401')({
  // The words depend on whether the visitor is signed in: know that before the page shows.
  beforeLoad: async ({ context }) => {
    await context.auth.ready();
  },
  component: UnauthorizedPage,
});

function UnauthorizedPage() {
  const from = useRouterState({ select: (s) => s.location.state.from });
  const { isLoggedIn, user } = useAuth();
  if (isLoggedIn && user) return <SignedInUnauthorized email={user.email} from={from} />;
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

/** Signed in, yet a request was refused as unauthenticated: an ended session or another account's link. */
function SignedInUnauthorized({ email, from }: { email: string; from: string | undefined }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  async function signInAgain() {
    await signOut();
    await navigate({ to: '/sign-in', search: { redirect: from } });
  }
  return (
    <StatusPage
      code="401"
      title="Your session was not accepted"
      description={
        <p>
          You are signed in as <strong className="text-foreground">{email}</strong>, but the page you came from was refused: the
          session it used had ended, or it was meant for another account. Carry on from your dashboard, or sign in again to start a
          fresh session.
        </p>
      }
    >
      <Button asChild>
        <Link to="/">Go to dashboard</Link>
      </Button>
      <Button variant="outline" onClick={() => void signInAgain()}>
        Sign in again
      </Button>
    </StatusPage>
  );
}
