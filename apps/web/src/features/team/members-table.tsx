import { ROLE_LABELS, ROLES, type Member, type Role } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useConfirm } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAuth } from '@/features/auth/use-auth';
import { membersQuery, teamApi, teamKeys, useTeamMutation } from './api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function MembersTable() {
  const { data, isLoading, isError } = useQuery(membersQuery);
  const { user } = useAuth();
  const confirm = useConfirm();
  const changeRole = useTeamMutation(teamApi.changeRole, 'Role updated', teamKeys.members);
  const deactivate = useTeamMutation(teamApi.deactivate, 'Member deactivated', teamKeys.members);
  const reactivate = useTeamMutation(teamApi.reactivate, 'Member reactivated', teamKeys.members);

  async function onDeactivate(member: Member) {
    const ok = await confirm({
      title: `Deactivate ${member.name || member.email}?`,
      description: 'They are signed out at once and can no longer open this organization. Their work stays. You can reactivate them later.',
      confirmText: 'Deactivate',
      destructive: true,
      icon: <UserX className="size-5 text-destructive" aria-hidden="true" />,
    });
    if (ok) deactivate.mutate(member.id);
  }

  async function onReactivate(member: Member) {
    const ok = await confirm({
      title: `Reactivate ${member.name || member.email}?`,
      description: 'They regain access with their previous role.',
      confirmText: 'Reactivate',
    });
    if (ok) reactivate.mutate(member.id);
  }

  if (isLoading) return <Skeleton className="h-40" />;
  if (isError || !data) return <p className="text-sm text-muted-foreground">Team members could not be loaded.</p>;

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Member</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.map((member) => {
          const self = member.user_id === user?.id;
          const active = member.status === 'active';
          return (
            <TableRow key={member.id}>
              <TableCell>
                <div className="font-medium">
                  {member.name || member.email}
                  {self ? <span className="ml-1 text-xs text-muted-foreground">(you)</span> : null}
                </div>
                <div className="text-xs text-muted-foreground">{member.email}</div>
              </TableCell>
              <TableCell>
                <NativeSelect
                  aria-label={`Role for ${member.email}`}
                  className="w-36"
                  value={member.role}
                  disabled={!active || changeRole.isPending}
                  onChange={(e) => changeRole.mutate({ id: member.id, role: e.target.value as Role })}
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </NativeSelect>
              </TableCell>
              <TableCell>
                <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Deactivated'}</Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{dateFormat.format(new Date(member.joined_at))}</TableCell>
              <TableCell className="text-right">
                {active ? (
                  <Button variant="outline" size="sm" aria-label={`Deactivate ${member.email}`} onClick={() => void onDeactivate(member)}>
                    Deactivate
                  </Button>
                ) : (
                  <Button variant="outline" size="sm" aria-label={`Reactivate ${member.email}`} onClick={() => void onReactivate(member)}>
                    Reactivate
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
