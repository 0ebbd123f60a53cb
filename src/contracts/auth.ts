import { z } from 'zod';
import { IdSchema, IsoDateSchema, LIMITS } from './common';

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

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

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
export const USERNAME_RULE = 'Username must be 3–32 characters: letters, digits, dot, underscore or hyphen.';

const optionalName = z
  .string()
  .trim()
  .max(100, 'Names can be at most 100 characters.')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const RegisterRequestSchema = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, USERNAME_RULE),
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.').max(254)),
  password: z
    .string()
    .min(LIMITS.minPasswordLength, 'Password must be at least 6 characters long')
    .max(LIMITS.maxPasswordLength, 'Password must be at most 256 characters long'),
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Please enter both username and password').max(254),
  password: z.string().min(1, 'Please enter both username and password').max(LIMITS.maxPasswordLength),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AuthResponseSchema = z.object({ user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

// omitted → unchanged; empty or null → cleared
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

export const ProfileUpdateSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.').max(254)).optional(),
  phone: optionalText(40),
  address: optionalText(300),
  company: optionalText(200),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;
