import type {
  Assessment,
  AssessmentDraft,
  AssessmentInput,
  AssessmentStats,
  AttemptDetail,
  AttemptSummary,
  BoardAssessmentBadge,
  GenerateInput,
  GradeInput,
  InvitationInput,
  InvitationResult,
} from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import type { Page } from '@/features/candidates/api';

const enc = encodeURIComponent;

export const assessmentKeys = {
  all: ['assessments'] as const,
  list: (filters: { q?: string | undefined; job_id?: string | undefined; page?: number | undefined }) => ['assessments', 'list', filters] as const,
  detail: (id: string) => ['assessments', 'detail', id] as const,
  attempts: (id: string, jobId?: string) => ['assessments', 'attempts', id, jobId ?? null] as const,
  attempt: (id: string) => ['assessments', 'attempt', id] as const,
  stats: (id: string) => ['assessments', 'stats', id] as const,
  board: (jobId: string) => ['assessments', 'board', jobId] as const,
  candidate: (candidateId: string) => ['assessments', 'candidate', candidateId] as const,
};

export const assessmentsListQuery = (filters: { q?: string | undefined; job_id?: string | undefined; page?: number | undefined; page_size?: number }) =>
  queryOptions({
    queryKey: assessmentKeys.list(filters),
    queryFn: ({ signal }) => api<Page<Assessment>>('/recruiter/assessments', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const assessmentQuery = (id: string) => queryOptions({ queryKey: assessmentKeys.detail(id), queryFn: () => apiData<Assessment>(`/recruiter/assessments/${enc(id)}`) });

export const attemptsQuery = (id: string, jobId?: string) =>
  queryOptions({
    queryKey: assessmentKeys.attempts(id, jobId),
    queryFn: () => apiData<AttemptSummary[]>(`/recruiter/assessments/${enc(id)}/attempts`, { query: { job_id: jobId } }),
  });

export const attemptQuery = (assessmentId: string, attemptId: string) =>
  queryOptions({ queryKey: assessmentKeys.attempt(attemptId), queryFn: () => apiData<AttemptDetail>(`/recruiter/assessments/${enc(assessmentId)}/attempts/${enc(attemptId)}`) });

export const statsQuery = (id: string) => queryOptions({ queryKey: assessmentKeys.stats(id), queryFn: () => apiData<AssessmentStats>(`/recruiter/assessments/${enc(id)}/stats`) });

export const boardBadgesQuery = (jobId: string) =>
  queryOptions({ queryKey: assessmentKeys.board(jobId), queryFn: () => apiData<BoardAssessmentBadge[]>(`/recruiter/jobs/${enc(jobId)}/assessment-results`) });

export const candidateAttemptsQuery = (candidateId: string) =>
  queryOptions({ queryKey: assessmentKeys.candidate(candidateId), queryFn: () => apiData<AttemptSummary[]>(`/recruiter/candidates/${enc(candidateId)}/assessment-attempts`) });

export const assessmentsApi = {
  create: (input: AssessmentInput) => apiData<Assessment>('/recruiter/assessments', { method: 'POST', body: input }),
  update: ({ id, input }: { id: string; input: Partial<AssessmentInput> }) => apiData<Assessment>(`/recruiter/assessments/${enc(id)}`, { method: 'PATCH', body: input }),
  remove: (id: string) => api(`/recruiter/assessments/${enc(id)}`, { method: 'DELETE' }),
  generate: (input: GenerateInput) => apiData<AssessmentDraft>('/recruiter/assessments/generate', { method: 'POST', body: input }),
  invite: ({ id, input }: { id: string; input: InvitationInput }) => apiData<InvitationResult>(`/recruiter/assessments/${enc(id)}/invitations`, { method: 'POST', body: input }),
  grade: ({ assessmentId, attemptId, questionId, input }: { assessmentId: string; attemptId: string; questionId: string; input: GradeInput }) =>
    apiData<AttemptDetail>(`/recruiter/assessments/${enc(assessmentId)}/attempts/${enc(attemptId)}/grades/${enc(questionId)}`, { method: 'PUT', body: input }),
  suggest: ({ assessmentId, attemptId }: { assessmentId: string; attemptId: string }) =>
    apiData<AttemptDetail>(`/recruiter/assessments/${enc(assessmentId)}/attempts/${enc(attemptId)}/suggest-grades`, { method: 'POST' }),
  attach: ({ jobId, assessmentId }: { jobId: string; assessmentId: string }) => api(`/recruiter/jobs/${enc(jobId)}/assessments/${enc(assessmentId)}`, { method: 'PUT' }),
  detach: ({ jobId, assessmentId }: { jobId: string; assessmentId: string }) => api(`/recruiter/jobs/${enc(jobId)}/assessments/${enc(assessmentId)}`, { method: 'DELETE' }),
};

/** A mutation that toasts its success and refreshes everything assessments show (lists, results, badges, timelines). */
export function useAssessmentMutation<T, R>(fn: (input: T) => Promise<R>, success: string | ((result: R) => string)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      toast.success(typeof success === 'string' ? success : success(result));
      await Promise.all([queryClient.invalidateQueries({ queryKey: assessmentKeys.all }), queryClient.invalidateQueries({ queryKey: ['activity'] })]);
    },
  });
}
