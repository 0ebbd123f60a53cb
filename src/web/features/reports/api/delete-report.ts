import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { REPORT_PAGES_KEY, REPORTS_KEY } from './get-reports';
import { queryKeys } from '@/web/lib/query-keys';

/** DELETE /api/reports/:id → 204. */
export const deleteReport = (reportId: number) => api.delete(`/api/reports/${reportId}`);

export const useDeleteReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_data, reportId) => {
      queryClient.removeQueries({ queryKey: queryKeys.report(reportId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: REPORT_PAGES_KEY }),
      ]);
    },
  });
};
