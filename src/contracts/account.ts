import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './common';

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
