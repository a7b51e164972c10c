import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client';
import { jobQuery } from './api';

/** Route loaders: a job that does not exist (or belongs to another organization) is the not-found page. */
export async function loadJob(queryClient: QueryClient, jobId: string) {
  try {
    return await queryClient.ensureQueryData(jobQuery(jobId));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 422)) throw notFound();
    throw error;
  }
}
