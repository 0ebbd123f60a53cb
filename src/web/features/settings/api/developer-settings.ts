import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateApiToken, CreatedApiToken } from '@/contracts/api-tokens';
import type { WebhookDelivery, WebhookEndpoint, WebhookState } from '@/contracts/webhooks';
import { toast } from '@/web/components/ui/use-toast';
import { api, getErrorMessage } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

// The settings page's developer cards: personal API tokens and the completion webhook.
export const API_TOKENS_KEY = queryKeys.apiTokens;
export const WEBHOOK_KEY = queryKeys.webhook;

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: getErrorMessage(error), variant: 'destructive' });

export const useApiTokens = () => useQuery<ApiToken[] | null>({ queryKey: API_TOKENS_KEY });

export const useCreateApiToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiToken) => api.post<CreatedApiToken>('/api/tokens', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
    onError: failed('Token Not Created'),
  });
};

export const useRevokeApiToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/tokens/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY });
      toast({ title: 'Token Revoked', description: 'Requests with it are refused from now on.', variant: 'success' });
    },
    onError: failed('Token Not Revoked'),
  });
};

const inFlight = (deliveries: WebhookDelivery[] | undefined) =>
  deliveries?.some((d) => d.status === 'pending') ?? false;

/** The webhook and its delivery log; polled while a delivery is on its first attempt (a test event, say). */
export const useWebhook = () =>
  useQuery<WebhookState | null>({
    queryKey: WEBHOOK_KEY,
    refetchInterval: (query) => (inFlight(query.state.data?.deliveries) ? 1500 : false),
  });

export const useSaveWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api.put<WebhookEndpoint>('/api/webhook', { url }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: WEBHOOK_KEY });
      toast({ title: 'Webhook Saved', description: 'Finished analyses are sent to this URL.', variant: 'success' });
    },
  });
};

export const useDeleteWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/api/webhook'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEY }),
    onError: failed('Webhook Not Removed'),
  });
};

export const useSendTestEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WebhookDelivery>('/api/webhook/test'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEY }),
    onError: failed('Test Event Not Sent'),
  });
};
