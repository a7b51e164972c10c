import type { Client, Job, JobInput, JobPatch, JobStagesInput, JobSummary } from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

export type ListMeta = { total: number; page: number; page_size: number };
export type JobListParams = {
  q?: string | undefined;
  status?: string | undefined;
  client_id?: string | undefined;
  owner_id?: string | undefined;
  tag_id?: string | undefined;
  archived?: boolean | undefined;
  sort?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
};

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: JobListParams) => [...jobKeys.lists(), params] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  clients: ['jobs', 'client-options'] as const,
};

export const jobsListQuery = (params: JobListParams) =>
  queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) =>
      api<{ data: JobSummary[]; meta: ListMeta }>('/recruiter/jobs', {
        signal,
        query: { ...params, archived: params.archived ? 'true' : 'false' },
      }),
    placeholderData: keepPreviousData,
  });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => apiData<Job>(`/recruiter/jobs/${encodeURIComponent(id)}`, { signal }),
  });

/** The clients offered in the job form and the filters (first 100 by name). */
export const clientOptionsQuery = () =>
  queryOptions({
    queryKey: jobKeys.clients,
    queryFn: () => apiData<Pick<Client, 'id' | 'name'>[]>('/recruiter/clients', { query: { page_size: 100, sort: 'name' } }),
  });

const path = (id: string) => `/recruiter/jobs/${encodeURIComponent(id)}`;

export const jobsApi = {
  create: (input: JobInput) => apiData<Job>('/recruiter/jobs', { method: 'POST', body: input }),
  update: ({ id, patch }: { id: string; patch: JobPatch }) => apiData<Job>(path(id), { method: 'PATCH', body: patch }),
  setStages: ({ id, input }: { id: string; input: JobStagesInput }) => apiData<Job>(`${path(id)}/stages`, { method: 'PUT', body: input }),
  archive: (id: string) => apiData<Job>(`${path(id)}/archive`, { method: 'POST' }),
  restore: (id: string) => apiData<Job>(`${path(id)}/restore`, { method: 'POST' }),
  remove: (id: string) => api(path(id), { method: 'DELETE' }),
};

/** Job mutations: toast on success, refresh every job query (lists, details, the dashboard). */
export function useJobMutation<T, R>(fn: (input: T) => Promise<R>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(success);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
