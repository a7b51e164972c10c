import { createFileRoute } from '@tanstack/react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { AuthCard } from '@/features/auth/auth-card';
import { useAuth } from '@/features/auth/use-auth';
import { ProfileForm } from '@/features/onboarding/profile-form';

export const Route = createFileRoute('/onboarding/profile')({ component: ProfileStep });

function ProfileStep() {
  const { user } = useAuth();
  return (
    <AuthCard title="Tell us about yourself" description="Your teammates and candidates see this in emails and interviews.">
      {user ? <ProfileForm user={user} /> : <Skeleton className="h-48" />}
    </AuthCard>
  );
}
