import type {
  AgencyDashboard,
  CandidateReport,
  Placement,
  PlacementInput,
  PlacementPatch,
  ReportInput,
  StageMap,
  Submission,
  SubmissionDetail,
  SubmissionInput,
  SubmissionsCreated,
  SubmissionStatusInput,
} from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import type { Page } from '@/features/candidates/api';

export type SubmissionFilters = {
  client_id?: string | undefined;
  job_id?: string | undefined;
  recruiter_id?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  placed_from?: string | undefined;
  reached?: string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
};

export const submissionKeys = {
  all: ['submissions'] as const,
  list: (filters: SubmissionFilters) => ['submissions', 'list', filters] as const,
  detail: (id: string) => ['submissions', 'detail', id] as const,
  dashboard: ['submissions', 'agency-dashboard'] as const,
  stages: (jobId: string) => ['submissions', 'stages', jobId] as const,
  reports: (candidateId: string) => ['submissions', 'reports', candidateId] as const,
};

const enc = encodeURIComponent;

export const submissionsListQuery = (filters: SubmissionFilters) =>
  queryOptions({
    queryKey: submissionKeys.list(filters),
    queryFn: ({ signal }) => api<Page<Submission>>('/recruiter/submissions', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const submissionQuery = (id: string) =>
  queryOptions({ queryKey: submissionKeys.detail(id), queryFn: () => apiData<SubmissionDetail>(`/recruiter/submissions/${enc(id)}`) });

export const agencyDashboardQuery = () =>
  queryOptions({ queryKey: submissionKeys.dashboard, queryFn: () => apiData<AgencyDashboard>('/recruiter/submissions/agency-dashboard') });

export const stageMapQuery = (jobId: string) =>
  queryOptions({ queryKey: submissionKeys.stages(jobId), queryFn: () => apiData<StageMap>(`/recruiter/jobs/${enc(jobId)}/submission-stages`) });

/** A candidate's report links, newest first, with their state and views. */
export const candidateReportsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: submissionKeys.reports(candidateId),
    queryFn: () => apiData<CandidateReport[]>('/recruiter/candidate-reports', { query: { candidate_id: candidateId } }),
  });

export const submissionsApi = {
  create: (input: SubmissionInput) => apiData<SubmissionsCreated>('/recruiter/submissions', { method: 'POST', body: input }),
  createReport: (input: ReportInput) => apiData<CandidateReport>('/recruiter/candidate-reports', { method: 'POST', body: input }),
  status: ({ id, input }: { id: string; input: SubmissionStatusInput }) =>
    apiData<SubmissionDetail>(`/recruiter/submissions/${enc(id)}/status`, { method: 'POST', body: input }),
  withdraw: ({ id, reason }: { id: string; reason: string | null }) =>
    apiData<SubmissionDetail>(`/recruiter/submissions/${enc(id)}/withdraw`, { method: 'POST', body: { reason } }),
  place: ({ id, input }: { id: string; input: PlacementInput }) =>
    apiData<Placement>(`/recruiter/submissions/${enc(id)}/placement`, { method: 'POST', body: input }),
  editPlacement: ({ id, patch }: { id: string; patch: PlacementPatch }) =>
    apiData<Placement>(`/recruiter/placements/${enc(id)}`, { method: 'PATCH', body: patch }),
  revokeReport: (id: string) => apiData<CandidateReport>(`/recruiter/candidate-reports/${enc(id)}/revoke`, { method: 'POST' }),
  setStages: ({ jobId, mapping }: { jobId: string; mapping: StageMap['mapping'] }) =>
    apiData<StageMap>(`/recruiter/jobs/${enc(jobId)}/submission-stages`, { method: 'PUT', body: { mapping } }),
};

/** A submission mutation that toasts and refreshes every submission list, detail and the dashboard. */
export function useSubmissionMutation<T, R>(fn: (input: T) => Promise<R>, success: string | ((result: R) => string)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      toast.success(typeof success === 'string' ? success : success(result));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]);
    },
  });
}
