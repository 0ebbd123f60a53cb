import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutResponse, LocalCheckout } from '@/contracts/credits';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

// The TEST MODE checkout page's calls (PAYMENTS_PROVIDER=local only).

export const localCheckoutKey = (sessionId: string) => queryKeys.localCheckout(sessionId);

export const useLocalCheckout = (sessionId: string) =>
  useQuery<LocalCheckout | null>({ queryKey: localCheckoutKey(sessionId), staleTime: 0 });

export const payLocalCheckout = (sessionId: string) =>
  api.post<CheckoutResponse>(`/api/checkout/test/${encodeURIComponent(sessionId)}/pay`);

export const cancelLocalCheckout = (sessionId: string) =>
  api.post<CheckoutResponse>(`/api/checkout/test/${encodeURIComponent(sessionId)}/cancel`);

export const usePayLocalCheckout = () => useMutation({ mutationFn: payLocalCheckout });
export const useCancelLocalCheckout = () => useMutation({ mutationFn: cancelLocalCheckout });
