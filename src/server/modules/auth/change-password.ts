import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { passwordResetTokens, users } from '../../db/schema';
import { passwordChangedEmail } from './account-emails';
import { hashPassword } from './passwords';
import { sendAccountEmail } from './send-account-email';
import { deleteUserSessions, type SessionUser } from './sessions';
import { verifyCurrentPassword } from './verify-current-password';

/**
 * Settings → Change password. Every session of the account ends (the caller signs this one in again with a new
 * token), outstanding reset links die, and the account's address is told.
 */
export const changePassword = async ({
  ctx,
  user,
  currentPassword,
  newPassword,
}: {
  ctx: AppContext;
  user: SessionUser;
  currentPassword: string;
  newPassword: string;
}): Promise<void> => {
  await verifyCurrentPassword({
    db: ctx.db,
    user,
    password: currentPassword,
    failureLimit: ctx.config.loginFailureLimit,
  });
  await setPassword(ctx, user.id, await hashPassword(newPassword));
  void sendAccountEmail(ctx, { userId: user.id, ...passwordChangedEmail(ctx.config, user) });
};

/** The new hash, and nothing that opened the account before it stays valid: sessions and reset links. */
export const setPassword = async (ctx: Pick<AppContext, 'db'>, userId: number, passwordHash: string) => {
  await ctx.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await deleteUserSessions(ctx.db, userId);
  await ctx.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
};
