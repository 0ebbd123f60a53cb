import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse } from '@/contracts/credits';
import { toast } from '@/web/components/ui/use-toast';
import { api, isApiError } from '@/web/lib/api-client';
import { hardRedirect } from '@/web/lib/navigation';
import { CHECKOUT_COPY } from '../utils/credit-copy';

export const createCheckoutSession = (input: CheckoutRequest) =>
  api.post<CheckoutResponse>('/api/create-checkout-session', input);

/**
 * Starts a checkout for one package and sends the browser to the provider's page (platform §4 Checkout): Stripe
 * Checkout, or our TEST MODE page with the local provider. Stays pending while the browser leaves.
 */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: async (input: CheckoutRequest) => {
      const { url } = await createCheckoutSession(input);
      if (!url) {
        toast({ title: CHECKOUT_COPY.noUrlTitle, description: CHECKOUT_COPY.noUrl, variant: 'destructive' });
        return;
      }
      hardRedirect(url);
      // keep the button busy until the page unloads
      await new Promise(() => {});
    },
    onError: (error) =>
      toast({
        title: CHECKOUT_COPY.failedTitle,
        description: isApiError(error) ? error.serverMessage : CHECKOUT_COPY.failed,
        variant: 'destructive',
      }),
  });
