import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { countLoginAttempt, loginFailureKey } from './login-throttle';
import { verifyPassword } from './passwords';
import type { SessionUser } from './sessions';

export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';

/**
 * Sensitive changes ask for the password again: a session left open (or stolen) must not be enough to take the
 * account. Wrong answers count against the account's sign-in failure budget, so this is no side door for guessing.
 * 400 (not 401): the user is signed in, the input is wrong.
 */
export const verifyCurrentPassword = async ({
  db,
  user,
  password,
  failureLimit,
}: {
  db: Db;
  user: SessionUser;
  password: string;
  failureLimit: number;
}): Promise<void> => {
  const attempt = await countLoginAttempt(db, loginFailureKey(user.id, user.username), failureLimit);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AppError('bad_request', CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  await attempt.succeeded();
};
