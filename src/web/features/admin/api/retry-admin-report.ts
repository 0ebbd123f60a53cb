import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/admin/reports/:id/retry → {status: 'processing'}: re-runs anyone's analysis from the stored file. */
export const retryAdminReport = (reportId: number) =>
  api.post<{ status: 'processing' }>(`/api/admin/reports/${reportId}/retry`);

export const useRetryAdminReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryAdminReport,
    // the list, that report's full view and the stat cards all change
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminReports }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminStats }),
      ]),
  });
};
