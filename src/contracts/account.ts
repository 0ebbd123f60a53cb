import { z } from 'zod';
import { QuestionAnswerSchema } from './questions';
import { UserSchema } from './auth';
import { IdSchema, IsoDateSchema } from './common';
import { TeaserSchema } from './reports';
import { RepairRequestSchema } from './repair-requests';
import { ShareLinkSchema } from './share-links';

export const RADIUS_OPTIONS = [10, 25, 50, 100] as const;
export const MIN_RATING_OPTIONS = [3.0, 3.5, 4.0, 4.5] as const;
export const MAX_CONTRACTOR_OPTIONS = [2, 3, 5, 10] as const;
export const THEMES = ['system', 'light', 'dark'] as const;

const oneOf = <T extends readonly number[]>(values: T, label: string) =>
  z.number().refine((v) => values.includes(v), { message: `${label} must be one of ${values.join(', ')}.` });

export const SettingsSchema = z.object({
  notifications: z.object({
    emailReports: z.boolean(),
    smsAlerts: z.boolean(),
    contractorUpdates: z.boolean(),
    systemUpdates: z.boolean(),
    analysisComplete: z.boolean(),
  }),
  preferences: z.object({
    /** miles */
    defaultRadius: oneOf(RADIUS_OPTIONS, 'Search radius'),
    minContractorRating: oneOf(MIN_RATING_OPTIONS, 'Minimum rating'),
    maxContractorsPerCategory: oneOf(MAX_CONTRACTOR_OPTIONS, 'Contractors per category'),
    autoAnalysis: z.boolean(),
    saveReports: z.boolean(),
    theme: z.enum(THEMES),
  }),
  privacy: z.object({
    shareAnalytics: z.boolean(),
    allowContractorContact: z.boolean(),
    publicProfile: z.boolean(),
  }),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** platform §3 defaults */
export const DEFAULT_SETTINGS: Settings = {
  notifications: {
    emailReports: true,
    smsAlerts: false,
    contractorUpdates: true,
    systemUpdates: true,
    analysisComplete: true,
  },
  preferences: {
    defaultRadius: 25,
    minContractorRating: 4.0,
    maxContractorsPerCategory: 3,
    autoAnalysis: true,
    saveReports: true,
    theme: 'system',
  },
  privacy: { shareAnalytics: false, allowContractorContact: true, publicProfile: false },
};

export const NotificationTypeSchema = z.enum(['success', 'warning', 'error', 'info']);
export const NotificationCategorySchema = z.enum(['report', 'contractor', 'system', 'account']);

export const NotificationSchema = z.object({
  id: IdSchema,
  type: NotificationTypeSchema,
  category: NotificationCategorySchema,
  title: z.string(),
  message: z.string(),
  timestamp: IsoDateSchema,
  read: z.boolean(),
  actionUrl: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);
export const NotificationReadSchema = z.object({ read: z.boolean() });

export const ONBOARDING_STEPS = [
  { id: 'upload', points: 10 },
  { id: 'analyze', points: 20 },
  { id: 'contractors', points: 15 },
  { id: 'connect', points: 15 },
  { id: 'download', points: 10 },
] as const;
export const OnboardingStepIdSchema = z.enum(['upload', 'analyze', 'contractors', 'connect', 'download']);
export const OnboardingSchema = z.object({
  steps: z.array(z.object({ id: OnboardingStepIdSchema, completed: z.boolean(), points: z.number().int() })),
});
export type Onboarding = z.infer<typeof OnboardingSchema>;

export const MarkAllReadResponseSchema = z.object({ updated: z.number().int() });

/** GET /api/account/export: everything we hold about the signed-in user, and nothing about anyone else. */
export const AccountExportSchema = z.object({
  format: z.literal('punchlist-account-export'),
  version: z.literal(1),
  exportedAt: IsoDateSchema,
  account: UserSchema,
  settings: SettingsSchema,
  credits: z.object({ balance: z.number().int(), totalPurchased: z.number().int(), totalUsed: z.number().int() }),
  reports: z.array(
    z.object({
      id: IdSchema,
      filename: z.string(),
      mimeType: z.string(),
      sizeBytes: z.number().int(),
      uploadedAt: IsoDateSchema,
      status: z.string(),
      failureReason: z.string().nullable(),
      format: z.string().nullable(),
      pageCount: z.number().int().nullable(),
      propertyAddress: z.string().nullable(),
      inspectionDate: z.string().nullable(),
      completedAt: IsoDateSchema.nullable(),
      unlockedAt: IsoDateSchema.nullable(),
      /** the uploaded file itself is not kept (72-hour policy); the analysis is */
      fileDeletedAt: IsoDateSchema.nullable(),
      /** false: the report is locked, and the export holds only what the locked analysis shows */
      hasFullAccess: z.boolean(),
      /** a locked, completed report's teaser (the locked analysis's own); null otherwise */
      teaser: TeaserSchema.nullable(),
    }),
  ),
  /** the findings of unlocked reports only: a locked report's findings are what a credit buys */
  findings: z.array(
    z.object({
      id: IdSchema,
      reportId: IdSchema,
      categoryKey: z.string(),
      severity: z.string(),
      location: z.string().nullable(),
      description: z.string(),
      recommendation: z.string().nullable(),
      page: z.number().int().nullable(),
      trade: z.string(),
      quantity: z.number().int(),
      unitType: z.string(),
      excluded: z.boolean(),
      costEstimate: z.record(z.string(), z.unknown()).nullable(),
      /** a finding the owner added, and the owner's private note */
      addedByUser: z.boolean(),
      note: z.string().nullable(),
    }),
  ),
  ledger: z.array(
    z.object({
      id: IdSchema,
      type: z.string(),
      amount: z.number().int(),
      description: z.string(),
      reportId: IdSchema.nullable(),
      createdAt: IsoDateSchema,
    }),
  ),
  messages: z.array(
    z.object({
      id: IdSchema,
      reportId: IdSchema.nullable(),
      deficiencyId: IdSchema.nullable(),
      contractorName: z.string(),
      toPhone: z.string(),
      body: z.string(),
      status: z.string(),
      createdAt: IsoDateSchema,
    }),
  ),
  notifications: z.array(NotificationSchema),
  /** saved repair requests of unlocked reports, as the builder shows them */
  repairRequests: z.array(RepairRequestSchema),
  /** read-only links the user made (never their tokens: only hashes are kept) */
  shareLinks: z.array(ShareLinkSchema),
  /** the text of unlocked reports as kept for questions: paragraph-sized passages with page and heading */
  passages: z.array(
    z.object({ reportId: IdSchema, page: z.number().int(), heading: z.string().nullable(), text: z.string() }),
  ),
  /** questions asked about unlocked reports, with their answers and cited pages */
  questions: z.array(QuestionAnswerSchema.extend({ reportId: IdSchema })),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/**
 * What Import Settings accepts: a settings object, or a whole account export (its `settings` are taken).
 * Returns the validated settings or the first problem in words.
 */
export const parseSettingsImport = (data: unknown): { ok: true; settings: Settings } | { ok: false; error: string } => {
  const candidate =
    data && typeof data === 'object' && 'settings' in data ? (data as { settings: unknown }).settings : data;
  const parsed = SettingsSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, settings: parsed.data };
  // said in words, not as the validator's message ('preferences.theme: Invalid option: expected one of …')
  const path = parsed.error.issues[0]?.path ?? [];
  const key = path.at(-1);
  if (path.length < 2 || typeof key !== 'string') return { ok: false, error: 'it is not a settings file' };
  const setting = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return { ok: false, error: `the “${setting}” setting has a value Punchlist does not offer` };
};
