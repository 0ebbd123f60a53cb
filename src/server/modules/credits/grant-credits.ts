import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, users } from '../../db/schema';
import { AppError } from '../../errors';
import { addToBalance, takeFromBalance } from './credit-account';

export const GRANT_AMOUNT_INVALID = 'Enter a whole, non-zero number of credits.';
export const GRANT_WOULD_GO_NEGATIVE = 'The balance cannot go below zero.';

/**
 * Gives (or, with a negative amount, takes back) credits outside a purchase: the signup bonus, an admin's grant.
 * One transaction: the ledger entry and the balance change together; a removal never takes the balance below zero.
 */
export const grantCredits = async ({
  db,
  userId,
  amount,
  reason,
}: {
  db: Db;
  userId: number;
  amount: number;
  reason: string;
}): Promise<{ balance: number }> => {
  if (!Number.isInteger(amount) || amount === 0) throw new AppError('bad_request', GRANT_AMOUNT_INVALID);
  const why = reason.trim() || 'Adjustment';
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('not_found', 'User not found');
    const balance = amount > 0 ? await addToBalance(tx, userId, amount) : await takeFromBalance(tx, userId, -amount);
    if (balance === null) throw new AppError('conflict', GRANT_WOULD_GO_NEGATIVE);
    await tx.insert(creditLedger).values({
      userId,
      type: 'grant',
      amount,
      description: amount > 0 ? `Credit grant: ${why}` : `Credit grant (removal): ${why}`,
    });
    return { balance };
  });
};
