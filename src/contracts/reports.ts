import { z } from 'zod';
import {
  CategoryKeySchema,
  IdSchema,
  IsoDateSchema,
  SeveritySchema,
  text,
  TradeSchema,
  type UnitType,
  UnitTypeSchema,
} from './common';
import { ContractorSchema } from './contractors';
import { PropertySchema } from './report-edits';

export const ReportStatusSchema = z.enum(['processing', 'completed', 'failed']);

/** 'restarting': the worker running the analysis died; it is queued again (docs/server.md, recovery). */
/** 'ocr': reading the pages of a scanned report (pictures of pages) with OCR; stageProgress counts them. */
export const StageSchema = z.enum([
  'queued',
  'restarting',
  'extracting',
  'ocr',
  'analyzing',
  'pricing',
  'matching',
  'done',
]);
export type Stage = z.infer<typeof StageSchema>;

/** How far a counted stage has got ('ocr': scanned pages read of those to read); absent for the other stages. */
export const StageProgressSchema = z.object({ done: z.number().int().min(0), total: z.number().int().min(1) });
export type StageProgress = z.infer<typeof StageProgressSchema>;

export const CostRangeSchema = z.object({ min: z.number(), max: z.number() });

/** Computed over deficiencies that are not excluded, with each one's quantity applied. */
export const SummarySchema = z.object({
  totalDeficiencies: z.number().int().nullable(),
  severityCount: z.object({ critical: z.number().int(), major: z.number().int(), minor: z.number().int() }).nullable(),
  totalCostRange: CostRangeSchema,
  categoriesAffected: z.number().int(),
  categories: z.array(z.string()),
});
export type Summary = z.infer<typeof SummarySchema>;

export const CitationSchema = z.object({ url: z.string(), label: z.string() });

/** A trade's minimum visit: floors the labor of the whole job (docs/costs.md). */
export const MinimumChargeSchema = z.object({
  min: z.number(),
  average: z.number(),
  max: z.number(),
  label: z.string(),
});
export type MinimumCharge = z.infer<typeof MinimumChargeSchema>;

/** Per unit: totals are per-unit cost × quantity, with the labor floored at the trade's minimum visit. */
export const CostEstimateSchema = z.object({
  minCost: z.number(),
  averageCost: z.number(),
  maxCost: z.number(),
  laborCost: z.number(),
  materialCost: z.number(),
  currency: z.literal('USD'),
  sourceKey: z.string(),
  sourceLabel: z.string(),
  region: z.string(),
  urgency: z.enum(['high', 'medium', 'low']),
  priorityScore: z.number(),
  matchedKeywords: z.array(z.string()),
  totalKeywords: z.number(),
  bniItemCode: z.string(),
  bniDescription: z.string(),
  uncertaintyPct: z.union([z.literal(20), z.literal(35)]).nullable(),
  materialCitations: z.array(CitationSchema),
  laborCitations: z.array(CitationSchema),
  // Both optional: estimates stored before catalog 2026.2 carry neither.
  scope: z.string().optional(),
  minimumCharge: MinimumChargeSchema.nullable().optional(),
});
export type CostEstimate = z.infer<typeof CostEstimateSchema>;

/** A unit a finding can be priced in: `factor` turns a quantity in the finding's current unit into this unit. */
export const UnitOptionSchema = z.object({ unitType: UnitTypeSchema, factor: z.number() });
export type UnitOption = z.infer<typeof UnitOptionSchema>;

export const DeficiencySchema = z.object({
  id: IdSchema,
  category: z.string(),
  categoryKey: CategoryKeySchema,
  severity: SeveritySchema,
  location: z.string().nullable(),
  description: z.string(),
  recommendation: z.string().nullable(),
  repairMethod: z.string().nullable(),
  quantity: z.number(),
  unitType: UnitTypeSchema,
  /** the units the quantity editor offers (the current one first when it is the item's own) */
  unitOptions: z.array(UnitOptionSchema),
  excluded: z.boolean(),
  page: z.number().int().nullable(),
  quote: z.string().nullable(),
  inspectorLabel: z.string().nullable(),
  confidence: z.number().nullable(),
  trade: TradeSchema,
  costEstimate: CostEstimateSchema.nullable(),
  contractorIds: z.array(z.string()),
  /** the owner's private note: sent to the owner only (report-edits.ts) */
  note: z.string().nullable().optional(),
  /** a finding the owner added (the engine missed it) */
  addedByUser: z.boolean().optional(),
});
export type Deficiency = z.infer<typeof DeficiencySchema>;

export const FailureKindSchema = z.enum(['scanned', 'other']);
export type FailureKind = z.infer<typeof FailureKindSchema>;

export const ReportListItemSchema = z.object({
  id: IdSchema,
  filename: z.string(),
  uploadedAt: IsoDateSchema,
  status: ReportStatusSchema,
  stage: StageSchema,
  stageProgress: StageProgressSchema.optional(),
  failureReason: z.string().nullable(),
  /** why it failed, where the card's actions depend on it: 'scanned' (no text layer) cannot succeed on a retry */
  failureKind: FailureKindSchema.nullable().optional(),
  hasFullAccess: z.boolean(),
  summary: SummarySchema,
  enhancedData: z.object({
    propertyAddress: z.string().nullable(),
    contractors: z.record(z.string(), z.number().int()),
  }),
});
export type ReportListItem = z.infer<typeof ReportListItemSchema>;
export const ReportListSchema = z.array(ReportListItemSchema);

