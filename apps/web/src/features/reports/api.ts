import { API_BASE_PATH, type ReportGroup, type ReportName, type ReportRecord, type ReportResult, type SavedReport, type SavedReportInput, type SavedReportPatch } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadExport } from '@/features/data-transfer/api';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

/** The filters a report screen keeps in its URL. */
export type ReportFilters = {
  from?: string;
  to?: string;
  job_id?: string;
  department?: string;
  client_id?: string;
  recruiter_id?: string;
  source?: string;
  group_by?: ReportGroup;
};
export type Drill = { metric: string; key: string; label: string };

const clean = (f: object) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;

export const reportQuery = (name: ReportName, filters: ReportFilters) =>
  queryOptions({
    queryKey: ['reports', name, clean(filters)],
    queryFn: () => apiData<ReportResult>(`/recruiter/reports/${name}`, { query: clean(filters) }),
  });

export const recordsQuery = (name: ReportName, filters: ReportFilters, drill: Drill) =>
  queryOptions({
    queryKey: ['reports', name, 'records', clean(filters), drill.metric, drill.key],
    queryFn: () => apiData<ReportRecord[]>(`/recruiter/reports/${name}/records`, { query: { ...clean(filters), metric: drill.metric, key: drill.key } }),
  });

/** Saves the report (or one drill-down) as CSV or XLSX, built by the server's formula-safe writer. */
export function downloadReport(name: ReportName, filters: ReportFilters, format: 'csv' | 'xlsx', drill?: Drill) {
  const query = new URLSearchParams({ ...clean(filters), format, ...(drill ? { metric: drill.metric, key: drill.key } : {}) });
  return downloadExport(`${API_BASE_PATH}/recruiter/reports/${name}${drill ? '/records' : ''}?${query}`);
}

export const savedReportsKey = ['reports', 'saved'] as const;
export const savedReportsQuery = queryOptions({
  queryKey: savedReportsKey,
  queryFn: () => apiData<SavedReport[]>('/recruiter/saved-reports'),
});

export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedReportInput) => apiData<SavedReport>('/recruiter/saved-reports', { method: 'POST', body: input }),
    onSuccess: async (saved) => {
      toast.success(`Saved “${saved.name}”: it is mailed every week`);
      await queryClient.invalidateQueries({ queryKey: savedReportsKey });
    },
  });
}

export function useEditSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SavedReportPatch }) => apiData<SavedReport>(`/recruiter/saved-reports/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onSuccess: async (saved) => {
      toast.success(`Saved “${saved.name}”`);
      await queryClient.invalidateQueries({ queryKey: savedReportsKey });
    },
  });
}

export function useDeleteSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/recruiter/saved-reports/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Saved report deleted');
      await queryClient.invalidateQueries({ queryKey: savedReportsKey });
    },
  });
}

export function useSendSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiData<{ sent: number }>(`/recruiter/saved-reports/${encodeURIComponent(id)}/send`, { method: 'POST' }),
    onSuccess: async ({ sent }) => {
      toast.success(sent === 1 ? 'Sent to 1 member' : `Sent to ${sent} members`);
      await queryClient.invalidateQueries({ queryKey: savedReportsKey });
    },
  });
}
