import { createFileRoute, redirect } from '@tanstack/react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { AuthCard } from '@/features/auth/auth-card';
import { pendingInvitation } from '@/features/auth/pending-invitation';
import { useAuth } from '@/features/auth/use-auth';
import { ProfileForm } from '@/features/onboarding/profile-form';
import { redirectAfterLogin } from '@/lib/redirect-after-login';

export const Route = createFileRoute('/onboarding/profile')({
  // Onboarding starts once: a user whose profile is done goes where signing in would take them
  // (a pending invitation, creating their first organization, or home).
  beforeLoad: ({ context }) => {
    const { user, orgId } = context.auth.getState();
    if (!user?.profile_completed) return;
    throw redirect({ href: redirectAfterLogin({ profile_completed: true, default_org: orgId ?? user.default_org }, pendingInvitation()), replace: true });
  },
  component: ProfileStep,
});

function ProfileStep() {
  const { user } = useAuth();
  return (
    <AuthCard title="Tell us about yourself" description="Your teammates and candidates see this in emails and interviews.">
      {user ? <ProfileForm user={user} /> : <Skeleton className="h-48" />}
    </AuthCard>
  );
}
