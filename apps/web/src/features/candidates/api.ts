import type { Candidate, CandidateInput, CandidatePatch, CandidateSummary, DuplicateCandidateDetails, PossibleDuplicate } from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { api, apiData, isApiError } from '@/lib/api-client';

export type ListMeta = { total: number; page: number; page_size: number };
export type Page<T> = { data: T[]; meta: ListMeta };

export type CandidateFilters = {
  q?: string | undefined;
  skill?: string | undefined;
  location?: string | undefined;
  tag_id?: string | undefined;
  owner_id?: string | undefined;
  source?: string | undefined;
  job_id?: string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
};

export const candidateKeys = {
  all: ['candidates'] as const,
  lists: () => [...candidateKeys.all, 'list'] as const,
  list: (filters: CandidateFilters) => [...candidateKeys.lists(), filters] as const,
  detail: (id: string) => [...candidateKeys.all, 'detail', id] as const,
  duplicates: (id: string) => [...candidateKeys.all, 'duplicates', id] as const,
};

const enc = encodeURIComponent;

export const candidatesListQuery = (filters: CandidateFilters) =>
  queryOptions({
    queryKey: candidateKeys.list(filters),
    queryFn: ({ signal }) => api<Page<CandidateSummary>>('/recruiter/candidates', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const candidateQuery = (id: string) =>
  queryOptions({
    queryKey: candidateKeys.detail(id),
    queryFn: () => apiData<Candidate>(`/recruiter/candidates/${enc(id)}`),
  });

export const candidatesApi = {
  create: (input: CandidateInput) => apiData<Candidate>('/recruiter/candidates', { method: 'POST', body: input }),
  update: ({ id, patch }: { id: string; patch: CandidatePatch }) =>
    apiData<Candidate>(`/recruiter/candidates/${enc(id)}`, { method: 'PATCH', body: patch }),
  remove: (id: string) => api(`/recruiter/candidates/${enc(id)}`, { method: 'DELETE' }),
  /** Keeps `id`; the duplicate's applications, notes, files and history move onto it. */
  merge: ({ id, duplicateId }: { id: string; duplicateId: string }) =>
    apiData<Candidate>(`/recruiter/candidates/${enc(id)}/merge`, { method: 'POST', body: { duplicate_id: duplicateId } }),
};

/** Candidates who may be the same person as `id` (a shared phone), for a recruiter to decide. */
export const possibleDuplicatesQuery = (id: string) =>
  queryOptions({
    queryKey: candidateKeys.duplicates(id),
    queryFn: () => apiData<PossibleDuplicate[]>(`/recruiter/candidates/${enc(id)}/duplicates`),
  });

type DuplicateDecision = { id: string; duplicate: PossibleDuplicate };

/** The same person: the other record is merged into `id`. */
export function useConfirmDuplicate() {
  const invalidate = useInvalidateCandidates();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, duplicate }: DuplicateDecision) =>
      apiData<Candidate>(`/recruiter/candidates/${enc(id)}/duplicates/${enc(duplicate.id)}/confirm`, { method: 'POST' }),
    onSuccess: (_c, { id, duplicate }) =>
      Promise.all([invalidate(id), invalidate(duplicate.candidate.id), queryClient.invalidateQueries({ queryKey: [...candidateKeys.all, 'duplicates'] })]),
  });
}

/** Not the same person: the pair is not proposed again. */
export function useDismissDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, duplicate }: DuplicateDecision) =>
      apiData<{ id: string }>(`/recruiter/candidates/${enc(id)}/duplicates/${enc(duplicate.id)}/dismiss`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...candidateKeys.all, 'duplicates'] }),
  });
}

/** The 409 details of "this email or phone already belongs to a candidate", or null. */
export function duplicateOf(error: unknown): DuplicateCandidateDetails | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const details = error.details as Partial<DuplicateCandidateDetails> | undefined;
  return details && typeof details.existing_id === 'string' ? (details as DuplicateCandidateDetails) : null;
}

/** Candidates changed: lists, the record and anything keyed under applications/activity refresh. */
export function useInvalidateCandidates() {
  const queryClient = useQueryClient();
  return (id?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: candidateKeys.lists() }),
      id ? queryClient.invalidateQueries({ queryKey: candidateKeys.detail(id) }) : undefined,
      queryClient.invalidateQueries({ queryKey: ['activity'] }),
    ]);
}

export function useMergeCandidates() {
  const invalidate = useInvalidateCandidates();
  return useMutation({
    mutationFn: candidatesApi.merge,
    onSuccess: (_c, { id, duplicateId }) => Promise.all([invalidate(id), invalidate(duplicateId)]),
  });
}

export function useDeleteCandidate() {
  const invalidate = useInvalidateCandidates();
  return useMutation({ mutationFn: candidatesApi.remove, onSuccess: () => invalidate() });
}

/** Loaders: a record that does not exist (or is another organization's) shows the not-found page. */
export async function notFoundOn404<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 422)) throw notFound();
    throw error;
  }
}
