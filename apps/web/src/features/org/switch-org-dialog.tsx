import { ROLE_LABELS } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, Loader2, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn, focusRing } from '@/lib/utils';
import { orgListQuery } from './api';
import { useCurrentOrgId } from './use-current-org';
import { useSwitchOrg } from './use-switch-org';

export function SwitchOrgDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const currentId = useCurrentOrgId();
  const list = useQuery({ ...orgListQuery(), enabled: open });
  const { switchOrg, pendingId } = useSwitchOrg();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Switch organization</DialogTitle>
          <DialogDescription>Pick the organization to work in. Each has its own jobs, candidates and team.</DialogDescription>
        </DialogHeader>
        {list.isLoading ? (
          <div className="grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your organizations.
          </p>
        ) : (
          <ul className="grid max-h-80 gap-2 overflow-y-auto">
            {list.data?.map((org) => {
              const current = org.id === currentId;
              return (
                <li key={org.id}>
                  <button
                    type="button"
                    aria-label={org.name}
                    aria-current={current ? 'true' : undefined}
                    disabled={pendingId !== null}
                    onClick={() => (current ? onOpenChange(false) : void switchOrg(org.id, () => onOpenChange(false)))}
                    className={cn(
                      'flex w-full items-center justify-between gap-3 rounded-lg border px-3 py-2.5 text-left hover:bg-accent disabled:opacity-60',
                      current && 'border-primary/50 bg-primary/5',
                      focusRing,
                    )}
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{org.name}</span>
                      <span className="block text-xs text-muted-foreground">{ROLE_LABELS[org.role]}</span>
                    </span>
                    {pendingId === org.id ? (
                      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                    ) : current ? (
                      <Check className="size-4 text-primary" aria-hidden="true" />
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <Button variant="outline" asChild>
          <Link to="/onboarding/create-org" onClick={() => onOpenChange(false)}>
            <Plus aria-hidden="true" /> Create organization
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
