import { API_BASE_PATH, type ReportGroup, type ReportName, type ReportRecord, type ReportResult } from '@hirebase/shared';
import { queryOptions } from '@tanstack/react-query';
import { downloadExport } from '@/features/data-transfer/api';
import { apiData } from '@/lib/api-client';

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
