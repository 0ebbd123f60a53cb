import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnitType } from '@/contracts/common';
import type { Analysis, DeficiencyUpdateResponse } from '@/contracts/reports';
import { api } from '@/web/lib/api-client';
import { applyDeficiencyUpdate } from '../utils/analysis-cache';
import { analysisQueryKey } from './get-report-analysis';
import { queryKeys } from '@/web/lib/query-keys';

export const updateDeficiencyQuantity = (deficiencyId: number, quantity: number, unitType: UnitType) =>
  api.put<DeficiencyUpdateResponse>(`/api/deficiencies/${deficiencyId}/quantity`, { quantity, unitType });

/**
 * PUT /api/deficiencies/:id/quantity {quantity, unitType}. On ok the cached analysis takes the re-priced finding and
 * the new summary (so the totals change); §7: a failure is only logged — the caller keeps its editor open.
 */
export const useUpdateQuantity = (reportId: number) => {
  const queryClient = useQueryClient();
  const key = analysisQueryKey(reportId);
  return useMutation({
    mutationFn: ({ id, quantity, unitType }: { id: number; quantity: number; unitType: UnitType }) =>
      updateDeficiencyQuantity(id, quantity, unitType),
    onSuccess: (update) => {
      queryClient.setQueryData<Analysis | null>(key, (current) =>
        current ? applyDeficiencyUpdate(current, update) : current,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.reports, exact: true });
    },
    onError: (error) => console.error('Failed to update quantity:', error),
  });
};
