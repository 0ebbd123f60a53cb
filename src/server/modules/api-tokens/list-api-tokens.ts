import { desc, eq } from 'drizzle-orm';
import type { ApiToken } from '@/contracts/api-tokens';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { toApiTokenDto } from './api-token-dto';

/** The user's tokens, newest first (expired ones too: the list says so, and the user revokes them). */
export const listApiTokens = async ({ db, userId }: { db: Db; userId: number }): Promise<ApiToken[]> => {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApiTokenDto);
};
