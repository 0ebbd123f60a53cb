import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { REPORTS_KEY } from './get-reports';

/** POST /api/reports/:id/retry (no body): Retry for a failed report, Refresh for a completed one. */
export const refreshReport = (reportId: number) => api.post<{ status: 'processing' }>(`/api/reports/${reportId}/retry`);

export const useRefreshReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshReport,
    onSuccess: (_data, reportId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: ['/api/reports', reportId] }),
      ]),
  });
};
