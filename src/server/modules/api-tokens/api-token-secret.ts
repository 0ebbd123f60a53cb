import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@/contracts/api-tokens';

/** 256 random bits after the recognisable prefix: pl_ + 43 base64url characters. */
export const generateApiTokenSecret = (): string => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

const SECRET_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export const looksLikeApiToken = (value: string): boolean => SECRET_SHAPE.test(value);

/**
 * Only this is stored. A fast hash suits a 256-bit random secret (nothing to brute-force), and looking the row up by
 * the hash means the secret itself is never compared byte by byte: timing says nothing about it.
 */
export const hashApiTokenSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** What the settings list shows: enough to tell tokens apart, too little to use. */
export const displayPrefix = (secret: string): string => secret.slice(0, API_TOKEN_PREFIX.length + 6);
