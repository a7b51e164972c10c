import { can } from '@hirebase/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { orgInfoQuery } from '@/features/org/api';
import { InvitationsList } from '@/features/team/invitations-list';
import { InviteDialog } from '@/features/team/invite-dialog';
import { MembersTable } from '@/features/team/members-table';

export const Route = createFileRoute('/_authenticated/settings/manage-team')({
  // Admin-only by product decision, although every role may read the member list.
  beforeLoad: async ({ context }) => {
    const { orgId, user } = context.auth.getState();
    const info = await context.queryClient.ensureQueryData(orgInfoQuery(orgId ?? user?.default_org ?? null));
    if (!can(info.role, 'team:manage')) throw redirect({ to: '/403', replace: true });
  },
  component: ManageTeamPage,
});

function ManageTeamPage() {
  return (
    <>
      <PageHeader title="Manage team" description="Members, roles and invitations of your organization." actions={<InviteDialog />} />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Members</CardTitle>
            <CardDescription>Change roles or deactivate people who left. Every organization keeps at least one admin.</CardDescription>
          </CardHeader>
          <CardContent>
            <MembersTable />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Invitations</CardTitle>
            <CardDescription>People you invited who haven't joined yet.</CardDescription>
          </CardHeader>
          <CardContent>
            <InvitationsList />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
