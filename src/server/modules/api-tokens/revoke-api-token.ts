import { and, eq } from 'drizzle-orm';
import { API_TOKEN_MESSAGES } from '@/contracts/api-tokens';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { notFound } from '../../errors';

/** Revoking deletes the row: the next request with the secret finds nothing (someone else's id answers 404). */
export const revokeApiToken = async ({ db, userId, tokenId }: { db: Db; userId: number; tokenId: number }) => {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (deleted.length === 0) throw notFound(API_TOKEN_MESSAGES.notFound);
};
