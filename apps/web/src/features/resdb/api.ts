import type { Application } from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authStore } from '@/features/auth/auth-store';
import { candidateKeys } from '@/features/candidates/api';
import { api, apiData, toApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

export type ResumeStatus = 'parsed' | 'no_text' | 'failed';
export type ResumeSummary = {
  id: string;
  candidate: { id: string; name: string } | null;
  file_name: string;
  content_type: string;
  size: number;
  status: ResumeStatus;
  created_at: string;
};
export type ParsedFields = {
  first_name?: string | null;
  last_name?: string | null;
  emails?: string[];
  phones?: string[];
  location?: string | null;
  current_title?: string | null;
  current_company?: string | null;
  years_experience?: number | null;
  skills?: string[];
  links?: { kind: string; url: string }[];
};
export type Resume = ResumeSummary & { updated_at: string; parsed: ParsedFields | null; text: string; text_truncated: boolean };
export type ResumeCorrection = {
  first_name?: string;
  last_name?: string;
  email?: string | null;
  phone?: string | null;
  location?: string | null;
  current_title?: string | null;
  current_company?: string | null;
  skills?: string[];
};

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const path = (id: string) => `/recruiter/resumes/${encodeURIComponent(id)}`;

export const resumeKeys = {
  all: ['resumes'] as const,
  list: (params: Record<string, string | number | undefined>) => ['resumes', 'list', params] as const,
  detail: (id: string) => ['resumes', 'detail', id] as const,
  html: (id: string) => ['resumes', 'html', id] as const,
};

export const resumesListQuery = (params: { page?: number; status?: string | undefined; sort?: string; page_size?: number; candidate_id?: string }) =>
  queryOptions({
    queryKey: resumeKeys.list(params),
    queryFn: ({ signal }) => api<{ data: ResumeSummary[]; meta: { total: number; page: number; page_size: number } }>('/recruiter/resumes', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const resumeQuery = (id: string) => queryOptions({ queryKey: resumeKeys.detail(id), queryFn: ({ signal }) => apiData<Resume>(path(id), { signal }) });

export const resumeHtmlQuery = (id: string) =>
  queryOptions({ queryKey: resumeKeys.html(id), queryFn: ({ signal }) => apiData<{ html: string }>(`${path(id)}/html`, { signal }), staleTime: Infinity });

/** The original file, fetched with the bearer token (never a plain link): a Blob for an object URL. */
export async function fetchResumeBlob(id: string, signal?: AbortSignal): Promise<Blob> {
  const token = authStore.getState().token;
  const res = await fetch(`/api/v1${path(id)}/file`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: signal ?? null });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw toApiError(res.status, body, res.statusText);
  }
  return res.blob();
}

export function useCorrectResume(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ResumeCorrection) => apiData<Resume>(path(id), { method: 'PATCH', body: patch }),
    meta: { silentError: true },
    onSuccess: async (resume) => {
      queryClient.setQueryData(resumeKeys.detail(id), resume);
      toast.success('Corrections saved');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resumeKeys.all }),
        queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['candidate-search'] }),
      ]);
    },
  });
}

export function useAddResumeToJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => apiData<Application>(`${path(id)}/add-to-job`, { method: 'POST', body: { job_id: jobId } }),
    meta: { silentError: true },
    onSuccess: async () => {
      toast.success('Added to the job');
      await queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}

export const STATUS_LABEL: Record<ResumeStatus, string> = { parsed: 'Parsed', no_text: 'No text', failed: 'Failed' };

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
