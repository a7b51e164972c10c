import { MESSAGES, ROLE_LABELS, type InvitationPreview } from '@hirebase/shared';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form';
import { authStore } from '@/features/auth/auth-store';
import { clearPendingInvitation } from '@/features/auth/pending-invitation';
import { useAuth } from '@/features/auth/use-auth';
import { apiData, isApiError } from '@/lib/api-client';

export function InvitationView({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { isLoggedIn, user } = useAuth();
  const redirect = `/invitations/${token}`;
  const accept = useMutation({
    mutationFn: () => apiData<{ org_id: string }>('/recruiter/invitations/accept', { method: 'POST', body: { token } }),
    meta: { silentError: true },
    onSuccess: async ({ org_id }) => {
      clearPendingInvitation();
      await authStore.exchangeToken(org_id);
      window.location.assign('/');
    },
  });

  if (invitation.status !== 'pending') {
    const why = { accepted: 'has already been accepted', revoked: 'was revoked', expired: 'has expired' }[invitation.status];
    return <FormMessage>This invitation {why}. Ask an admin of {invitation.org_name} for a new one.</FormMessage>;
  }

  const wrongUser = isLoggedIn && user && user.email.toLowerCase() !== invitation.email.toLowerCase();
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {invitation.inviter_name ? `${invitation.inviter_name} invited` : 'You were invited as'} <strong>{invitation.email}</strong> to join{' '}
        <strong>{invitation.org_name}</strong> as {ROLE_LABELS[invitation.role].toLowerCase()}.
      </p>
      {accept.isError ? (
        <FormMessage>{isApiError(accept.error) && accept.error.status < 500 ? accept.error.message : MESSAGES.serverError}</FormMessage>
      ) : null}
      {isLoggedIn ? (
        <>
          {wrongUser ? (
            <FormMessage tone="info">
              You're signed in as {user.email}. This invitation is for {invitation.email}; accepting needs that account.
            </FormMessage>
          ) : null}
          <Button onClick={() => accept.mutate()} disabled={accept.isPending || accept.isSuccess}>
            {accept.isPending ? 'Joining…' : 'Accept invitation'}
          </Button>
        </>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild variant={invitation.has_account ? 'default' : 'outline'}>
            <Link to="/sign-in" search={{ redirect }}>
              Sign in to accept
            </Link>
          </Button>
          <Button asChild variant={invitation.has_account ? 'outline' : 'default'}>
            <Link to="/sign-up" search={{ redirect, email: invitation.email }}>
              Create an account
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
