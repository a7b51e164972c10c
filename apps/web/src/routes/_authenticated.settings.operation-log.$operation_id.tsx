import { can } from '@hirebase/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { OperationDetailPage } from '@/features/operations/operation-detail-page';
import { orgInfoQuery } from '@/features/org/api';

export const Route = createFileRoute('/_authenticated/settings/operation-log/$operation_id')({
  beforeLoad: async ({ context }) => {
    const { orgId, user } = context.auth.getState();
    const info = await context.queryClient.ensureQueryData(orgInfoQuery(orgId ?? user?.default_org ?? null));
    if (!can(info.role, 'operation_log:read')) throw redirect({ to: '/403', replace: true });
  },
  component: function OperationRoute() {
    return <OperationDetailPage operationId={Route.useParams().operation_id} />;
  },
});
