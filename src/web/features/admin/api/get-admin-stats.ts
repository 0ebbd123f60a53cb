import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@/contracts/admin';
import { adminQueryDefaults } from './admin-query';
import { queryKeys } from '@/web/lib/query-keys';

/** GET /api/admin/stats: the stat cards. */
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminStats, ...adminQueryDefaults<AdminStats>() });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
