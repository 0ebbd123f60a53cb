import { z } from 'zod';
import { IdSchema, IsoDateSchema, text } from './common';

/** Every personal API token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'pl_';
export const MAX_API_TOKENS = 20;
/** Expiry choices offered by the settings card; null = never expires. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

export const ApiTokenSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** the first characters of the secret (pl_ + 6), to tell tokens apart */
  prefix: z.string(),
  createdAt: IsoDateSchema,
  expiresAt: IsoDateSchema.nullable(),
  lastUsedAt: IsoDateSchema.nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = z.array(ApiTokenSchema);

export const CreateApiTokenSchema = z.object({
  name: text().trim().min(1, 'Give the token a name.').max(60, 'A token name is at most 60 characters.'),
  expiresInDays: z
    .number()
    .int()
    .refine((days) => (API_TOKEN_EXPIRY_DAYS as readonly number[]).includes(days), {
      message: `Expiry must be one of ${API_TOKEN_EXPIRY_DAYS.join(', ')} days, or none.`,
    })
    .nullable(),
});
export type CreateApiToken = z.infer<typeof CreateApiTokenSchema>;

/** The secret is in this answer only: it is stored hashed and never shown again. */
export const CreatedApiTokenSchema = z.object({ token: ApiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

export const API_TOKEN_MESSAGES = {
  invalid: 'This API token is invalid, expired or revoked.',
  notAllowed: 'API tokens cannot be used on this route. Sign in to the app instead.',
  rateLimited: 'Too many requests with this API token. Please wait a minute and try again.',
  tooMany: `You can have at most ${MAX_API_TOKENS} API tokens. Revoke one you no longer use first.`,
  notFound: 'API token not found.',
} as const;
