import { eq, sql } from 'drizzle-orm';
import { CREDIT_MESSAGES, type UnlockResponse } from '@/contracts/credits';
import { type AppContext, emit } from '../../context';
import { creditLedger, reports } from '../../db/schema';
import { AppError } from '../../errors';
import { getCreditBalance } from './get-credit-balance';
import { takeFromBalance } from './credit-account';

export const REPORT_NOT_FOUND = 'Report not found';
export const UNLOCK_NOT_COMPLETED = 'This report can be unlocked once its analysis has completed.';

/**
 * Spends 1 credit for lifetime full access to one report, in one transaction:
 *  1. the usage ledger row — unique per report, so a concurrent second unlock waits on it and then does nothing
 *     (already unlocked, no second charge);
 *  2. a conditional decrement (`balance >= 1`) — no row means insufficient credits (402) and the whole
 *     transaction, ledger row included, rolls back;
 *  3. reports.unlocked_at.
 */
export const unlockReport = async ({
  ctx,
  userId,
  reportId,
}: {
  ctx: Pick<AppContext, 'db' | 'hooks' | 'log'>;
  userId: number;
  reportId: number;
}): Promise<UnlockResponse> => {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        userId: reports.userId,
        status: reports.status,
        filename: reports.filename,
        unlockedAt: reports.unlockedAt,
      })
      .from(reports)
      .where(eq(reports.id, reportId));
    // owner only: someone else's report does not exist for this user
    if (!report || report.userId !== userId) throw new AppError('not_found', REPORT_NOT_FOUND);
    if (report.unlockedAt) return { charged: false, filename: report.filename };
    if (report.status !== 'completed') throw new AppError('conflict', UNLOCK_NOT_COMPLETED);

    const [entry] = await tx
      .insert(creditLedger)
      .values({ userId, type: 'usage', amount: -1, description: `Unlocked report: ${report.filename}`, reportId })
      .onConflictDoNothing()
      .returning({ id: creditLedger.id });
    if (!entry) return { charged: false, filename: report.filename };

    const balance = await takeFromBalance(tx, userId, 1, { used: true });
    if (balance === null) throw new AppError('payment_required', CREDIT_MESSAGES.insufficient);
    await tx
      .update(reports)
      .set({ unlockedAt: sql`now()` })
      .where(eq(reports.id, reportId));
    return { charged: true, filename: report.filename, balance };
  });

  if (!outcome.charged) {
    const { balance } = await getCreditBalance({ db: ctx.db, userId });
    return { alreadyPurchased: true, balance };
  }
  await emit(ctx, 'reportUnlocked', { userId, reportId, filename: outcome.filename });
  return { alreadyPurchased: false, balance: outcome.balance ?? 0 };
};
