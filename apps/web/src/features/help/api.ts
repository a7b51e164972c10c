import type { HelpArticle, HelpArticleHit } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const helpKeys = {
  all: ['help-center'] as const,
  search: (q: string) => [...helpKeys.all, 'search', q] as const,
  article: (slug: string) => [...helpKeys.all, 'article', slug] as const,
};

/** Articles change only with a release: kept for the session once read. */
export const helpSearchQuery = (q: string) =>
  queryOptions({
    queryKey: helpKeys.search(q),
    queryFn: ({ signal }) =>
      apiData<HelpArticleHit[]>('/recruiter/help-center/articles', { query: { q: q || undefined }, signal }),
    staleTime: Infinity,
  });

export const helpArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: helpKeys.article(slug),
    queryFn: () => apiData<HelpArticle>(`/recruiter/help-center/articles/${encodeURIComponent(slug)}`),
  });

export function useHelpfulAnswer(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) =>
      apiData<{ slug: string; helpful: boolean }>(
        `/recruiter/help-center/articles/${encodeURIComponent(slug)}/feedback`,
        { method: 'PUT', body: { helpful } },
      ),
    onSuccess: ({ helpful }) =>
      queryClient.setQueryData(helpKeys.article(slug), (a: HelpArticle | undefined) => (a ? { ...a, helpful } : a)),
  });
}
