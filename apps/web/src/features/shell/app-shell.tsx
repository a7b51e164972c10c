import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { PageMain } from '@/components/page-main';
import { Button } from '@/components/ui/button';
import { OrgSwitcher } from '@/features/org/org-switcher';
import { useOrgInfo } from '@/features/org/use-current-org';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { isApiError } from '@/lib/api-client';
import { cn, focusRing } from '@/lib/utils';
import { Sidebar } from './sidebar';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export function AppShell({ children }: { children: ReactNode }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const info = useOrgInfo();
  const navigate = useNavigate();
  const orgGone = isApiError(info.error) && info.error.status === 404;
  useEffect(() => {
    // The current organization was deleted or the membership removed.
    if (orgGone) void navigate({ to: '/org/not-found', replace: true });
  }, [orgGone, navigate]);
  return (
    <div className="flex min-h-dvh bg-background">
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 border-r bg-card lg:block">
        <Sidebar />
      </aside>
      <DialogPrimitive.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40 lg:hidden" />
          <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 w-64 border-r bg-card shadow-lg lg:hidden">
            <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">Main navigation of Hirebase</DialogPrimitive.Description>
            <Sidebar onNavigate={() => setMobileOpen(false)} />
            <DialogPrimitive.Close className={cn('absolute right-3 top-4 rounded-md p-1', focusRing)} aria-label="Close navigation">
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-6">
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation" onClick={() => setMobileOpen(true)}>
            <Menu aria-hidden="true" />
          </Button>
          <OrgSwitcher />
          <div className="ml-auto flex items-center gap-1">
            <NotificationBell />
            <ThemeToggle />
            <UserMenu />
          </div>
        </header>
        <PageMain className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">{children}</PageMain>
      </div>
    </div>
  );
}
