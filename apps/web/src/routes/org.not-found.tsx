import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { StatusPage } from '@/components/status-page';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';

export const Route = createFileRoute('/org/not-found')({ component: OrgNotFoundPage });

function OrgNotFoundPage() {
  const { signOut, isLoggedIn } = useAuth();
  const navigate = useNavigate();
  return (
    <StatusPage
      title="This organization is not available"
      description={
        <p>
          It may have been deleted, or your access to it was removed or deactivated. Open another organization you belong
          to, or ask an admin of this one to invite you again.
        </p>
      }
    >
      <Button asChild>
        <Link to="/organizations">Your organizations</Link>
      </Button>
      {isLoggedIn ? (
        <Button
          variant="outline"
          onClick={async () => {
            await signOut();
            await navigate({ to: '/sign-in' });
          }}
        >
          Sign out
        </Button>
      ) : null}
    </StatusPage>
  );
}
