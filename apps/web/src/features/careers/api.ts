import type { ApplicationForm, CareerPage, CareerPageInput, DeletionRequest, JobPosting, JobPostingInput, JobPostingPreview } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { API_BASE_PATH } from '@hirebase/shared';
import { apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

const enc = encodeURIComponent;

export const careersKeys = {
  page: ['career-page'] as const,
  posting: (jobId: string) => ['job-posting', jobId] as const,
  form: (applicationId: string) => ['application-form', applicationId] as const,
  deletions: ['deletion-requests'] as const,
};

export const careerPageQuery = () => queryOptions({ queryKey: careersKeys.page, queryFn: ({ signal }) => apiData<CareerPage>('/recruiter/career-page', { signal }) });

export const postingQuery = (jobId: string) =>
  queryOptions({ queryKey: careersKeys.posting(jobId), queryFn: ({ signal }) => apiData<JobPosting>(`/recruiter/jobs/${enc(jobId)}/publish`, { signal }) });

export const applicationFormQuery = (applicationId: string) =>
  queryOptions({ queryKey: careersKeys.form(applicationId), queryFn: ({ signal }) => apiData<ApplicationForm>(`/recruiter/applications/${enc(applicationId)}/form`, { signal }) });

export const deletionRequestsQuery = () =>
  queryOptions({ queryKey: careersKeys.deletions, queryFn: ({ signal }) => apiData<DeletionRequest[]>('/recruiter/deletion-requests', { signal }) });

export const careersApi = {
  savePage: (input: CareerPageInput) => apiData<CareerPage>('/recruiter/career-page', { method: 'PUT', body: input }),
  publish: ({ jobId, input }: { jobId: string; input: JobPostingInput }) => apiData<JobPosting>(`/recruiter/jobs/${enc(jobId)}/publish`, { method: 'POST', body: input }),
  unpublish: (jobId: string) => apiData<JobPosting>(`/recruiter/jobs/${enc(jobId)}/publish`, { method: 'DELETE' }),
  preview: ({ jobId, input }: { jobId: string; input: JobPostingInput }) => apiData<JobPostingPreview>(`/recruiter/jobs/${enc(jobId)}/publish/preview`, { method: 'POST', body: input }),
  confirmDeletion: (id: string) => apiData<DeletionRequest>(`/recruiter/deletion-requests/${enc(id)}/confirm`, { method: 'POST' }),
  dismissDeletion: (id: string) => apiData<DeletionRequest>(`/recruiter/deletion-requests/${enc(id)}/dismiss`, { method: 'POST' }),
  exportUrl: (jobId: string, format: 'csv' | 'xlsx') => `${API_BASE_PATH}/recruiter/jobs/${enc(jobId)}/applications/export?format=${format}`,
};

/** A mutation that toasts on success and refreshes the queries it changed. */
export function useCareersMutation<T, R>(fn: (input: T) => Promise<R>, success: string, keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(success);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
