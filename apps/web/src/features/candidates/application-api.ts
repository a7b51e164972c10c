import type { Application, ApplicationPatch, Job, RejectionReason } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { candidateKeys } from './api';

const enc = encodeURIComponent;

/** The job with its stages (only what the candidate page needs; the jobs feature owns the rest). */
export const jobStagesQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs', 'detail', jobId] as const,
    queryFn: () => apiData<Job>(`/recruiter/jobs/${enc(jobId)}`),
  });

export const rejectionReasonsQuery = queryOptions({
  queryKey: ['rejection-reasons'] as const,
  queryFn: () => apiData<RejectionReason[]>('/recruiter/rejection-reasons'),
});

/** Move, reject or reopen one application; the candidate, the job's board and activity refresh. */
export function useUpdateApplication(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ApplicationPatch; jobId: string; message: string }) =>
      apiData<unknown>(`/recruiter/applications/${enc(id)}`, { method: 'PATCH', body: patch }),
    onSuccess: async (_data, { jobId, message }) => {
      toast.success(message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: candidateKeys.detail(candidateId) }),
        queryClient.invalidateQueries({ queryKey: ['jobs', 'detail', jobId] }),
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
      ]);
    },
  });
}

/** One application with its custom-field values. */
export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: ['applications', 'detail', id] as const,
    queryFn: () => apiData<Application>(`/recruiter/applications/${enc(id)}`),
  });
