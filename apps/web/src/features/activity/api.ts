import type { Activity } from '@hirebase/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ActivityFilters = {
  actor_id?: string | undefined;
  entity_type?: string | undefined;
  entity_id?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
};

export type ActivityPage = { data: Activity[]; meta: { total: number; page: number; page_size: number } };

export const activityKeys = {
  all: ['activity'] as const,
  list: (filters: ActivityFilters) => ['activity', filters] as const,
};

export const activityQuery = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: activityKeys.list(filters),
    queryFn: ({ signal }) => api<ActivityPage>('/recruiter/activity', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
