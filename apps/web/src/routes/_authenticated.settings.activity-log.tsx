import { can } from '@hirebase/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ActivityLogPage } from '@/features/activity/activity-log-page';
import { listSearch } from '@/features/candidates/list-controls';
import { orgInfoQuery } from '@/features/org/api';

export const Route = createFileRoute('/_authenticated/settings/activity-log')({
  validateSearch: listSearch('actor_id', 'entity_type', 'action', 'from', 'to'),
  beforeLoad: async ({ context }) => {
    const { orgId, user } = context.auth.getState();
    const info = await context.queryClient.ensureQueryData(orgInfoQuery(orgId ?? user?.default_org ?? null));
    if (!can(info.role, 'activity_log:read')) throw redirect({ to: '/403', replace: true });
  },
  component: function ActivityLogRoute() {
    return <ActivityLogPage search={Route.useSearch()} />;
  },
});
