/** /interviews' search params, parsed without the page's code (route definitions load before any page). */
import { INTERVIEW_SCOPES, type InterviewScope } from '@hirebase/shared';

export type InterviewsSearch = { tab?: InterviewScope | undefined; page?: number | undefined };

export function validateInterviewsSearch(search: Record<string, unknown>): InterviewsSearch {
  const tab = INTERVIEW_SCOPES.find((s) => s === search.tab);
  const page = Number(search.page);
  return { tab, page: Number.isInteger(page) && page > 1 ? page : undefined };
}
