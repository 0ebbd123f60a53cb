import { z } from 'zod';

/** Every non-2xx body (API.md § Errors). `fields` carries per-field validation messages. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** Ids of our own rows travel as integers; path params arrive as strings and are coerced. */
export const IdSchema = z.number().int().positive();
export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const NUL_REFUSED = 'Text cannot contain a NUL character (\\u0000).';

/**
 * The string every text field of a request is built from: PostgreSQL text cannot hold U+0000, so a NUL would pass
 * validation and fail in the database (a 500); it is refused here, first, with a 400 that says why.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), { message: NUL_REFUSED, abort: true });

/** ISO 8601 timestamps on the wire. */
export const IsoDateSchema = z.string();

export const CATEGORY_KEYS = [
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
  'general',
] as const;
export const CategoryKeySchema = z.enum(CATEGORY_KEYS);
export type CategoryKey = z.infer<typeof CategoryKeySchema>;

export const CATEGORY_NAMES: Record<CategoryKey, string> = {
  structural: 'Structural',
  exterior: 'Exterior',
  roofing: 'Roofing',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  hvac: 'HVAC',
  interiors: 'Interiors',
  insulation: 'Insulation',
  fireplaces: 'Fireplaces',
  environmental: 'Environmental',
  appliances: 'Appliances',
  general: 'General',
};

export const SeveritySchema = z.enum(['critical', 'major', 'minor']);
export type Severity = z.infer<typeof SeveritySchema>;

export const UNIT_TYPES = ['each', 'sq_ft', 'lin_ft', 'gallon', 'hour'] as const;
export const UnitTypeSchema = z.enum(UNIT_TYPES);
export type UnitType = z.infer<typeof UnitTypeSchema>;

export const TRADES = [
  'electrician',
  'plumber',
  'roofer',
  'hvac contractor',
  'general contractor',
  'handyman',
  'chimney sweep',
] as const;
export const TradeSchema = z.enum(TRADES);
export type Trade = z.infer<typeof TradeSchema>;

/** Product constants shared by server and web (spec: platform §9, report-lifecycle §9). */
export const LIMITS = {
  maxUploadBytes: 25 * 1024 * 1024,
  uploadRetentionHours: 72,
  minPasswordLength: 6,
  maxPasswordLength: 256,
  creditsPerUnlock: 1,
  nominalReportPriceCents: 2900,
  maxContractorsPerDeficiency: 6,
} as const;
