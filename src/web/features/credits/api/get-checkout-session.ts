import { useQuery } from '@tanstack/react-query';
import type { CheckoutSessionResult } from '@/contracts/credits';
import { queryKeys } from '@/web/lib/query-keys';

// While a payment is not 'paid' yet (Stripe's webhook can lag the redirect), ask again every few seconds for a while.
const POLL_MS = 3000;
const MAX_POLLS = 40;

/**
 * GET /api/checkout-session/:sessionId. Data is null when signed out (401); a 404 is an error (unknown session or
 * someone else's). Disabled without a session id.
 */
export const useCheckoutSession = (sessionId: string | null) =>
  useQuery<CheckoutSessionResult | null>({
    queryKey: queryKeys.checkoutSession(sessionId ?? ''),
    enabled: Boolean(sessionId),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || data.payment_status === 'paid') return false;
      return query.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false;
    },
  });
