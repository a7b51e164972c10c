import type { Invitation, Invite, Member, Role } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

export const teamKeys = {
  members: ['team', 'members'] as const,
  invitations: ['team', 'invitations'] as const,
};

export const membersQuery = queryOptions({
  queryKey: teamKeys.members,
  queryFn: () => apiData<Member[]>('/recruiter/team/members'),
});

export const invitationsQuery = queryOptions({
  queryKey: teamKeys.invitations,
  queryFn: () => apiData<Invitation[]>('/recruiter/team/invitations'),
});

/** One mutation hook per team action; success toasts here, errors through the global handler. */
export function useTeamMutation<T>(fn: (input: T) => Promise<unknown>, success: string, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

const enc = encodeURIComponent;

export const teamApi = {
  changeRole: ({ id, role }: { id: string; role: Role }) =>
    apiData<Member>(`/recruiter/team/members/${enc(id)}`, { method: 'PATCH', body: { role } }),
  deactivate: (id: string) => api(`/recruiter/team/members/${enc(id)}/deactivate`, { method: 'POST' }),
  reactivate: (id: string) => api(`/recruiter/team/members/${enc(id)}/reactivate`, { method: 'POST' }),
  invite: (input: Invite) => apiData<Invitation>('/recruiter/team/invitations', { method: 'POST', body: input }),
  revoke: (id: string) => api(`/recruiter/team/invitations/${enc(id)}`, { method: 'DELETE' }),
  resend: (id: string) => api(`/recruiter/team/invitations/${enc(id)}/resend`, { method: 'POST' }),
};
