import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnlockResponse } from '@/contracts/credits';
import { api } from '@/web/lib/api-client';
import { CREDIT_BALANCE_KEY, refreshCreditData } from './credit-queries';

export const unlockReport = (reportId: number) => api.post<UnlockResponse>(`/api/reports/${reportId}/purchase`);

/**
 * POST /api/reports/:id/purchase (empty body). Success refreshes the balance, transactions, reports and analysis
 * queries; a failure re-reads the balance (a 402 means the one shown was out of date). Toasts are the caller's:
 * they differ between the credits page and the reports list / analysis page.
 */
export const useUnlockReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockReport,
    onSuccess: () => refreshCreditData(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_KEY }),
  });
};
