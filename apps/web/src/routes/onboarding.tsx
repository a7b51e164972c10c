import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { Brand } from '@/components/brand';
import { PageMain } from '@/components/page-main';
import { requireUser } from '@/features/auth/guards';
import { cn } from '@/lib/utils';

export const Route = createFileRoute('/onboarding')({
  beforeLoad: async ({ location }) => {
    await requireUser(location);
  },
  component: OnboardingLayout,
});

const STEPS = [
  { path: '/onboarding/profile', label: 'Profile' },
  { path: '/onboarding/create-org', label: 'Organization' },
  { path: '/onboarding/success', label: 'Ready' },
  { path: '/onboarding/complete', label: 'Start' },
] as const;

function OnboardingLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = STEPS.findIndex((s) => s.path === pathname);
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="flex flex-wrap items-center justify-between gap-4 px-6 py-5">
        <Brand to="/onboarding/profile" />
        <ol className="flex items-center gap-2 text-xs" aria-label="Onboarding progress">
          {STEPS.map((step, i) => (
            <li
              key={step.path}
              aria-current={i === current ? 'step' : undefined}
              className={cn(
                'rounded-full px-2.5 py-1',
                i === current ? 'bg-primary text-primary-foreground' : i < current ? 'bg-primary/15 text-foreground' : 'bg-muted text-muted-foreground',
              )}
            >
              {i + 1}. {step.label}
            </li>
          ))}
        </ol>
      </header>
      <PageMain className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:pt-10">
        <Outlet />
      </PageMain>
    </div>
  );
}
