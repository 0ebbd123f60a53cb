import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RepairRequest, RepairRequestInput } from '@/contracts/repair-requests';
import { repairRequestKey, repairRequestsKey } from './negotiation-queries';
import { api } from '@/web/lib/api-client';

/** POST a new request or PUT a saved one; the saved request replaces what the cache held. */
export const useSaveRepairRequest = (reportId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: RepairRequestInput }) =>
      id === null
        ? api.post<RepairRequest>(`/api/reports/${reportId}/repair-requests`, input)
        : api.put<RepairRequest>(`/api/repair-requests/${id}`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(repairRequestKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: repairRequestsKey(reportId) });
    },
  });
};
