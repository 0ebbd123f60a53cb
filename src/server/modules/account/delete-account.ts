import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { reports, users, waitlist } from '../../db/schema';
import { AppError, notFound } from '../../errors';

export const STORAGE_FAILED =
  'We could not delete your uploaded files just now, so your account was not deleted. Please try again.';

/**
 * Deletes the user and everything they own. Stored upload files go first: if the store fails, the account stays
 * whole and the user can retry, rather than leaving files nobody can reach. The database rows then go in one
 * transaction (sessions, reports, findings, ledger, messages, settings, notifications cascade from the user).
 */
export const deleteAccount = async ({ ctx, userId }: { ctx: AppContext; userId: number }): Promise<void> => {
  const { db } = ctx;
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found.');

  const stored = await db
    .select({ id: reports.id, key: reports.storageKey })
    .from(reports)
    .where(and(eq(reports.userId, userId), isNotNull(reports.storageKey)));
  for (const { id, key } of stored) {
    try {
      await ctx.providers.storage.delete(key as string);
    } catch (error) {
      ctx.log.error({ err: error, reportId: id }, 'account deletion: stored upload could not be deleted');
      throw new AppError('unavailable', STORAGE_FAILED);
    }
    await db.update(reports).set({ storageKey: null, fileDeletedAt: new Date() }).where(eq(reports.id, id));
  }

  await db.transaction(async (tx) => {
    await tx.delete(waitlist).where(sql`lower(${waitlist.email}) = lower(${user.email})`);
    await tx.delete(users).where(eq(users.id, userId));
  });
};
