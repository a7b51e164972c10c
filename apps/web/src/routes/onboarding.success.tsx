import { PLANS, TRIAL_DAYS, TRIAL_PLAN } from '@hirebase/shared';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Building2, CheckCircle2, GitBranch, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AuthCard } from '@/features/auth/auth-card';
import { useOrgInfo } from '@/features/org/use-current-org';

export const Route = createFileRoute('/onboarding/success')({ component: SuccessStep });

function SuccessStep() {
  const info = useOrgInfo();
  return (
    <AuthCard
      title="Your organization is ready"
      description={
        <span className="inline-flex items-center gap-1.5">
          <CheckCircle2 className="size-4 text-success" aria-hidden="true" /> Everything is set up.
        </span>
      }
    >
      <ul className="grid gap-3 text-sm">
        <li className="flex gap-3">
          <Building2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {info.data ? (
              <>
                <strong>{info.data.name}</strong> is ready for your team
              </>
            ) : (
              <Skeleton className="h-4 w-48" />
            )}
          </span>
        </li>
        <li className="flex gap-3">
          <GitBranch className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>A default hiring pipeline: sourced, applied, screening, interview, offer, hired and rejected</span>
        </li>
        <li className="flex gap-3">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            A {TRIAL_DAYS}-day trial of the {PLANS[TRIAL_PLAN].name} plan, with every feature included
          </span>
        </li>
      </ul>
      <Button asChild>
        <Link to="/onboarding/complete">Continue</Link>
      </Button>
    </AuthCard>
  );
}
