import type { AddRecommendedResult, JobRequirements, JobRequirementsInput, MatchingJob, RecommendationsResponse, RequirementsSource } from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/api';
import { jobKeys } from '@/features/jobs/api';
import { api, apiData } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { toast } from '@/lib/toast-store';

export type RecommendationParams = { hide_rejected: boolean; location: string; min_score: string; page: number };

export const matchingKeys = {
  all: ['matching'] as const,
  requirements: (jobId: string) => [...matchingKeys.all, 'requirements', jobId] as const,
  recommendations: (jobId: string) => [...matchingKeys.all, 'recommendations', jobId] as const,
  page: (jobId: string, params: RecommendationParams) => [...matchingKeys.recommendations(jobId), params] as const,
  candidate: (candidateId: string) => [...matchingKeys.all, 'candidate', candidateId] as const,
};

const jobPath = (jobId: string) => `/recruiter/jobs/${encodeURIComponent(jobId)}`;

export const requirementsQuery = (jobId: string) =>
  queryOptions({ queryKey: matchingKeys.requirements(jobId), queryFn: ({ signal }) => apiData<JobRequirements>(`${jobPath(jobId)}/requirements`, { signal }) });

export const recommendationsQuery = (jobId: string, params: RecommendationParams) =>
  queryOptions({
    queryKey: matchingKeys.page(jobId, params),
    queryFn: ({ signal }) =>
      api<RecommendationsResponse>(`${jobPath(jobId)}/recommendations`, {
        signal,
        query: {
          hide_rejected: String(params.hide_rejected),
          page: params.page,
          ...(params.location.trim() ? { location: params.location.trim() } : {}),
          ...(params.min_score.trim() ? { min_score: params.min_score.trim() } : {}),
        },
      }),
    placeholderData: keepPreviousData,
    // While scoring is under way each request scores the next batch; keep asking until it is done.
    refetchInterval: (query) => (query.state.data && !query.state.data.meta.complete ? 1500 : false),
    retry: false,
  });

export const matchingJobsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: matchingKeys.candidate(candidateId),
    queryFn: ({ signal }) => apiData<MatchingJob[]>(`/recruiter/candidates/${encodeURIComponent(candidateId)}/matching-jobs`, { signal }),
  });

export function useSaveRequirements(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requirements: JobRequirementsInput; source: RequirementsSource }) =>
      apiData<JobRequirements>(`${jobPath(jobId)}/requirements`, { method: 'PUT', body: input }),
    onSuccess: async (saved) => {
      toast.success(`Requirements saved as version ${saved.version}`);
      queryClient.setQueryData(matchingKeys.requirements(jobId), saved);
      await queryClient.invalidateQueries({ queryKey: matchingKeys.all });
    },
  });
}

export function useProposeRequirements(jobId: string) {
  return useMutation({ mutationFn: () => apiData<JobRequirements>(`${jobPath(jobId)}/requirements/proposal`, { method: 'POST' }) });
}

export function useAddRecommended(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateIds: string[]) => apiData<AddRecommendedResult>(`${jobPath(jobId)}/recommendations/add`, { method: 'POST', body: { candidate_ids: candidateIds } }),
    onSuccess: async (result) => {
      if (result.added.length) toast.success(`Added ${plural(result.added.length, 'candidate')} to the pipeline`);
      if (result.skipped.length) toast.error(`${plural(result.skipped.length, 'candidate')} not added: ${result.skipped[0]!.reason.toLowerCase()}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: matchingKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.job(jobId) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]);
    },
  });
}
