import { eq } from 'drizzle-orm';
import type { CheckoutResponse, LocalCheckout } from '@/contracts/credits';
import type { AppContext } from '../../context';
import { checkoutSessions, creditPackages } from '../../db/schema';
import { AppError } from '../../errors';
import { CHECKOUT_SESSION_NOT_FOUND } from './get-checkout-session';
import { processPaymentEvent } from './process-payment-event';

// The TEST MODE checkout page (PAYMENTS_PROVIDER=local): the page's data, Pay and Cancel. Pay and Cancel build the
// same PaymentEvent a Stripe webhook would and go through processPaymentEvent, so local purchases exercise the real
// fulfilment path.

export const CHECKOUT_EXPIRED = 'This checkout session was cancelled. Please start a new purchase.';
export const CHECKOUT_ALREADY_PAID = 'This checkout session is already paid.';

const LOCAL = 'local';

const findOwnLocalSession = async (db: AppContext['db'], userId: number, sessionId: string) => {
  const [row] = await db
    .select({
      session: checkoutSessions,
      packageName: creditPackages.name,
      packageDescription: creditPackages.description,
    })
    .from(checkoutSessions)
    .innerJoin(creditPackages, eq(creditPackages.id, checkoutSessions.packageId))
    .where(eq(checkoutSessions.id, sessionId));
  if (!row || row.session.userId !== userId || row.session.provider !== LOCAL)
    throw new AppError('not_found', CHECKOUT_SESSION_NOT_FOUND);
  return row;
};

export const getLocalCheckout = async ({
  db,
  userId,
  sessionId,
}: {
  db: AppContext['db'];
  userId: number;
  sessionId: string;
}): Promise<LocalCheckout> => {
  const { session, packageName, packageDescription } = await findOwnLocalSession(db, userId, sessionId);
  return {
    id: session.id,
    packageName,
    packageDescription,
    credits: session.credits,
    amountTotal: session.amountTotal,
    currency: session.currency,
    status: session.status,
    payment_status: session.paymentStatus,
  };
};

export const payLocalCheckout = async ({
  ctx,
  userId,
  sessionId,
}: {
  ctx: Pick<AppContext, 'db' | 'hooks' | 'log'>;
  userId: number;
  sessionId: string;
}): Promise<CheckoutResponse> => {
  const { session } = await findOwnLocalSession(ctx.db, userId, sessionId);
  if (session.status === 'expired') throw new AppError('conflict', CHECKOUT_EXPIRED);
  // a second click replays the same event id: processed once
  await processPaymentEvent({
    ctx,
    provider: LOCAL,
    event: {
      id: `local:${session.id}:paid`,
      type: 'checkout.session.completed',
      sessionId: session.id,
      paymentStatus: 'paid',
    },
  });
  return { url: `/purchase-success?session_id=${encodeURIComponent(session.id)}` };
};

export const cancelLocalCheckout = async ({
  ctx,
  userId,
  sessionId,
}: {
  ctx: Pick<AppContext, 'db' | 'hooks' | 'log'>;
  userId: number;
  sessionId: string;
}): Promise<CheckoutResponse> => {
  const { session } = await findOwnLocalSession(ctx.db, userId, sessionId);
  if (session.paymentStatus === 'paid') throw new AppError('conflict', CHECKOUT_ALREADY_PAID);
  await processPaymentEvent({
    ctx,
    provider: LOCAL,
    event: {
      id: `local:${session.id}:expired`,
      type: 'checkout.session.expired',
      sessionId: session.id,
      paymentStatus: 'unpaid',
    },
  });
  return { url: '/purchase-cancelled' };
};
