import type { QueryFunction } from '@tanstack/react-query';
import { getQueryFn, isApiError } from '@/web/lib/api-client';

/**
 * Admin reads: the key is the URL (an object part is the query string). A 401 is an error here, not "no data":
 * the page must say why it shows nothing. 4xx answers are final; anything else is tried once more.
 */
export const adminQueryDefaults = <T>() => ({
  // with on401 'throw' the function never resolves to null
  queryFn: getQueryFn<T>({ on401: 'throw' }) as QueryFunction<T>,
  retry: (failureCount: number, error: unknown) =>
    failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  // admins watch live data: a minute, not the app's five
  staleTime: 60_000,
});
