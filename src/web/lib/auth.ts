import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@/contracts/auth';
import { api } from './api-client';
import { queryKeys } from './query-keys';

// The current user lives here rather than in features/auth because every feature may need it (settings, credits,
// notifications' per-user storage) and features may not import each other.

export const USER_QUERY_KEY = queryKeys.session;

/** GET /api/auth/session: the signed-in user, or null when signed out (a 200 either way: no red 401 in the
 * console of every visitor page). The cached value is the user itself. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: async () => (await api.get<Session>('/api/auth/session')).user,
  });

export const useUser = () => {
  const query = useQuery(userQueryOptions());
  return { ...query, user: query.data ?? null };
};
