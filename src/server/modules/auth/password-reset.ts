import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_LINK_INVALID } from '@/contracts/auth';
import type { AppContext } from '../../context';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hitCounter } from '../../http/rate-limit-store';
import { passwordChangedEmail, passwordResetEmail, RESET_LINK_MINUTES } from './account-emails';
import { setPassword } from './change-password';
import { clearLoginFailures } from './login-throttle';
import { hashPassword } from './passwords';
import { sendAccountEmail } from './send-account-email';

export const RESET_REQUESTED =
  'If an account uses that address, we have emailed it a link to choose a new password. The link works once, within one hour.';

/** reset emails one address may be sent per hour: enough for a lost email, too few to flood an inbox */
const RESETS_PER_ADDRESS_PER_HOUR = 5;

// 256 random bits; only the SHA-256 is stored, so a copy of the database opens no account.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password?": emails a single-use link to the account with this address. The caller answers the same
 * (RESET_REQUESTED) whether or not there is one, and the email leaves in the background, so neither the answer nor
 * its timing says which addresses have accounts.
 */
export const requestPasswordReset = async ({ ctx, email }: { ctx: AppContext; email: string }): Promise<void> => {
  const address = email.toLowerCase();
  const sent = await hitCounter(ctx.db, `reset:${address}`, 60 * 60_000);
  if (sent.count > RESETS_PER_ADDRESS_PER_HOUR) return;
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`)
    .limit(1);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  });
  void sendAccountEmail(ctx, { userId: user.id, ...passwordResetEmail(ctx.config, user, token) });
};

/**
 * The link's page: consumes the token (once, before it expires), sets the password, and ends every session, since
 * a reset is what someone does who fears another has the password. The account's sign-in failures are forgiven.
 */
export const resetPassword = async ({
  ctx,
  token,
  password,
}: {
  ctx: AppContext;
  token: string;
  password: string;
}): Promise<void> => {
  const passwordHash = await hashPassword(password);
  // one conditional update: of two requests with the same link, only one gets the row
  const [consumed] = await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!consumed) throw new AppError('bad_request', RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
  await setPassword(ctx, consumed.userId, passwordHash);
  await clearLoginFailures(ctx.db, consumed.userId);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, consumed.userId)).limit(1);
  if (user) void sendAccountEmail(ctx, { userId: user.id, ...passwordChangedEmail(ctx.config, user) });
};
