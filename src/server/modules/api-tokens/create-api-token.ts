import { count, eq } from 'drizzle-orm';
import { API_TOKEN_MESSAGES, type CreateApiToken, type CreatedApiToken, MAX_API_TOKENS } from '@/contracts/api-tokens';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { AppError } from '../../errors';
import { toApiTokenDto } from './api-token-dto';
import { displayPrefix, generateApiTokenSecret, hashApiTokenSecret } from './api-token-secret';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates a token and returns its secret, the only time the secret exists outside the caller's hands. */
export const createApiToken = async ({
  db,
  userId,
  input,
  now = new Date(),
}: {
  db: Db;
  userId: number;
  input: CreateApiToken;
  now?: Date;
}): Promise<CreatedApiToken> => {
  const [existing] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  if ((existing?.n ?? 0) >= MAX_API_TOKENS) throw new AppError('conflict', API_TOKEN_MESSAGES.tooMany);
  const secret = generateApiTokenSecret();
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId,
      name: input.name,
      tokenHash: hashApiTokenSecret(secret),
      prefix: displayPrefix(secret),
      expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
      createdAt: now,
    })
    .returning();
  return { token: toApiTokenDto(row!), secret };
};
