import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MessageContractorRequest,
  MessageContractorsRequest,
  MessageContractorsResponse,
} from '@/contracts/contractors';
import { NOTIFICATIONS_KEY } from '@/web/components/notifications/notification-queries';
import { api } from '@/web/lib/api-client';

// Sending a message completes the 'connect' onboarding step and may create a notification.
const ONBOARDING_KEY = ['/api/onboarding'] as const;

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

const useRefreshAfterMessages = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY });
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };
};

/** POST /api/reports/:reportId/deficiencies/:deficiencyId/message-contractors → {success, total} */
export const useMessageContractors = (reportId: number, deficiencyId: number) => {
  const refresh = useRefreshAfterMessages();
  return useMutation({
    mutationFn: (body: MessageContractorsRequest) => messageContractors(reportId, deficiencyId, body),
    onSettled: refresh,
  });
};

/** POST /api/contractors/:contractorId/message → {success: 1} */
export const useMessageContractor = () => {
  const refresh = useRefreshAfterMessages();
  return useMutation({
    mutationFn: ({ contractorId, body }: { contractorId: string; body: MessageContractorRequest }) =>
      messageContractor(contractorId, body),
    onSettled: refresh,
  });
};
