import { inviteSchema, ROLE_LABELS, ROLES, type Invite } from '@hirebase/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Link } from '@tanstack/react-router';
import { useSubscription } from '@/features/org/use-current-org';
import { teamApi, teamKeys, useTeamMutation } from './api';

export function InviteDialog() {
  const [open, setOpen] = useState(false);
  const invite = useTeamMutation(teamApi.invite, 'Invitation sent', teamKeys.invitations);
  const sub = useSubscription().data;
  // Pending invitations hold a seat, like members: the server counts both against the plan.
  const taken = sub ? sub.seats_used + sub.pending_invitations : 0;
  const full = sub != null && sub.seat_limit !== null && taken >= sub.seat_limit;
  const { register, handleSubmit, formState, reset } = useForm<Invite>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'recruiter' },
  });

  function onSubmit(values: Invite) {
    invite.mutate(values, {
      onSuccess: () => {
        reset();
        setOpen(false);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" /> Invite member
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite a team member</DialogTitle>
          <DialogDescription>They get an email with a link that stays valid for 7 days.</DialogDescription>
        </DialogHeader>
        {sub && sub.seat_limit !== null ? (
          <p className={`text-sm ${full ? 'text-destructive' : 'text-muted-foreground'}`} role={full ? 'alert' : undefined}>
            {taken} of {sub.seat_limit} seats taken or invited.{' '}
            {full ? (
              <>
                Revoke an invitation, remove a member, or{' '}
                <Link to="/settings/billing" className="underline underline-offset-4">
                  add seats in Billing
                </Link>{' '}
                to invite someone else.
              </>
            ) : null}
          </p>
        ) : null}
        <form className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
          <FormField label="Email" error={formState.errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="off" {...register('email')} />}
          </FormField>
          <FormField label="Role" error={formState.errors.role?.message} hint="Admins manage the team, billing and settings. Managers also run pipelines, templates and exports.">
            {(p) => (
              <NativeSelect {...p} {...register('role')}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending || full}>
              {invite.isPending ? 'Sending…' : 'Send invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
