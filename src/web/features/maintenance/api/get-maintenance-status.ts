import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaintenanceStatus } from '@/contracts/site';
import { getQueryFn } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** platform §9: maintenance is polled every 30 s. */
export const MAINTENANCE_POLL_MS = 30_000;

export const maintenanceStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.maintenanceStatus,
    queryFn: getQueryFn<MaintenanceStatus>({ on401: 'returnNull' }),
    refetchInterval: MAINTENANCE_POLL_MS,
  });

/** Off until the server says otherwise: a failed status check never locks users out. */
export const useMaintenanceStatus = () => {
  const query = useQuery(maintenanceStatusQueryOptions());
  return { ...query, isMaintenanceMode: query.data?.isMaintenanceMode === true };
};
