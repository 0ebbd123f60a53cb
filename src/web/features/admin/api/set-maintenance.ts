import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceStatus } from '@/contracts/site';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

// The app's own maintenance-status query (the route gate reads it): the key is its URL, so writing the answer of
// the switch there updates the gate at once.
const MAINTENANCE_STATUS_KEY = queryKeys.maintenanceStatus;

/** The current switch, read by the query client's default function like the gate reads it. */
export const useMaintenanceState = () => useQuery<MaintenanceStatus | null>({ queryKey: MAINTENANCE_STATUS_KEY });

/** PUT /api/admin/maintenance {enabled} → the new maintenance status. */
export const setMaintenance = (enabled: boolean) => api.put<MaintenanceStatus>('/api/admin/maintenance', { enabled });

export const useSetMaintenance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (status) => queryClient.setQueryData(MAINTENANCE_STATUS_KEY, status),
  });
};
