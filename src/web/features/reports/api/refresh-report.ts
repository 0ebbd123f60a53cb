import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetryResponse } from '@/contracts/reports';
import { api } from '@/web/lib/api-client';
import { REPORT_PAGES_KEY, REPORTS_KEY } from './get-reports';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/reports/:id/retry (no body): Retry for a failed report, Refresh for a completed one ('completed' at once
 * when the current engine made the analysis). */
export const refreshReport = (reportId: number) => api.post<RetryResponse>(`/api/reports/${reportId}/retry`);

export const useRefreshReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshReport,
    onSuccess: (_data, reportId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: REPORT_PAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeys.report(reportId) }),
      ]),
  });
};
