import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@/contracts/auth';
import { getQueryFn } from './api-client';

// The current user lives here rather than in features/auth because every feature may need it (settings, credits,
// notifications' per-user storage) and features may not import each other.

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user: the signed-in user, or null when signed out (401). */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });

export const useUser = () => {
  const query = useQuery(userQueryOptions());
  return { ...query, user: query.data ?? null };
};
