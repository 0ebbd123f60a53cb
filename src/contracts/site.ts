import { z } from 'zod';
import { text } from './common';

export const MaintenanceStatusSchema = z.object({
  isMaintenanceMode: z.boolean(),
  /** where the flag came from ('env: MAINTENANCE_MODE', 'database setting', 'default'); never a secret */
  debug: z.string(),
  /** when an admin last switched it (only for the admin setting), for the admin card */
  changedAt: z.string().nullable().optional(),
});
export type MaintenanceStatus = z.infer<typeof MaintenanceStatusSchema>;

export const MaintenanceUpdateSchema = z.object({ enabled: z.boolean() });

export const INTERESTED_IN = ['analysis', 'contractors', 'both'] as const;
export const REFERRAL_SOURCES = ['google', 'social', 'word_of_mouth', 'blog', 'other'] as const;

const optionalName = text()
  .trim()
  .max(100)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const WaitlistRequestSchema = z.object({
  email: text({ error: 'Email required: Please enter your email address to join the waitlist.' })
    .trim()
    .toLowerCase()
    .min(1, 'Email required: Please enter your email address to join the waitlist.')
    .pipe(z.email('Please enter a valid email address.').max(254)),
  firstName: optionalName,
  lastName: optionalName,
  interestedIn: z.enum(INTERESTED_IN).optional().nullable(),
  referralSource: z.enum(REFERRAL_SOURCES).optional().nullable(),
});
export type WaitlistRequest = z.input<typeof WaitlistRequestSchema>;

export const WaitlistResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/site-config: public, non-secret facts the pages state (one support address, measured timing). */
export const SiteConfigSchema = z.object({
  supportEmail: z.string(),
  /** 'local': the test checkout (no real charge); 'stripe': real card payments */
  paymentsMode: z.enum(['local', 'stripe']),
  /** the repair cost catalog the estimates come from */
  costCatalog: z.object({ version: z.string(), itemCount: z.number().int() }),
  /** measured over recent completed analyses on this deployment; null until there are enough of them */
  analysisTiming: z
    .object({ sampleSize: z.number().int(), medianSeconds: z.number(), p90Seconds: z.number() })
    .nullable(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
