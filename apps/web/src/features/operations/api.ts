import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import type { Operation } from './types';

export type OperationsPage = { data: Operation[]; meta: { total: number; page: number; page_size: number } };

export const operationKeys = {
  all: ['operations'] as const,
  list: (page: number, pageSize: number) => [...operationKeys.all, 'list', { page, pageSize }] as const,
  detail: (id: string) => [...operationKeys.all, 'detail', id] as const,
};

/** Live views poll every second while the work is not finished. */
export const POLL_MS = 1000;

export function isOperationActive(operation: Pick<Operation, 'status'> | undefined): boolean {
  return operation?.status === 'queued' || operation?.status === 'running';
}

const path = (id: string) => `/recruiter/operations/${encodeURIComponent(id)}`;

export const operationsListQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: operationKeys.list(page, pageSize),
    queryFn: ({ signal }) => api<OperationsPage>('/recruiter/operations', { query: { page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isOperationActive) ? POLL_MS * 2 : false),
  });

export const operationQuery = (id: string) =>
  queryOptions({
    queryKey: operationKeys.detail(id),
    queryFn: ({ signal }) => apiData<Operation>(path(id), { signal }),
    refetchInterval: (query) => (query.state.data && !isOperationActive(query.state.data) ? false : POLL_MS),
  });

/** Retry one failed item; the server answers with the whole operation (409 when it cannot be retried). */
export function useRetryItem(operationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      apiData<Operation>(`${path(operationId)}/items/${encodeURIComponent(itemId)}/retry`, { method: 'POST' }),
    onSuccess: async (operation) => {
      queryClient.setQueryData(operationKeys.detail(operationId), operation);
      toast.success('The file is queued again');
      await queryClient.invalidateQueries({ queryKey: [...operationKeys.all, 'list'] });
    },
  });
}
