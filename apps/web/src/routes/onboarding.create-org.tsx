import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthCard } from '@/features/auth/auth-card';
import { CreateOrgForm } from '@/features/onboarding/create-org-form';

export const Route = createFileRoute('/onboarding/create-org')({
  beforeLoad: ({ context }) => {
    const user = context.auth.getState().user;
    if (user && !user.profile_completed) throw redirect({ to: '/onboarding/profile' });
  },
  component: CreateOrgStep,
});

function CreateOrgStep() {
  return (
    <AuthCard
      title="Create your organization"
      description="Your organization holds your jobs, candidates and team. You can invite colleagues next."
    >
      <CreateOrgForm />
    </AuthCard>
  );
}
