import { z } from 'zod';
import { CategoryKeySchema, IdSchema, IsoDateSchema, SeveritySchema, text, UnitTypeSchema } from './common';
import { ContractorSchema, OutboxMessageSchema } from './contractors';
import { CostEstimateSchema, DeficiencySchema, SummarySchema } from './reports';

export const AdminListQuerySchema = z.object({
  search: text().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export const AdminReportRowSchema = z.object({
  id: IdSchema,
  username: z.string(),
  email: z.string(),
  filename: z.string(),
  status: z.string(),
  deficiency_count: z.number().int(),
  total_cost: z.number(),
  /** the estimate range over the findings not excluded (each per-unit min/max × quantity), whole dollars */
  cost_min: z.number(),
  cost_max: z.number(),
  uploaded_at: IsoDateSchema,
});
export const AdminReportListSchema = z.object({ rows: z.array(AdminReportRowSchema), total: z.number().int() });
export type AdminReportList = z.infer<typeof AdminReportListSchema>;

export const AdminUserRowSchema = z.object({
  id: IdSchema,
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  reportCount: z.number().int(),
  creditBalance: z.number().int(),
  createdAt: IsoDateSchema,
});
export const AdminUserListSchema = z.object({ rows: z.array(AdminUserRowSchema), total: z.number().int() });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminStatsSchema = z.object({
  users: z.number().int(),
  reports: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  creditsSold: z.number().int(),
  messagesSent: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AdminFullReportSchema = z.object({
  report: z.object({
    id: IdSchema,
    filename: z.string(),
    uploadedAt: IsoDateSchema,
    propertyAddress: z.string().nullable(),
    status: z.string(),
    inspectionDate: z.string().nullable(),
    failureReason: z.string().nullable(),
    /** when the owner spent a credit on it; null while locked for the owner */
    unlockedAt: IsoDateSchema.nullable(),
  }),
  user: z.object({
    id: IdSchema,
    username: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  analysis: z.object({
    summary: SummarySchema,
    deficiencies: z.array(DeficiencySchema),
    contractors: z.record(z.string(), z.array(ContractorSchema)),
  }),
});
export type AdminFullReport = z.infer<typeof AdminFullReportSchema>;

export const AdminCreditGrantSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-1000)
    .max(1000)
    .refine((v) => v !== 0, 'Amount must not be zero.'),
  reason: text().trim().min(1, 'Please give a reason.').max(300),
});
export type AdminCreditGrant = z.infer<typeof AdminCreditGrantSchema>;

export const AdminCreditGrantResponseSchema = z.object({ userId: IdSchema, balance: z.number().int() });
export type AdminCreditGrantResponse = z.infer<typeof AdminCreditGrantResponseSchema>;

/** GET /api/admin/messages: the SMS outbox, newest first. */
export const AdminMessageListSchema = z.object({ rows: z.array(OutboxMessageSchema), total: z.number().int() });
export type AdminMessageList = z.infer<typeof AdminMessageListSchema>;

/** An email to a user (password reset, account notices): the outbox's, or SMTP's record of it. */
export const OutboxEmailSchema = z.object({
  id: IdSchema,
  userId: IdSchema.nullable(),
  username: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  /** reset links are shown outside production only (an admin must not be able to take over an account) */
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

/** GET /api/admin/emails: emails to users, newest first. */
export const AdminEmailListSchema = z.object({ rows: z.array(OutboxEmailSchema), total: z.number().int() });
export type AdminEmailList = z.infer<typeof AdminEmailListSchema>;

export const AdminCostMatchQuerySchema = z.object({
  text: text().trim().min(1, 'Type a finding to match.').max(2000),
  zip: text()
    .trim()
    .regex(/^\d{5}$/, 'ZIP must be 5 digits.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** the finder's category: a hint that wins ties, as in the analysis */
  category: CategoryKeySchema.optional().or(z.literal('').transform(() => undefined)),
  /** sets the estimate's urgency, as the finding's severity does in the analysis */
  severity: SeveritySchema.optional().default('major'),
});
export type AdminCostMatchQuery = z.input<typeof AdminCostMatchQuerySchema>;

export const AdminCostMatchResponseSchema = z.object({
  match: z
    .object({
      itemCode: z.string(),
      itemName: z.string(),
      category: z.string(),
      trade: z.string(),
      unit: z.string(),
      priorityScore: z.number(),
      matchedKeywords: z.array(z.string()),
      totalKeywords: z.number(),
    })
    .nullable(),
  region: z.string(),
  /** what the analysis would store for this text: per-unit estimate (null when nothing matched), quantity, unit */
  estimate: CostEstimateSchema.nullable(),
  quantity: z.number(),
  unitType: UnitTypeSchema,
  catalogVersion: z.string(),
});
export type AdminCostMatchResponse = z.infer<typeof AdminCostMatchResponseSchema>;
