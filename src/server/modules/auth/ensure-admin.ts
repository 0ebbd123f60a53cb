import { eq, sql } from 'drizzle-orm';
import { RegisterRequestSchema } from '@/contracts/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword } from './passwords';

/**
 * Creates an admin, or promotes an existing account with that username (its password is then replaced).
 * Used by `npm run create-admin` and by BOOTSTRAP_ADMIN_USERNAME at start-up.
 */
export const ensureAdmin = async ({
  db,
  username,
  email,
  password,
}: {
  db: Db;
  username: string;
  email: string;
  password: string;
}): Promise<{ id: number; created: boolean }> => {
  const parsed = RegisterRequestSchema.safeParse({ username, email, password });
  if (!parsed.success) throw new AppError('bad_request', parsed.error.issues.map((i) => i.message).join(' '));
  const input = parsed.data;
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`)
    .limit(1);
  if (existing) {
    await db.update(users).set({ role: 'admin', passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({ username: input.username, email: input.email, passwordHash, role: 'admin' })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, created: true };
};
