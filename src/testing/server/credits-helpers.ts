import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '@/server/db/client';
import { creditAccounts, creditLedger, reports } from '@/server/db/schema';

// Shared by this module's integration tests.

/** A report row as the analysis would leave it (the unlock only reads owner, status and filename). */
export const insertReport = async (
  db: Db,
  userId: number,
  options: { status?: 'processing' | 'completed' | 'failed'; filename?: string } = {},
): Promise<number> => {
  const [row] = await db
    .insert(reports)
    .values({
      userId,
      filename: options.filename ?? 'inspection.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1234,
      status: options.status ?? 'completed',
      stage: options.status === 'processing' ? 'analyzing' : 'done',
    })
    .returning({ id: reports.id });
  return row!.id;
};

/**
 * The ledger invariants, for every account: the balance is the sum of the ledger, never negative; total purchased
 * is the sum of purchases; total used is the number of unlocks; at most one usage entry per report.
 */
export const expectLedgerInvariants = async (db: Db): Promise<void> => {
  const accounts = await db.select().from(creditAccounts);
  for (const account of accounts) {
    const [sums] = await db
      .select({
        total: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int`,
        purchased: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.type} = 'purchase'), 0)::int`,
        used: sql<number>`coalesce(-sum(${creditLedger.amount}) filter (where ${creditLedger.type} = 'usage'), 0)::int`,
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, account.userId));
    expect(account.balance).toBeGreaterThanOrEqual(0);
    expect(account.balance, `balance of user ${account.userId}`).toBe(sums!.total);
    expect(account.totalPurchased).toBe(sums!.purchased);
    expect(account.totalUsed).toBe(sums!.used);
  }
  const duplicates = await db
    .select({ reportId: creditLedger.reportId, n: sql<number>`count(*)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.type, 'usage'))
    .groupBy(creditLedger.reportId)
    .having(sql`count(*) > 1`);
  expect(duplicates).toEqual([]);
};
