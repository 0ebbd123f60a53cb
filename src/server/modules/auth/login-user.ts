import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { countLoginAttempt, loginFailureKey } from './login-throttle';
import { verifyPassword } from './passwords';

export const INVALID_CREDENTIALS = 'Invalid username or password.';

/**
 * Username (or email) and password → the user row; one message for every failure (no account probing). Attempts
 * count against the account's failure budget (login-throttle.ts), unknown names against the name's.
 */
export const loginUser = async ({
  db,
  username,
  password,
  failureLimit,
}: {
  db: Db;
  username: string;
  password: string;
  failureLimit: number;
}): Promise<typeof users.$inferSelect> => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${username})`)
    .limit(1);
  const attempt = await countLoginAttempt(db, loginFailureKey(row?.id, username), failureLimit);
  const ok = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row || !ok) throw new AppError('unauthorized', INVALID_CREDENTIALS);
  await attempt.succeeded();
  return row;
};
