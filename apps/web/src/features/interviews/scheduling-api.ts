import type { SchedulingLink, SchedulingLinkCreated, SchedulingLinkInput } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { interviewKeys } from './api';

const enc = encodeURIComponent;

export const schedulingLinkKeys = {
  all: ['scheduling-links'] as const,
  ofApplication: (applicationId: string) => ['scheduling-links', applicationId] as const,
};

export const schedulingLinksQuery = (applicationId: string) =>
  queryOptions({
    queryKey: schedulingLinkKeys.ofApplication(applicationId),
    queryFn: () => apiData<SchedulingLink[]>(`/recruiter/applications/${enc(applicationId)}/scheduling-links`),
  });

export const schedulingLinksApi = {
  send: ({ applicationId, input }: { applicationId: string; input: SchedulingLinkInput }) =>
    apiData<SchedulingLinkCreated>(`/recruiter/applications/${enc(applicationId)}/scheduling-links`, { method: 'POST', body: input }),
  revoke: ({ applicationId, id }: { applicationId: string; id: string }) =>
    apiData<SchedulingLink>(`/recruiter/applications/${enc(applicationId)}/scheduling-links/${enc(id)}`, { method: 'DELETE' }),
};

/** A scheduling-link mutation: toasts, then refreshes the links, interviews and the timeline. */
export function useSchedulingLinkMutation<T, R>(fn: (input: T) => Promise<R>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(success);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: schedulingLinkKeys.all }),
        queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
      ]);
    },
  });
}
