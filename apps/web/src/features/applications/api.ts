import type { Application, BulkApplications } from '@hirebase/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';

type Page = { data: Application[]; meta: { total: number; page: number; page_size: number } };
const PAGE_SIZE = 100;

export const applicationKeys = {
  all: ['applications'] as const,
  job: (jobId: string) => [...applicationKeys.all, 'job', jobId] as const,
};

const jobPath = (jobId: string) => `/recruiter/jobs/${encodeURIComponent(jobId)}/applications`;

/** Every application of a job: the first page says how many, the rest are fetched in parallel. */
export async function fetchAllApplications(jobId: string, signal?: AbortSignal): Promise<Application[]> {
  const get = (page: number) => api<Page>(jobPath(jobId), { query: { page, page_size: PAGE_SIZE }, signal });
  const first = await get(1);
  const pages = Math.ceil(first.meta.total / PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => get(i + 2)));
  return [...first.data, ...rest.flatMap((p) => p.data)];
}

export const jobApplicationsQuery = (jobId: string) =>
  queryOptions({
    queryKey: applicationKeys.job(jobId),
    queryFn: ({ signal }) => fetchAllApplications(jobId, signal),
  });

const appPath = (id: string) => `/recruiter/applications/${encodeURIComponent(id)}`;

export const applicationsApi = {
  move: ({ id, stageId }: { id: string; stageId: string }) => apiData<Application>(appPath(id), { method: 'PATCH', body: { stage_id: stageId } }),
  bulk: (input: BulkApplications) => apiData<unknown>('/recruiter/applications/bulk', { method: 'POST', body: input }),
  add: ({ jobId, candidateId, stageId, customFields }: { jobId: string; candidateId: string; stageId?: string | undefined; customFields?: Record<string, unknown> | undefined }) =>
    apiData<Application>(jobPath(jobId), {
      method: 'POST',
      body: { candidate_id: candidateId, ...(stageId ? { stage_id: stageId } : {}), ...(customFields ? { custom_fields: customFields } : {}) },
    }),
};
