import type { Pipeline, PipelineInput, RejectionReason } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

export const pipelineKeys = {
  all: ['pipelines'] as const,
  list: () => [...pipelineKeys.all, 'list'] as const,
  rejectionReasons: ['rejection-reasons'] as const,
};

export const pipelinesQuery = () =>
  queryOptions({
    queryKey: pipelineKeys.list(),
    queryFn: () => apiData<Pipeline[]>('/recruiter/pipelines'),
  });

export const rejectionReasonsQuery = () =>
  queryOptions({
    queryKey: pipelineKeys.rejectionReasons,
    queryFn: () => apiData<RejectionReason[]>('/recruiter/rejection-reasons'),
  });

const enc = encodeURIComponent;

export const pipelinesApi = {
  create: (input: PipelineInput) => apiData<Pipeline>('/recruiter/pipelines', { method: 'POST', body: input }),
  update: ({ id, input }: { id: string; input: PipelineInput }) =>
    apiData<Pipeline>(`/recruiter/pipelines/${enc(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) => api(`/recruiter/pipelines/${enc(id)}`, { method: 'DELETE' }),
  setRejectionReasons: (reasons: { id?: string; label: string }[]) =>
    apiData<RejectionReason[]>('/recruiter/rejection-reasons', { method: 'PUT', body: { reasons } }),
};

/** A mutation that toasts on success and refreshes the given keys; errors go through the global handler. */
export function usePipelineMutation<T, R>(fn: (input: T) => Promise<R>, success: string, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
