import type {
  Availability,
  CalendarFeed,
  Clash,
  Interview,
  InterviewInput,
  InterviewPatch,
  InterviewSaved,
  InterviewScope,
  InterviewScorecards,
  Scorecard,
  ScorecardCriteria,
  ScorecardInput,
} from '@hirebase/shared';
import { MAX_PAGE_SIZE } from '@hirebase/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@/features/candidates/api';
import { api, apiData } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { plural } from '@/lib/plural';

export type InterviewFilters = {
  scope?: InterviewScope | undefined;
  from?: string | undefined;
  to?: string | undefined;
  application_id?: string | undefined;
  candidate_id?: string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
};

export const interviewKeys = {
  all: ['interviews'] as const,
  list: (filters: InterviewFilters) => ['interviews', 'list', filters] as const,
  range: (from: string, to: string, mine: boolean) => ['interviews', 'range', from, to, mine] as const,
  detail: (id: string) => ['interviews', 'detail', id] as const,
  scorecards: (id: string) => ['interviews', 'scorecards', id] as const,
  clashes: (key: string) => ['interviews', 'clashes', key] as const,
  availability: (key: string) => ['interviews', 'availability', key] as const,
  criteria: (jobId: string) => ['interviews', 'criteria', jobId] as const,
  feed: ['calendar', 'feed'] as const,
};

const enc = encodeURIComponent;

export const interviewsQuery = (filters: InterviewFilters) =>
  queryOptions({
    queryKey: interviewKeys.list(filters),
    queryFn: ({ signal }) => api<Page<Interview>>('/recruiter/interviews', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** Every interview overlapping [from, to): the calendar reads whole pages until it has them all. */
export const interviewRangeQuery = (from: string, to: string, mine: boolean) =>
  queryOptions({
    queryKey: interviewKeys.range(from, to, mine),
    queryFn: async ({ signal }) => {
      const all: Interview[] = [];
      for (let page = 1; page <= 10; page++) {
        const res = await api<Page<Interview>>('/recruiter/interviews', { query: { from, to, scope: mine ? 'mine' : undefined, page, page_size: MAX_PAGE_SIZE }, signal });
        all.push(...res.data);
        if (all.length >= res.meta.total || res.data.length === 0) break;
      }
      return all.filter((i) => i.status !== 'canceled');
    },
    placeholderData: keepPreviousData,
  });

export const interviewQuery = (id: string) => queryOptions({ queryKey: interviewKeys.detail(id), queryFn: () => apiData<Interview>(`/recruiter/interviews/${enc(id)}`) });

export const scorecardsQuery = (id: string) =>
  queryOptions({ queryKey: interviewKeys.scorecards(id), queryFn: () => apiData<InterviewScorecards>(`/recruiter/interviews/${enc(id)}/scorecards`) });

export const clashesQuery = (p: { starts_at: string; ends_at: string; interviewer_ids: string[]; exclude_id?: string | undefined }) =>
  queryOptions({
    queryKey: interviewKeys.clashes(JSON.stringify(p)),
    queryFn: ({ signal }) =>
      apiData<Clash[]>('/recruiter/interviews/clashes', { query: { ...p, interviewer_ids: p.interviewer_ids.join(',') }, signal }),
    staleTime: 10_000,
  });

/** Each interviewer's busy times over [from, to) and the next slots of `duration` minutes free for all. */
export const availabilityQuery = (p: { user_ids: string[]; from: string; to: string; duration: number; time_zone: string; exclude_id?: string | undefined }) =>
  queryOptions({
    queryKey: interviewKeys.availability(JSON.stringify(p)),
    queryFn: ({ signal }) => apiData<Availability>('/recruiter/availability', { query: { ...p, user_ids: p.user_ids.join(',') }, signal }),
    staleTime: 30_000,
  });

export const criteriaQuery = (jobId: string) =>
  queryOptions({ queryKey: interviewKeys.criteria(jobId), queryFn: () => apiData<ScorecardCriteria>(`/recruiter/jobs/${enc(jobId)}/scorecard-criteria`) });

export const calendarFeedQuery = queryOptions({ queryKey: interviewKeys.feed, queryFn: () => apiData<CalendarFeed>('/recruiter/calendar/feed'), staleTime: Infinity });

export const interviewsApi = {
  schedule: (input: InterviewInput) => apiData<InterviewSaved>('/recruiter/interviews', { method: 'POST', body: input }),
  update: ({ id, patch }: { id: string; patch: InterviewPatch }) => apiData<InterviewSaved>(`/recruiter/interviews/${enc(id)}`, { method: 'PATCH', body: patch }),
  cancel: (id: string) => apiData<Interview>(`/recruiter/interviews/${enc(id)}/cancel`, { method: 'POST' }),
  submitScorecard: ({ id, input }: { id: string; input: ScorecardInput }) =>
    apiData<Scorecard>(`/recruiter/interviews/${enc(id)}/scorecards`, { method: 'POST', body: input }),
  setCriteria: ({ jobId, criteria }: { jobId: string; criteria: string[] }) =>
    apiData<ScorecardCriteria>(`/recruiter/jobs/${enc(jobId)}/scorecard-criteria`, { method: 'PUT', body: { criteria } }),
  rotateFeed: () => apiData<CalendarFeed>('/recruiter/calendar/feed/rotate', { method: 'POST' }),
};

/** An interview mutation: toasts, then refreshes interviews, the candidate's timeline and the bell. */
export function useInterviewMutation<T, R>(fn: (input: T) => Promise<R>, success: string | ((result: R) => string)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      toast.success(typeof success === 'function' ? success(result) : success);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
  });
}

/** "Scheduled — clashes with 1 other interview" style messages after a save. */
export function savedMessage(verb: string, saved: InterviewSaved): string {
  const n = new Set(saved.clashes.map((c) => c.interview_id)).size;
  return n ? `${verb} — note: it clashes with ${plural(n, 'other interview')}` : verb;
}
