import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageContractorRequest,
  MessageContractorsRequest,
  MessageContractorsResponse,
  ReportMessage,
} from '@/contracts/contractors';

import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

// Sending a message completes the 'connect' onboarding step and may create a notification.
const ONBOARDING_KEY = queryKeys.onboarding;

export const messageContractors = (
  reportId: number,
  deficiencyId: number,
  body: MessageContractorsRequest,
): Promise<MessageContractorsResponse> =>
  api.post<MessageContractorsResponse>(
    `/api/reports/${reportId}/deficiencies/${deficiencyId}/message-contractors`,
    body,
  );

export const messageContractor = (contractorId: string, body: MessageContractorRequest) =>
  api.post<{ success: 1 }>(`/api/contractors/${encodeURIComponent(contractorId)}/message`, body);

export const reportMessagesKey = (reportId: number) => queryKeys.reportMessages(reportId);

/** GET /api/reports/:id/messages — the report's log of texts sent (owner only). */
export const useReportMessages = (reportId: number) =>
  useQuery({
    queryKey: reportMessagesKey(reportId),
    queryFn: () => api.get<ReportMessage[]>(`/api/reports/${reportId}/messages`),
  });

const useRefreshAfterMessages = (reportId: number) => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    void queryClient.invalidateQueries({ queryKey: reportMessagesKey(reportId) });
  };
};

/** POST /api/reports/:reportId/deficiencies/:deficiencyId/message-contractors → {success, total} */
export const useMessageContractors = (reportId: number, deficiencyId: number) => {
  const refresh = useRefreshAfterMessages(reportId);
  return useMutation({
    mutationFn: (body: MessageContractorsRequest) => messageContractors(reportId, deficiencyId, body),
    onSettled: refresh,
  });
};

/** POST /api/contractors/:contractorId/message → {success: 1} */
export const useMessageContractor = (reportId: number) => {
  const refresh = useRefreshAfterMessages(reportId);
  return useMutation({
    mutationFn: ({ contractorId, body }: { contractorId: string; body: MessageContractorRequest }) =>
      messageContractor(contractorId, body),
    onSettled: refresh,
  });
};
