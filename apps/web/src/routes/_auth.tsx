import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Brand } from '@/components/brand';
import { PageMain } from '@/components/page-main';

/** Unauthenticated group: its pre-load check is empty (SPEC §2). */
export const Route = createFileRoute('/_auth')({ component: AuthLayout });

function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="px-6 py-5">
        <Brand to="/sign-in" />
      </header>
      <PageMain className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:pt-10">
        <Outlet />
      </PageMain>
    </div>
  );
}
