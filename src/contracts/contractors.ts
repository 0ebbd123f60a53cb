import { z } from 'zod';
import { IdSchema, text, type Trade, TradeSchema } from './common';

export const ContractorSchema = z.object({
  id: z.string(),
  placeId: z.string().nullable(),
  name: z.string(),
  category: TradeSchema,
  rating: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
  /** metres */
  distance: z.number().nullable(),
  address: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  isOpen: z.boolean().nullable(),
  priceLevel: z.number().int().min(1).max(4).nullable(),
  isDemo: z.boolean(),
  source: z.enum(['directory', 'google']),
});
export type Contractor = z.infer<typeof ContractorSchema>;

/** The directory's category select (platform §9). */
export const DIRECTORY_CATEGORIES = [
  'structural',
  'exterior',
  'roofing',
  'plumbing',
  'electrical',
  'hvac',
  'interiors',
  'insulation',
  'fireplaces',
  'environmental',
  'appliances',
  'general contractor',
] as const;
export const DirectoryCategorySchema = z.enum(DIRECTORY_CATEGORIES);
export type DirectoryCategory = z.infer<typeof DirectoryCategorySchema>;

/** Which trade each directory category searches (report-lifecycle §9; HVAC per API.md). */
export const DIRECTORY_CATEGORY_TRADE: Record<DirectoryCategory, Trade> = {
  structural: 'general contractor',
  exterior: 'general contractor',
  roofing: 'roofer',
  plumbing: 'plumber',
  electrical: 'electrician',
  hvac: 'hvac contractor',
  interiors: 'general contractor',
  insulation: 'general contractor',
  fireplaces: 'chimney sweep',
  environmental: 'general contractor',
  appliances: 'handyman',
  'general contractor': 'general contractor',
};

export const ContractorSearchRequestSchema = z.object({
  address: text().trim().min(1, 'Please enter an address to search near.').max(300),
  category: DirectoryCategorySchema.optional(),
});
export type ContractorSearchRequest = z.input<typeof ContractorSearchRequestSchema>;

export const ContractorSearchResponseSchema = z.object({
  contractors: z.array(ContractorSchema),
  /** attribution to show with the results (e.g. Google's), null for our own directory */
  attribution: z.string().nullable().optional(),
});
export type ContractorSearchResponse = z.infer<typeof ContractorSearchResponseSchema>;

const requiredTrimmed = (message: string) => text({ error: message }).trim().min(1, message).max(200);

export const MessageContractorsRequestSchema = z.object({
  homeownerName: requiredTrimmed('Please provide your name and phone number for contractors to reach you.'),
  homeownerPhone: requiredTrimmed('Please provide your name and phone number for contractors to reach you.'),
  contractorIds: z.array(text().min(1).max(300)).min(1, 'Please select at least one contractor to message.').max(6),
  customMessage: text().trim().max(1000).optional().nullable(),
});
export type MessageContractorsRequest = z.input<typeof MessageContractorsRequestSchema>;

export const MessageContractorsResponseSchema = z.object({ success: z.number().int(), total: z.number().int() });
export type MessageContractorsResponse = z.infer<typeof MessageContractorsResponseSchema>;

export const MessageContractorRequestSchema = z.object({
  reportId: z.coerce.number().int().positive(),
  deficiencyId: z.coerce.number().int().positive(),
  homeownerName: requiredTrimmed('Please provide your name and phone number.'),
  homeownerPhone: requiredTrimmed('Please provide your name and phone number.'),
  customMessage: text().trim().max(1000).optional().nullable(),
});
export type MessageContractorRequest = z.input<typeof MessageContractorRequestSchema>;

export const MessageContractorResponseSchema = z.object({ success: z.literal(1) });

export const OutboxMessageSchema = z.object({
  id: IdSchema,
  userId: IdSchema.nullable(),
  username: z.string().nullable(),
  reportId: IdSchema.nullable(),
  deficiencyId: IdSchema.nullable(),
  contractorId: z.string(),
  contractorName: z.string(),
  to: z.string(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** GET /api/reports/:id/messages — the texts sent about one report, newest first; its owner only (else 404). */
export const ReportMessageSchema = z.object({
  id: IdSchema,
  deficiencyId: IdSchema.nullable(),
  /** the finding's description; null once the finding is gone (a re-analysis replaced it) */
  finding: z.string().nullable(),
  contractorName: z.string(),
  /** stored (kept in our outbox: no SMS provider) | queued | sent | delivered | failed | undelivered */
  status: z.string(),
  /** the provider's reason when it failed */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportMessage = z.infer<typeof ReportMessageSchema>;
export const ReportMessageListSchema = z.array(ReportMessageSchema);