/** GET /api/reports?limit=&cursor=&q= — one page of the list; without `limit` the answer is the plain array. */
export const REPORT_PAGE_MAX = 100;
export const INVALID_CURSOR = 'Invalid cursor: start again from the first page.';
export const ReportListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).optional(),
  cursor: text().trim().max(200).optional(),
  q: text().trim().max(200).optional(),
});
export const ReportPageSchema = z.object({
  items: z.array(ReportListItemSchema),
  /** pass it back as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
  /** reports matching `q` in all pages */
  total: z.number().int(),
});
export type ReportPage = z.infer<typeof ReportPageSchema>;

export const ReportStatusResponseSchema = z.object({
  status: ReportStatusSchema,
  stage: StageSchema,
  stageProgress: StageProgressSchema.optional(),
  failureReason: z.string().nullable(),
  failureKind: FailureKindSchema.nullable().optional(),
});
export type ReportStatusResponse = z.infer<typeof ReportStatusResponseSchema>;

export const UploadResponseSchema = z.object({ reportId: IdSchema });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** 'completed': the analysis is already the current engine's, so nothing was re-run */
export const RetryResponseSchema = z.object({ status: z.enum(['processing', 'completed']) });
export type RetryResponse = z.infer<typeof RetryResponseSchema>;

/** After a re-analysis of a report the user had edited: edits carried to the same finding, and those whose finding
 * (same page and quote) the new analysis no longer has. Null when the analysis did not replace an edited one. */
export const EditsCarriedOverSchema = z.object({ carried: z.number().int(), notCarried: z.number().int() });

export const TeaserSchema = z.object({
  totalCostRange: CostRangeSchema.nullable(),
  categoryCount: z.number().int(),
  contractorTradeCount: z.number().int(),
});
export type Teaser = z.infer<typeof TeaserSchema>;

export const AnalysisSchema = z.object({
  status: ReportStatusSchema,
  stage: StageSchema,
  failureReason: z.string().nullable(),
  report: z.object({ id: IdSchema, filename: z.string(), uploadedAt: IsoDateSchema }),
  propertyAddress: z.string().nullable(),
  /** the address in parts, for the owner to correct (PATCH /api/reports/:id/property) */
  property: PropertySchema.nullable().optional(),
  inspectionDate: z.string().nullable(),
  hasFullAccess: z.boolean(),
  /**
   * the viewer owns the report: only the owner corrects it (address, findings, notes, quantities, exclusions) and
   * negotiates with it; an admin reading someone else's report gets false, and those calls would answer 404
   */
  viewerIsOwner: z.boolean(),
  upgradeMessage: z.string().nullable(),
  summary: SummarySchema,
  /** grouped by category key, each list sorted critical → major → minor */
  deficiencies: z.partialRecord(CategoryKeySchema, z.array(DeficiencySchema)),
  /** the report's matched contractors by trade */
  contractors: z.partialRecord(TradeSchema, z.array(ContractorSchema)),
  teaser: TeaserSchema,
  editsCarriedOver: EditsCarriedOverSchema.nullable(),
  /** the uploaded PDF is still kept: a finding's page opens as an image (GET /api/reports/:id/pages/:page) */
  pageImages: z.boolean().optional(),
});
export type Analysis = z.infer<typeof AnalysisSchema>;

export const MAX_QUANTITY = 100_000;
/** Items are counted whole; areas, lengths, volumes and hours take up to two decimals (2.5 sq ft, 1.25 hours). */
export const quantityAllowsDecimals = (unit: UnitType) => unit !== 'each';
export const QUANTITY_MESSAGES = {
  whole: 'Quantity must be a whole number.',
  decimals: 'Quantity can have at most two decimals.',
  min: 'Quantity must be at least 1.',
  max: `Quantity can be at most ${MAX_QUANTITY.toLocaleString('en-US')}.`,
} as const;
const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const QuantityUpdateSchema = z
  .object({
    quantity: z.coerce.number().min(1, QUANTITY_MESSAGES.min).max(MAX_QUANTITY, QUANTITY_MESSAGES.max),
    unitType: UnitTypeSchema,
  })
  .superRefine(({ quantity, unitType }, ctx) => {
    if (!quantityAllowsDecimals(unitType) && !Number.isInteger(quantity))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: QUANTITY_MESSAGES.whole });
    else if (!hasAtMostTwoDecimals(quantity))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: QUANTITY_MESSAGES.decimals });
  });
export type QuantityUpdate = z.infer<typeof QuantityUpdateSchema>;

export const ExclusionUpdateSchema = z.object({ excluded: z.boolean() });
export type ExclusionUpdate = z.infer<typeof ExclusionUpdateSchema>;

export const DeficiencyUpdateResponseSchema = z.object({ deficiency: DeficiencySchema, summary: SummarySchema });
export type DeficiencyUpdateResponse = z.infer<typeof DeficiencyUpdateResponseSchema>;

export const ReportContractorsSchema = z.object({
  deficiencyContractors: z.array(
    z.object({
      deficiencyId: IdSchema,
      trade: TradeSchema,
      contractorCount: z.number().int(),
      contractors: z.array(ContractorSchema),
    }),
  ),
});
export type ReportContractors = z.infer<typeof ReportContractorsSchema>;

/** Upload copy (report-lifecycle §5). */
export const UPLOAD_MESSAGES = {
  tooLarge: (bytes: number) =>
    `File size (${(bytes / (1024 * 1024)).toFixed(1)}MB) exceeds the 25MB limit. Please use a smaller file or compress your PDF.`,
  wrongType: 'Only PDF and text files are supported. Please upload a .pdf or .txt file.',
  purged: 'The original file was deleted 72 hours after upload; please upload it again.',
} as const;
