import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@/contracts/admin';
import { adminQueryDefaults } from './admin-query';

/** GET /api/admin/stats: the stat cards. */
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/stats'], ...adminQueryDefaults<AdminStats>() });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
