import { PLANS, ROLE_LABELS } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Building2, Loader2, Plus } from 'lucide-react';
import { Brand } from '@/components/brand';
import { PageMain } from '@/components/page-main';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { requireUser } from '@/features/auth/guards';
import { orgListQuery } from '@/features/org/api';
import { useCurrentOrgId } from '@/features/org/use-current-org';
import { useSwitchOrg } from '@/features/org/use-switch-org';
import { UserMenu } from '@/features/shell/user-menu';
import { cn, focusRing } from '@/lib/utils';

export const Route = createFileRoute('/organizations')({
  beforeLoad: async ({ location }) => {
    await requireUser(location);
  },
  component: OrganizationsPage,
});

function OrganizationsPage() {
  const list = useQuery(orgListQuery());
  const currentId = useCurrentOrgId();
  const { switchOrg, pendingId } = useSwitchOrg();

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="flex items-center justify-between px-6 py-4">
        <Brand />
        <UserMenu />
      </header>
      <PageMain className="mx-auto w-full max-w-2xl px-4 pb-16 pt-6">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Your organizations</h1>
            <p className="text-sm text-muted-foreground">Open an organization to work in it.</p>
          </div>
          <Button asChild>
            <Link to="/onboarding/create-org">
              <Plus aria-hidden="true" /> Create organization
            </Link>
          </Button>
        </div>
        {list.isLoading ? (
          <div className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : list.data && list.data.length > 0 ? (
          <ul className="grid gap-3">
            {list.data.map((org) => {
              const current = org.id === currentId;
              return (
                <li key={org.id}>
                  <button
                    type="button"
                    disabled={pendingId !== null}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => void switchOrg(org.id)}
                    className={cn(
                      'flex w-full items-center gap-4 rounded-xl border bg-card p-4 text-left shadow-sm hover:bg-accent disabled:opacity-60',
                      current && 'border-primary/50',
                      focusRing,
                    )}
                  >
                    <Building2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{org.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {ROLE_LABELS[org.role]}
                        {org.plan ? ` · ${PLANS[org.plan].name} plan` : ''} · company/{org.slug}
                      </span>
                    </span>
                    {pendingId === org.id ? <Loader2 className="size-4 animate-spin" aria-label="Opening" /> : null}
                    {current ? <Badge variant="secondary">Current</Badge> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="rounded-xl border bg-card p-8 text-center">
            <h2 className="font-medium">You're not in any organization yet</h2>
            <p className="mt-1 text-sm text-muted-foreground">Create one, or ask a colleague to invite you to theirs.</p>
          </div>
        )}
      </PageMain>
    </div>
  );
}
