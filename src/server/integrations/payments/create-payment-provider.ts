import type { Config } from '../../config';
import { createLocalPaymentProvider } from './local-payment-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

export const createPaymentProvider = (config: Pick<Config, 'payments'>): PaymentProvider =>
  config.payments.provider === 'stripe'
    ? createStripePaymentProvider({
        secretKey: config.payments.secretKey,
        webhookSecret: config.payments.webhookSecret,
        apiBase: config.payments.apiBase,
      })
    : createLocalPaymentProvider();
