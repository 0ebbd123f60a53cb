import { createHash, randomBytes } from 'node:crypto';
import { SHARE_TOKEN_PATTERN } from '@/contracts/share-links';

/** 32 random bytes (256 bits), base64url: what the share URL carries. Only its hash is stored. */
export const newShareToken = (): string => randomBytes(32).toString('base64url');

/**
 * The stored form of a token. Links are found by this hash (an indexed equality on a value the caller cannot aim:
 * knowing some of the hash's characters says nothing about a token), never by comparing tokens themselves.
 */
export const hashShareToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const isWellFormedShareToken = (token: string): boolean => SHARE_TOKEN_PATTERN.test(token);

export const shareUrl = (appUrl: string, token: string): string => new URL(`/shared/${token}`, appUrl).toString();
