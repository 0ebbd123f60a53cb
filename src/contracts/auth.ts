import { z } from 'zod';
import { IdSchema, IsoDateSchema, LIMITS, text } from './common';

export const RoleSchema = z.enum(['user', 'admin']);

export const UserSchema = z.object({
  id: IdSchema,
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  company: z.string().nullable(),
  role: RoleSchema,
  createdAt: IsoDateSchema,
});
export type User = z.infer<typeof UserSchema>;

/** GET /api/auth/session: who is signed in, or null — a 200 either way, so a visitor's page logs no error. */
export const SessionSchema = z.object({ user: UserSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
export const USERNAME_RULE = 'Username must be 3–32 characters: letters, digits, dot, underscore or hyphen.';

const optionalName = text()
  .trim()
  .max(100, 'Names can be at most 100 characters.')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** an email address as the API accepts it (the web checks forms with the same schema) */
export const EmailSchema = text().trim().toLowerCase().pipe(z.email('Please enter a valid email address.').max(254));

/** a new password (registration, change, reset): the spec's minimum length */
const NewPasswordSchema = text()
  .min(LIMITS.minPasswordLength, 'Password must be at least 6 characters long')
  .max(LIMITS.maxPasswordLength, 'Password must be at most 256 characters long');

export const RegisterRequestSchema = z.object({
  username: text().trim().regex(USERNAME_PATTERN, USERNAME_RULE),
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  username: text().trim().min(1, 'Please enter both username and password').max(254),
  password: text().min(1, 'Please enter both username and password').max(LIMITS.maxPasswordLength),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AuthResponseSchema = z.object({ user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

// omitted → unchanged; empty or null → cleared
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

export const ProfileUpdateSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  /** a different email than the account's needs currentPassword (a borrowed session must not take the account) */
  email: EmailSchema.optional(),
  currentPassword: text().max(LIMITS.maxPasswordLength).optional(),
  phone: optionalText(40),
  address: optionalText(300),
  company: optionalText(200),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

const CurrentPasswordSchema = text()
  .min(1, 'Please enter your current password.')
  .max(LIMITS.maxPasswordLength, 'Password must be at most 256 characters long');

/** POST /api/auth/password → 204; other sessions end, this one gets a new token */
export const PasswordChangeRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type PasswordChangeRequest = z.input<typeof PasswordChangeRequestSchema>;

/** PUT /api/auth/email → User */
export const EmailChangeRequestSchema = z.object({ email: EmailSchema, currentPassword: CurrentPasswordSchema });
export type EmailChangeRequest = z.input<typeof EmailChangeRequestSchema>;

/** POST /api/auth/password-reset → 202 with the same message whether or not the address has an account */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;
export const PasswordResetRequestedSchema = z.object({ message: z.string() });

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

/** POST /api/auth/password-reset/confirm → 204; the token is the link's (43 base64url characters: 256 bits) */
export const PasswordResetConfirmSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID),
  password: NewPasswordSchema,
});
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirmSchema>;
