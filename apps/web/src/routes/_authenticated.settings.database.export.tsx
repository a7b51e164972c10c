import { can } from '@hirebase/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ExportPage } from '@/features/data-transfer/export-page';
import { orgInfoQuery } from '@/features/org/api';

export const Route = createFileRoute('/_authenticated/settings/database/export')({
  beforeLoad: async ({ context }) => {
    const { orgId, user } = context.auth.getState();
    const info = await context.queryClient.ensureQueryData(orgInfoQuery(orgId ?? user?.default_org ?? null));
    if (!can(info.role, 'exports:run')) throw redirect({ to: '/403', replace: true });
  },
  component: ExportPage,
});
