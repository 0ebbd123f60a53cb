import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditAccounts } from '../../db/schema';

/** A drizzle transaction (or the database itself): the operations below run inside their caller's transaction. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Adds credits to a balance, creating the account on first use (race-free upsert). Returns the new balance. */
export const addToBalance = async (
  tx: DbExecutor,
  userId: number,
  credits: number,
  options: { purchased?: boolean } = {},
): Promise<number> => {
  const purchased = options.purchased ? credits : 0;
  const [row] = await tx
    .insert(creditAccounts)
    .values({ userId, balance: credits, totalPurchased: purchased })
    .onConflictDoUpdate({
      target: creditAccounts.userId,
      set: {
        balance: sql`${creditAccounts.balance} + ${credits}`,
        totalPurchased: sql`${creditAccounts.totalPurchased} + ${purchased}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ balance: creditAccounts.balance });
  if (!row) throw new Error('credit account upsert returned no row');
  return row.balance;
};

/**
 * Takes credits only if the balance covers them (a conditional update: concurrent spenders queue on the row and
 * re-check). Returns the new balance, or null when the balance was too low (or there is no account).
 */
export const takeFromBalance = async (
  tx: DbExecutor,
  userId: number,
  credits: number,
  options: { used?: boolean } = {},
): Promise<number | null> => {
  const used = options.used ? credits : 0;
  const [row] = await tx
    .update(creditAccounts)
    .set({
      balance: sql`${creditAccounts.balance} - ${credits}`,
      totalUsed: sql`${creditAccounts.totalUsed} + ${used}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(creditAccounts.userId, userId), gte(creditAccounts.balance, credits)))
    .returning({ balance: creditAccounts.balance });
  return row ? row.balance : null;
};
