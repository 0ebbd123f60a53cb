import { eq } from 'drizzle-orm';
import type { CreditBalance } from '@/contracts/credits';
import type { Db } from '../../db/client';
import { creditAccounts } from '../../db/schema';

/** A user without an account yet has nothing: zeros, not an error. */
export const getCreditBalance = async ({ db, userId }: { db: Db; userId: number }): Promise<CreditBalance> => {
  const [row] = await db
    .select({
      balance: creditAccounts.balance,
      totalPurchased: creditAccounts.totalPurchased,
      totalUsed: creditAccounts.totalUsed,
    })
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId));
  return row ?? { balance: 0, totalPurchased: 0, totalUsed: 0 };
};
