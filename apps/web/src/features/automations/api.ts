import type { ListMeta, Trigger, TriggerInput, TriggerPatch, TriggerRun } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

const enc = encodeURIComponent;

export const automationKeys = {
  triggers: (jobId: string) => ['triggers', jobId] as const,
  runs: (jobId: string) => ['trigger-runs', jobId] as const,
};

export const triggersQuery = (jobId: string) =>
  queryOptions({ queryKey: automationKeys.triggers(jobId), queryFn: ({ signal }) => apiData<Trigger[]>(`/recruiter/jobs/${enc(jobId)}/triggers`, { signal }) });

/** Runs change in the background (the queue), so the list refreshes on its own while open. */
export const triggerRunsQuery = (jobId: string) =>
  queryOptions({
    queryKey: automationKeys.runs(jobId),
    queryFn: ({ signal }) => api<{ data: TriggerRun[]; meta: ListMeta }>(`/recruiter/jobs/${enc(jobId)}/trigger-runs`, { query: { page_size: 50 }, signal }),
    refetchInterval: 15_000,
  });

export const triggersApi = {
  create: ({ jobId, input }: { jobId: string; input: TriggerInput }) => apiData<Trigger>(`/recruiter/jobs/${enc(jobId)}/triggers`, { method: 'POST', body: input }),
  update: ({ id, patch }: { id: string; patch: TriggerPatch }) => apiData<Trigger>(`/recruiter/triggers/${enc(id)}`, { method: 'PATCH', body: patch }),
  remove: (id: string) => api(`/recruiter/triggers/${enc(id)}`, { method: 'DELETE' }),
};

export function useTriggerMutation<T, R>(jobId: string, fn: (input: T) => Promise<R>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: automationKeys.triggers(jobId) });
    },
  });
}
