import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetryResponse } from '@/contracts/reports';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/reports/:id/retry (no body) → {status}; the report's queries are read again. */
export const retryReport = (reportId: number) => api.post<RetryResponse>(`/api/reports/${reportId}/retry`);

export const useRetryReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryReport,
    onSuccess: (_data, reportId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.report(reportId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reports, exact: true }),
      ]),
  });
};
