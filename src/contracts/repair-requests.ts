import { z } from 'zod';
import { IdSchema, IsoDateSchema, SeveritySchema, text } from './common';

/** Limits of the repair-request builder (issue 19): amounts in cents, notes up to 2,000 characters. */
export const REPAIR_REQUEST_LIMITS = {
  maxAmountCents: 10_000_000,
  maxNoteLength: 2_000,
  maxTitleLength: 120,
  maxBuyerNamesLength: 200,
  maxAddressLength: 300,
  maxOpeningLength: 4_000,
  maxItems: 500,
} as const;

export const REPAIR_REQUEST_MESSAGES = {
  locked: 'Unlock this report with 1 credit to build repair requests and share links.',
  notFound: 'Repair request not found.',
  notCompleted: 'A repair request can be built once the analysis has completed.',
  unknownFinding: 'One of the items is not a finding of this report.',
  creditAmount: 'Enter the credit amount for every item that asks for a credit.',
  duplicateFinding: 'A finding can appear only once in a request.',
} as const;

export const RepairItemTypeSchema = z.enum(['repair', 'credit']);
export type RepairItemType = z.infer<typeof RepairItemTypeSchema>;

export const AmountCentsSchema = z
  .number()
  .int('Amounts are whole cents.')
  .min(0, 'An amount cannot be negative.')
  .max(REPAIR_REQUEST_LIMITS.maxAmountCents, 'An amount can be at most $100,000.');

/** A UTF-16 surrogate without its pair: valid JSON, but not text the jsonb column accepts. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// notes are stored inside the items' jsonb, which refuses a lone surrogate (the text columns would only replace it)
const note = text()
  .trim()
  .max(REPAIR_REQUEST_LIMITS.maxNoteLength, `A note can be at most ${REPAIR_REQUEST_LIMITS.maxNoteLength} characters.`)
  .refine((value) => !LONE_SURROGATE.test(value), 'The note holds a character that is not valid text.');

export const RepairRequestItemInputSchema = z
  .object({
    deficiencyId: IdSchema,
    type: RepairItemTypeSchema,
    /** required for a credit; ignored (stored null) for a repair */
    amountCents: AmountCentsSchema.nullable(),
    note,
  })
  .refine((item) => item.type === 'repair' || item.amountCents !== null, {
    message: REPAIR_REQUEST_MESSAGES.creditAmount,
    path: ['amountCents'],
  });

/** The dates a deadline may carry: a calendar day, YYYY-MM-DD. */
const DateOnlySchema = z.iso.date('Enter the deadline as a date (YYYY-MM-DD).');

/** POST /api/reports/:id/repair-requests and PUT /api/repair-requests/:id: the whole request. */
export const RepairRequestInputSchema = z.object({
  title: text()
    .trim()
    .min(1, 'Give the request a name (for example "Draft 1").')
    .max(REPAIR_REQUEST_LIMITS.maxTitleLength),
  buyerNames: text().trim().max(REPAIR_REQUEST_LIMITS.maxBuyerNamesLength),
  propertyAddress: text().trim().max(REPAIR_REQUEST_LIMITS.maxAddressLength),
  responseDeadline: DateOnlySchema.nullable(),
  opening: text().trim().max(REPAIR_REQUEST_LIMITS.maxOpeningLength),
  items: z.array(RepairRequestItemInputSchema).max(REPAIR_REQUEST_LIMITS.maxItems),
});
export type RepairRequestInput = z.infer<typeof RepairRequestInputSchema>;

/** An item as saved: the finding's words as they were when it was added, so the request stays what was sent. */
export const RepairRequestItemSchema = z.object({
  deficiencyId: IdSchema,
  type: RepairItemTypeSchema,
  amountCents: z.number().int().nullable(),
  note: z.string(),
  category: z.string(),
  severity: SeveritySchema,
  location: z.string().nullable(),
  description: z.string(),
  quote: z.string().nullable(),
  page: z.number().int().nullable(),
  /** the finding is excluded in the analysis now (or gone after a re-analysis): it stays in the request */
  excludedInAnalysis: z.boolean(),
});
export type RepairRequestItem = z.infer<typeof RepairRequestItemSchema>;

export const RepairRequestSchema = z.object({
  id: IdSchema,
  reportId: IdSchema,
  title: z.string(),
  buyerNames: z.string(),
  propertyAddress: z.string(),
  responseDeadline: z.string().nullable(),
  opening: z.string(),
  items: z.array(RepairRequestItemSchema),
  totals: z.object({ creditCents: z.number().int(), repairCount: z.number().int(), creditCount: z.number().int() }),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type RepairRequest = z.infer<typeof RepairRequestSchema>;
export const RepairRequestListSchema = z.array(RepairRequestSchema);

/** The request's totals: credits requested (cents) and how many items ask for a repair or a credit. */
export const repairRequestTotals = (items: Pick<RepairRequestItem, 'type' | 'amountCents'>[]) => ({
  creditCents: items.reduce((sum, item) => sum + (item.type === 'credit' ? (item.amountCents ?? 0) : 0), 0),
  repairCount: items.filter((item) => item.type === 'repair').length,
  creditCount: items.filter((item) => item.type === 'credit').length,
});

export const DEFAULT_OPENING =
  'Thank you for the opportunity to purchase your home. Based on the findings of the professional home inspection, ' +
  'we respectfully request that the seller complete the repairs listed below by licensed professionals before ' +
  'closing, and provide a credit at closing for the items marked as credits. Please respond by the date given.';
