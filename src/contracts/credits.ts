import { z } from 'zod';
import { IdSchema, IsoDateSchema, text } from './common';

export const CreditBalanceSchema = z.object({
  balance: z.number().int(),
  totalPurchased: z.number().int(),
  totalUsed: z.number().int(),
});
export type CreditBalance = z.infer<typeof CreditBalanceSchema>;

export const CreditTransactionSchema = z.object({
  id: IdSchema,
  type: z.enum(['purchase', 'usage', 'other']),
  description: z.string(),
  /** signed credits */
  amount: z.number().int(),
  createdAt: IsoDateSchema,
  reportId: IdSchema.nullable(),
});
export type CreditTransaction = z.infer<typeof CreditTransactionSchema>;
export const CreditTransactionListSchema = z.array(CreditTransactionSchema);

export const CreditPackageSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  priceInCents: z.number().int(),
  credits: z.number().int(),
  savingsPercent: z.number().int(),
  popular: z.boolean(),
});
export type CreditPackage = z.infer<typeof CreditPackageSchema>;
export const CreditPackageListSchema = z.array(CreditPackageSchema);

export const UnlockResponseSchema = z.object({ alreadyPurchased: z.boolean(), balance: z.number().int() });
export type UnlockResponse = z.infer<typeof UnlockResponseSchema>;

export const CheckoutRequestSchema = z.object({
  packageId: z.coerce.number().int().positive(),
  /** the report the user is buying for (the unlock dialog): the success page then offers to unlock it */
  reportId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const CheckoutSessionParamSchema = z.object({ sessionId: text().min(1).max(300) });

export const CheckoutSessionResultSchema = z.object({
  payment_status: z.string(),
  credits: z.number().int(),
  amount_total: z.number().int(),
  currency: z.string(),
  /** the report the purchase was started for, if any (an extension of the spec's four fields) */
  reportId: IdSchema.nullable(),
});
export type CheckoutSessionResult = z.infer<typeof CheckoutSessionResultSchema>;

/** Unlock copy (platform §8, report-lifecycle §5/§8, API.md copy decisions). */
export const CREDIT_MESSAGES = {
  insufficient: 'Insufficient credits',
  insufficientTitle: 'Insufficient Credits',
  insufficientDialog: 'You need at least 1 credit to unlock this analysis.',
} as const;

/** The nominal value of one credit (platform §1, §9): the baseline that package savings are measured against. */
export const NOMINAL_CREDIT_PRICE_CENTS = 2900;

/** Per-credit price in cents (platform §9: package price divided by credits). */
export const perCreditCents = (priceInCents: number, credits: number): number =>
  credits > 0 ? priceInCents / credits : priceInCents;

/** Whole-percent saving of a package against buying its credits one by one at the $29 baseline (never negative). */
export const savingsPercentAgainstNominal = (priceInCents: number, credits: number): number => {
  const full = NOMINAL_CREDIT_PRICE_CENTS * credits;
  if (credits <= 0 || full <= 0) return 0;
  return Math.max(0, Math.round((1 - priceInCents / full) * 100));
};

/** The local TEST MODE checkout page's data (PAYMENTS_PROVIDER=local only). */
export const LocalCheckoutSchema = z.object({
  id: z.string(),
  packageName: z.string(),
  packageDescription: z.string(),
  credits: z.number().int(),
  amountTotal: z.number().int(),
  currency: z.string(),
  /** open | complete | expired */
  status: z.string(),
  payment_status: z.string(),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;

export const WebhookResponseSchema = z.object({ received: z.literal(true) });
