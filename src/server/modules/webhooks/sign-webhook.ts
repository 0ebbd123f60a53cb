import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** whsec_ + 192 random bits: the key a user's receiver verifies signatures with. */
export const generateWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (Stripe's scheme: the timestamp makes a replay detectable). */
export const signatureHeader = (secret: string, body: string, timestamp: number): string =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/**
 * What a receiver does (documented for integrators, and used by the tests' receiver): the header's signature over the
 * raw body and its timestamp, compared in constant time, within `toleranceSeconds` of now.
 */
export const verifySignature = (
  secret: string,
  body: string,
  header: string | undefined,
  { now = Date.now(), toleranceSeconds = 300 } = {},
): boolean => {
  if (!header) return false;
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(secret, timestamp, body), 'hex'));
};
