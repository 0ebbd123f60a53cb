import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { apiTokens, users } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { hashApiTokenSecret, looksLikeApiToken } from './api-token-secret';

/** last-used time is written at most this often per token (not on every request) */
const LAST_USED_PRECISION_MS = 60_000;

// every bearer request looks its token up: prepared, as the session lookup is (auth/sessions.ts)
const tokenLookup = preparedPerDatabase((db) =>
  db
    .select({ user: users, tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare('api_token_lookup'),
);

/** The user behind a bearer secret, or null when it is unknown, revoked or expired. Records the last use. */
export const resolveApiToken = async (
  db: Db,
  secret: string,
  now: Date = new Date(),
): Promise<{ user: SessionUser; tokenId: number } | null> => {
  if (!looksLikeApiToken(secret)) return null;
  const [row] = await tokenLookup(db).execute({ tokenHash: hashApiTokenSecret(secret), now });
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, row.tokenId),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS))),
        ),
      );
  }
  return { user: row.user, tokenId: row.tokenId };
};
