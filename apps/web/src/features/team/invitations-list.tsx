import { ROLE_LABELS, type Invitation } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { useConfirm } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { invitationsQuery, teamApi, teamKeys, useTeamMutation } from './api';
import { INVITATION_STATUS_LABELS } from '@/lib/status-labels';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const STATUS: Record<Invitation['status'], 'secondary' | 'success' | 'destructive' | 'outline'> = {
  pending: 'outline',
  accepted: 'success',
  revoked: 'secondary',
  expired: 'destructive',
};

export function InvitationsList() {
  const { data, isLoading, isError } = useQuery(invitationsQuery);
  const confirm = useConfirm();
  const revoke = useTeamMutation(teamApi.revoke, 'Invitation revoked', teamKeys.invitations);
  const resend = useTeamMutation(teamApi.resend, 'Invitation sent again', teamKeys.invitations);

  async function onRevoke(invitation: Invitation) {
    const ok = await confirm({
      title: `Revoke the invitation for ${invitation.email}?`,
      description: 'The link in their email stops working.',
      confirmText: 'Revoke',
      destructive: true,
    });
    if (ok) revoke.mutate(invitation.id);
  }

  if (isLoading) return <Skeleton className="h-24" />;
  if (isError || !data) return <p className="text-sm text-muted-foreground">Invitations could not be loaded.</p>;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">No invitations yet. Invite someone to get started.</p>;

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.map((invitation) => {
          const actionable = invitation.status === 'pending' || invitation.status === 'expired';
          return (
            <TableRow key={invitation.id}>
              <TableCell className="font-medium">{invitation.email}</TableCell>
              <TableCell>{ROLE_LABELS[invitation.role]}</TableCell>
              <TableCell>
                <Badge variant={STATUS[invitation.status]}>{INVITATION_STATUS_LABELS[invitation.status]}</Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{dateFormat.format(new Date(invitation.expires_at))}</TableCell>
              <TableCell className="text-right">
                {actionable ? (
                  <div className="flex justify-end gap-2">
                    <Button variant="outline" size="sm" aria-label={`Resend invitation to ${invitation.email}`} onClick={() => resend.mutate(invitation.id)}>
                      Resend
                    </Button>
                    {invitation.status === 'pending' ? (
                      <Button variant="ghost" size="sm" aria-label={`Revoke invitation for ${invitation.email}`} onClick={() => void onRevoke(invitation)}>
                        Revoke
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
