import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreditGrant, AdminCreditGrantResponse } from '@/contracts/admin';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/admin/users/:id/credits {amount, reason}: a ledger grant (negative takes credits back). */
export const grantCredits = ({ userId, ...body }: AdminCreditGrant & { userId: number }) =>
  api.post<AdminCreditGrantResponse>(`/api/admin/users/${userId}/credits`, body);

export const useGrantCredits = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantCredits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
  });
};
