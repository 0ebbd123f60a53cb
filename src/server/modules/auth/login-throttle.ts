import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { clearCounter, hitCounter, undoHit } from '../../http/rate-limit-store';

// Failed sign-ins per account, whatever address or X-Forwarded-For they come with: the per-client limit alone is
// walked past by a botnet or a spoofed client address. Fixed 15-minute windows that further attempts do not extend,
// so the owner is never locked out for longer than that (and a password reset clears the count at once).

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_THROTTLED =
  'Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.';

/** The account's counter key: by user id when the account exists (its username and email share one budget). */
export const loginFailureKey = (userId: number | undefined, identifier: string): string =>
  userId === undefined ? `login-fail:name:${identifier.trim().toLowerCase()}` : `login-fail:user:${userId}`;

/**
 * Counts an attempt before the password is checked, so parallel guesses cannot all slip in under the limit;
 * `succeeded()` takes it back. Past the limit every attempt is refused, the right password too (otherwise the
 * answer would tell a guesser which guess was right).
 */
export const countLoginAttempt = async (
  db: Db,
  key: string,
  limit: number,
): Promise<{ succeeded: () => Promise<void> }> => {
  const hit = await hitCounter(db, key, LOGIN_FAILURE_WINDOW_MS);
  if (hit.count > limit) throw new AppError('rate_limited', ACCOUNT_THROTTLED);
  return { succeeded: () => undoHit(db, key) };
};

export const clearLoginFailures = (db: Db, userId: number): Promise<void> =>
  clearCounter(db, loginFailureKey(userId, ''));
