import type { Activity, Dashboard } from '@hirebase/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export type DashboardDays = 30 | 90;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  window: (days: DashboardDays) => [...dashboardKeys.all, days] as const,
  activity: ['dashboard', 'activity'] as const,
};

export const dashboardQuery = (days: DashboardDays) =>
  queryOptions({
    queryKey: dashboardKeys.window(days),
    queryFn: ({ signal }) => apiData<Dashboard>('/recruiter/dashboard', { query: { days }, signal }),
  });

/** The organization's latest activity; managers and admins only (the server refuses the rest). */
export const recentActivityQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.activity,
    queryFn: ({ signal }) => apiData<Activity[]>('/recruiter/activity', { query: { page_size: 10 }, signal }),
  });
