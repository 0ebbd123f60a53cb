import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCostMatchQuery, AdminCostMatchResponse } from '@/contracts/admin';
import { adminQueryDefaults } from './admin-query';
import { queryKeys } from '@/web/lib/query-keys';

/** GET /api/admin/cost-match?text=&zip=&category=&severity=: what the cost engine makes of a finding's text. */
export const costMatchQueryOptions = (query: AdminCostMatchQuery) =>
  queryOptions({
    queryKey: queryKeys.adminCostMatch(query),
    ...adminQueryDefaults<AdminCostMatchResponse>(),
    // the catalog changes only with a deploy
    staleTime: Infinity,
  });

export const useCostMatch = (query: AdminCostMatchQuery | null) =>
  useQuery({ ...costMatchQueryOptions(query ?? { text: '' }), enabled: query !== null });
