import { z } from 'zod';
import { IdSchema, IsoDateSchema, text } from './common';
import { DeficiencySchema, SummarySchema } from './reports';
import { RepairRequestItemSchema, RepairRequestSchema } from './repair-requests';

export const SHARE_LINK_MESSAGES = {
  notFound: 'This link is not valid. It may have expired or been revoked by the person who shared it.',
  linkNotFound: 'Share link not found.',
  rateLimited: 'Too many requests for shared pages. Please wait a minute and try again.',
} as const;

/** The token in a share URL: 32 random bytes, base64url (256 bits). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const ShareLinkInputSchema = z.object({
  label: text().trim().min(1, 'Give the link a label (for example "for my agent").').max(100),
  /** shown on the shared page as who shared it; empty shares anonymously */
  displayName: text().trim().max(100),
  /** null: the link never expires */
  expiresInDays: z.union([z.literal(7), z.literal(30)]).nullable(),
  /** null: the whole analysis; else one repair request of the same report (bounded: it is looked up in an int column) */
  repairRequestId: IdSchema.max(2_147_483_647).nullable(),
});
export type ShareLinkInput = z.infer<typeof ShareLinkInputSchema>;

export const ShareLinkSchema = z.object({
  id: IdSchema,
  reportId: IdSchema,
  repairRequestId: IdSchema.nullable(),
  /** the request's title when the link shows one */
  repairRequestTitle: z.string().nullable(),
  label: z.string(),
  displayName: z.string(),
  expiresAt: IsoDateSchema.nullable(),
  revokedAt: IsoDateSchema.nullable(),
  viewCount: z.number().int(),
  lastViewedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;
export const ShareLinkListSchema = z.array(ShareLinkSchema);

/** The token is only ever in this answer: the server keeps its hash. */
export const CreatedShareLinkSchema = z.object({ shareLink: ShareLinkSchema, url: z.string() });
export type CreatedShareLink = z.infer<typeof CreatedShareLinkSchema>;

/** A finding as a shared page shows it: no contractor ids, nothing to edit. */
export const SharedFindingSchema = DeficiencySchema.omit({
  contractorIds: true,
  excluded: true,
  confidence: true,
  note: true,
});
export type SharedFinding = z.infer<typeof SharedFindingSchema>;

export const SharedAnalysisSchema = z.object({
  propertyAddress: z.string().nullable(),
  inspectionDate: z.string().nullable(),
  summary: SummarySchema,
  /** the findings the owner has not excluded, critical first */
  findings: z.array(SharedFindingSchema),
});
export type SharedAnalysis = z.infer<typeof SharedAnalysisSchema>;

/** A request as its recipient sees it: not which of its findings the owner has since excluded from the analysis. */
export const SharedRepairRequestSchema = RepairRequestSchema.omit({ id: true, reportId: true, createdAt: true }).extend(
  {
    items: z.array(RepairRequestItemSchema.omit({ excludedInAnalysis: true })),
  },
);
export type SharedRepairRequest = z.infer<typeof SharedRepairRequestSchema>;

/** GET /api/shared/:token */
export const SharedViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('analysis'), sharedBy: z.string().nullable(), analysis: SharedAnalysisSchema }),
  z.object({
    kind: z.literal('repair-request'),
    sharedBy: z.string().nullable(),
    repairRequest: SharedRepairRequestSchema,
  }),
]);
export type SharedView = z.infer<typeof SharedViewSchema>;
