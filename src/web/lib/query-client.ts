import { QueryClient } from '@tanstack/react-query';
import { getQueryFn, isApiError } from './api-client';

/** platform §9: data fresh 5 minutes, kept 10 minutes unused. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
export const QUERY_RETRIES = 1;

/**
 * Queries retry once (platform §9). A 4xx answer is final — asking again gets the same answer and only delays
 * the message (e.g. "Report Not Found") — so only a failure without an answer, a 5xx or a 408/429 is retried.
 */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= QUERY_RETRIES) return false;
  if (isApiError(error)) return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // the default data read: GET the query key's URL; a 401 there means "no data" (API.md § Errors)
        queryFn: getQueryFn({ on401: 'returnNull' }),
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
