import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { passwordResetTokens } from '../../db/schema';
import { AppError } from '../../errors';
import { emailChangedEmail } from './account-emails';
import { sendAccountEmail } from './send-account-email';
import type { SessionUser } from './sessions';
import { updateProfile } from './update-profile';
import { verifyCurrentPassword } from './verify-current-password';

export const EMAIL_NEEDS_PASSWORD = 'Enter your current password to change your email address.';

/**
 * A new sign-in and reset address, with the current password: whoever holds the email holds the account (resets
 * go there). Reset links sent to the old address die; the old address is told.
 */
export const changeEmail = async ({
  ctx,
  user,
  email,
  currentPassword,
}: {
  ctx: AppContext;
  user: SessionUser;
  email: string;
  currentPassword: string | undefined;
}): Promise<SessionUser> => {
  if (email.toLowerCase() === user.email.toLowerCase()) return user;
  if (!currentPassword)
    throw new AppError('bad_request', EMAIL_NEEDS_PASSWORD, { currentPassword: EMAIL_NEEDS_PASSWORD });
  await verifyCurrentPassword({
    db: ctx.db,
    user,
    password: currentPassword,
    failureLimit: ctx.config.loginFailureLimit,
  });
  const row = await updateProfile({ db: ctx.db, userId: user.id, input: { email } });
  await ctx.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  void sendAccountEmail(ctx, { userId: user.id, ...emailChangedEmail(ctx.config, user, row.email) });
  return row;
};
