import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCostMatchQuery, AdminCostMatchResponse } from '@/contracts/admin';
import { adminQueryDefaults } from './admin-query';

/** GET /api/admin/cost-match?text=&zip=&category=&severity=: what the cost engine makes of a finding's text. */
export const costMatchQueryOptions = (query: AdminCostMatchQuery) =>
  queryOptions({
    queryKey: ['/api/admin/cost-match', query],
    ...adminQueryDefaults<AdminCostMatchResponse>(),
    // the catalog changes only with a deploy
    staleTime: Infinity,
  });

export const useCostMatch = (query: AdminCostMatchQuery | null) =>
  useQuery({ ...costMatchQueryOptions(query ?? { text: '' }), enabled: query !== null });
