import type { ListMeta, Notification } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';

export type NotificationsPage = { data: Notification[]; meta: ListMeta & { unread: number } };

/** How often the bell asks for news: no push channel exists, and 30 s is fresh enough for a bell. */
export const POLL_MS = 30_000;

export const notificationKeys = { all: ['notifications'] as const };

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => api<NotificationsPage>('/recruiter/notifications', { query: { page_size: 20 }, signal }),
    refetchInterval: POLL_MS,
    staleTime: 10_000,
  });

/** Marks the given notifications read, or all of them without ids; the bell refreshes. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => apiData<{ updated: number }>('/recruiter/notifications/read', { method: 'POST', body: ids ? { ids } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** The badge text: nothing when all is read, "9+" past nine. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** Only in-app paths are followed (the server stores nothing else, but the client does not rely on it). */
export function inAppLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}
