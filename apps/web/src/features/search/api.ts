import type { SavedSearch, SearchResponse } from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

export const searchKeys = {
  all: ['candidate-search'] as const,
  results: (query: Record<string, string | number>) => [...searchKeys.all, 'results', query] as const,
  saved: ['candidate-search', 'saved'] as const,
};

export const candidateSearchQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: ({ signal }) => api<SearchResponse>('/recruiter/candidates/search', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const savedSearchesQuery = queryOptions({
  queryKey: searchKeys.saved,
  queryFn: () => apiData<SavedSearch[]>('/recruiter/saved-searches'),
});

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; query: Record<string, string | number | string[]> }) =>
      apiData<SavedSearch>('/recruiter/saved-searches', { method: 'POST', body: input }),
    onSuccess: async (saved) => {
      toast.success(`Saved “${saved.name}”`);
      await queryClient.invalidateQueries({ queryKey: searchKeys.saved });
    },
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/recruiter/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Saved search deleted');
      await queryClient.invalidateQueries({ queryKey: searchKeys.saved });
    },
  });
}
