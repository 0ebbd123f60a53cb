import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { verifyPassword } from './passwords';

export const INVALID_CREDENTIALS = 'Invalid username or password.';

/** Username (or email) and password → the user row; one message for every failure (no account probing). */
export const loginUser = async ({
  db,
  username,
  password,
}: {
  db: Db;
  username: string;
  password: string;
}): Promise<typeof users.$inferSelect> => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${username})`)
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row || !ok) throw new AppError('unauthorized', INVALID_CREDENTIALS);
  return row;
};
