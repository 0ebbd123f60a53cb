import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { REPORTS_KEY } from './get-reports';

/** DELETE /api/reports/:id → 204. */
export const deleteReport = (reportId: number) => api.delete(`/api/reports/${reportId}`);

export const useDeleteReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_data, reportId) => {
      queryClient.removeQueries({ queryKey: ['/api/reports', reportId] });
      return queryClient.invalidateQueries({ queryKey: REPORTS_KEY, exact: true });
    },
  });
};
