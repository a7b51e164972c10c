import { can } from '@hirebase/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { orgInfoQuery } from '@/features/org/api';
import { OperationsPage } from '@/features/operations/operations-page';

export const Route = createFileRoute('/_authenticated/settings/operation-log/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  beforeLoad: async ({ context }) => {
    const { orgId, user } = context.auth.getState();
    const info = await context.queryClient.ensureQueryData(orgInfoQuery(orgId ?? user?.default_org ?? null));
    if (!can(info.role, 'operation_log:read')) throw redirect({ to: '/403', replace: true });
  },
  component: function OperationLogRoute() {
    return <OperationsPage page={Route.useSearch().page ?? 1} />;
  },
});
