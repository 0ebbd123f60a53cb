import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RepairRequest } from '@/contracts/repair-requests';
import type { CreatedShareLink, ShareLink, ShareLinkInput } from '@/contracts/share-links';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

// The repair requests and share links of a report (issue 19): read by the analysis page's panel and by the builder.
// They change when findings are excluded or a link is opened, so they are read again whenever a page shows them.

export const repairRequestsKey = (reportId: number) => queryKeys.repairRequests(reportId);
export const repairRequestKey = (requestId: number) => queryKeys.repairRequest(requestId);
export const shareLinksKey = (reportId: number) => queryKeys.shareLinks(reportId);

export const repairRequestsQueryOptions = (reportId: number) =>
  queryOptions<RepairRequest[] | null>({ queryKey: repairRequestsKey(reportId), staleTime: 0 });

export const repairRequestQueryOptions = (requestId: number) =>
  queryOptions<RepairRequest | null>({ queryKey: repairRequestKey(requestId), staleTime: 0 });

export const useRepairRequests = (reportId: number) => useQuery(repairRequestsQueryOptions(reportId));

export const useShareLinks = (reportId: number) =>
  useQuery<ShareLink[] | null>({ queryKey: shareLinksKey(reportId), staleTime: 0 });

export const useCreateShareLink = (reportId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareLinkInput) => api.post<CreatedShareLink>(`/api/reports/${reportId}/share-links`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(reportId) }),
  });
};

export const useRevokeShareLink = (reportId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => api.post<ShareLink>(`/api/share-links/${linkId}/revoke`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(reportId) }),
  });
};

export const useDeleteRepairRequest = (reportId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => api.delete(`/api/repair-requests/${requestId}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: repairRequestsKey(reportId) });
      // links to a deleted request go with it
      void queryClient.invalidateQueries({ queryKey: shareLinksKey(reportId) });
    },
  });
};
