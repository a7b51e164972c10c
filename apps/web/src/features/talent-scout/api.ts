import type { ScoutPartner, ScoutPartnerInvite, ScoutPartnerPatch, ScoutRecord, ScoutRecordStatus, ScoutRecordSummary } from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData, toApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { authStore } from '@/features/auth/auth-store';
import type { Page } from '@/features/candidates/api';

export type RecordFilters = {
  partner_id?: string | undefined;
  job_id?: string | undefined;
  status?: ScoutRecordStatus | undefined;
  duplicates?: 'yes' | 'no' | undefined;
  page?: number | undefined;
};

export const scoutKeys = {
  all: ['talent-scout'] as const,
  partners: ['talent-scout', 'partners'] as const,
  records: (filters: RecordFilters) => ['talent-scout', 'records', filters] as const,
  record: (id: string) => ['talent-scout', 'record', id] as const,
};

const enc = encodeURIComponent;

export const partnersQuery = () => queryOptions({ queryKey: scoutKeys.partners, queryFn: () => apiData<ScoutPartner[]>('/recruiter/talent-scout/partners') });

export const recordsQuery = (filters: RecordFilters) =>
  queryOptions({
    queryKey: scoutKeys.records(filters),
    queryFn: ({ signal }) => api<Page<ScoutRecordSummary>>('/recruiter/talent-scout/records', { query: { ...filters, page_size: 50 }, signal }),
    placeholderData: keepPreviousData,
  });

export const recordQuery = (id: string) => queryOptions({ queryKey: scoutKeys.record(id), queryFn: () => apiData<ScoutRecord>(`/recruiter/talent-scout/records/${enc(id)}`) });

/** Open jobs to share, for the invite and edit dialogs. */
export const openJobsQuery = () =>
  queryOptions({
    queryKey: ['talent-scout', 'open-jobs'],
    queryFn: () => api<Page<{ id: string; title: string }>>('/recruiter/jobs', { query: { status: 'open', page_size: 100 } }).then((p) => p.data),
  });

export const scoutApi = {
  invite: (input: ScoutPartnerInvite) => apiData<ScoutPartner>('/recruiter/talent-scout/partners', { method: 'POST', body: input }),
  update: ({ id, patch }: { id: string; patch: ScoutPartnerPatch }) => apiData<ScoutPartner>(`/recruiter/talent-scout/partners/${enc(id)}`, { method: 'PATCH', body: patch }),
  deactivate: (id: string) => apiData<ScoutPartner>(`/recruiter/talent-scout/partners/${enc(id)}/deactivate`, { method: 'POST' }),
  accept: ({ id, candidate_id }: { id: string; candidate_id: string | null }) => apiData<ScoutRecord>(`/recruiter/talent-scout/records/${enc(id)}/accept`, { method: 'POST', body: { candidate_id } }),
  reject: ({ id, reason }: { id: string; reason: string }) => apiData<ScoutRecord>(`/recruiter/talent-scout/records/${enc(id)}/reject`, { method: 'POST', body: { reason } }),
  ask: ({ id, message }: { id: string; message: string }) => apiData<ScoutRecord>(`/recruiter/talent-scout/records/${enc(id)}/ask`, { method: 'POST', body: { message } }),
};

export function useScoutMutation<T, R>(fn: (input: T) => Promise<R>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(success);
      await Promise.all([queryClient.invalidateQueries({ queryKey: scoutKeys.all }), queryClient.invalidateQueries({ queryKey: ['jobs'] })]);
    },
  });
}

/** The submitted resume, fetched with the bearer token for the viewer. */
export async function fetchRecordResume(id: string, signal?: AbortSignal): Promise<Blob> {
  const token = authStore.getState().token;
  const res = await fetch(`/api/v1/recruiter/talent-scout/records/${enc(id)}/resume`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: signal ?? null });
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => null), res.statusText);
  return res.blob();
}
