import { eq } from 'drizzle-orm';
import type { CheckoutSessionResult } from '@/contracts/credits';
import type { Db } from '../../db/client';
import { checkoutSessions } from '../../db/schema';
import { AppError } from '../../errors';

export const CHECKOUT_SESSION_NOT_FOUND = 'Checkout session not found';

/** The purchase-success page's data: our own record (credited only by the fulfilment path), owner only. */
export const getCheckoutSession = async ({
  db,
  userId,
  sessionId,
}: {
  db: Db;
  userId: number;
  sessionId: string;
}): Promise<CheckoutSessionResult> => {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  if (!row || row.userId !== userId) throw new AppError('not_found', CHECKOUT_SESSION_NOT_FOUND);
  return {
    payment_status: row.paymentStatus,
    credits: row.credits,
    amount_total: row.amountTotal,
    currency: row.currency,
    reportId: row.reportId,
  };
};
