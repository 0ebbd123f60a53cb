import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './common';

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

export const CheckoutRequestSchema = z.object({ packageId: z.coerce.number().int().positive() });
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const CheckoutSessionParamSchema = z.object({ sessionId: z.string().min(1).max(300) });

export const CheckoutSessionResultSchema = z.object({
  payment_status: z.string(),
  credits: z.number().int(),
  amount_total: z.number().int(),
  currency: z.string(),
});
export type CheckoutSessionResult = z.infer<typeof CheckoutSessionResultSchema>;

/** Unlock copy (platform §8, report-lifecycle §5/§8, API.md copy decisions). */
export const CREDIT_MESSAGES = {
  insufficient: 'Insufficient credits',
  insufficientTitle: 'Insufficient Credits',
  insufficientDialog: 'You need at least 1 credit to unlock this analysis.',
} as const;
