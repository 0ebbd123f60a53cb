import { and, eq, ne, sql } from 'drizzle-orm';
import { type AppContext, emit } from '../../context';
import { checkoutSessions, creditLedger, creditPackages, paymentEvents } from '../../db/schema';
import type { PaymentEvent } from '../../integrations/payments/payment-provider';
import { addToBalance, type DbExecutor } from './credit-account';

export type PaymentEventOutcome = 'fulfilled' | 'already-fulfilled' | 'duplicate-event' | 'unknown-session' | 'updated';

// Stripe's advice: fulfil when the payment is not 'unpaid' (paid, or no payment required)
const isPaid = (event: PaymentEvent): boolean =>
  event.type === 'checkout.session.async_payment_succeeded' ||
  (event.type === 'checkout.session.completed' && event.paymentStatus !== 'unpaid');

const fulfil = async (
  tx: DbExecutor,
  session: typeof checkoutSessions.$inferSelect,
): Promise<'fulfilled' | 'already-fulfilled'> => {
  const [pkg] = await tx
    .select({ name: creditPackages.name })
    .from(creditPackages)
    .where(eq(creditPackages.id, session.packageId));
  const plural = session.credits === 1 ? 'credit' : 'credits';
  // unique per checkout session: a second fulfilment (another event, a race) inserts nothing and credits nothing
  const [entry] = await tx
    .insert(creditLedger)
    .values({
      userId: session.userId,
      type: 'purchase',
      amount: session.credits,
      description: `Purchased ${pkg?.name ?? 'credit package'} (${session.credits} ${plural})`,
      checkoutSessionId: session.id,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!entry) return 'already-fulfilled';
  await addToBalance(tx, session.userId, session.credits, { purchased: true });
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', paymentStatus: 'paid', fulfilledAt: sql`now()` })
    .where(eq(checkoutSessions.id, session.id));
  return 'fulfilled';
};

/**
 * The one fulfilment path for every provider (a verified Stripe webhook, the local TEST MODE Pay button).
 * Idempotent twice over, in one transaction: the event id is recorded first (a replay — even a concurrent one —
 * finds it and stops), and the purchase ledger row is unique per checkout session.
 */
export const processPaymentEvent = async ({
  ctx,
  provider,
  event,
}: {
  ctx: Pick<AppContext, 'db' | 'hooks' | 'log'>;
  provider: string;
  event: PaymentEvent;
}): Promise<PaymentEventOutcome> => {
  const result = await ctx.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, provider, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!recorded) return { outcome: 'duplicate-event' as const };

    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, event.sessionId), eq(checkoutSessions.provider, provider)));
    // not one of ours (another integration on the same account): acknowledged, nothing to do
    if (!session) return { outcome: 'unknown-session' as const };

    if (isPaid(event)) return { outcome: await fulfil(tx, session), session };

    // not paid (yet): record what the provider says, never downgrading a session already paid
    const update =
      event.type === 'checkout.session.expired'
        ? { status: 'expired' }
        : {
            status: 'complete',
            paymentStatus: event.type === 'checkout.session.completed' ? event.paymentStatus : 'unpaid',
          };
    await tx
      .update(checkoutSessions)
      .set(update)
      .where(and(eq(checkoutSessions.id, session.id), ne(checkoutSessions.paymentStatus, 'paid')));
    return { outcome: 'updated' as const };
  });

  if (result.outcome === 'fulfilled' && result.session) {
    await emit(ctx, 'creditsPurchased', {
      userId: result.session.userId,
      credits: result.session.credits,
      sessionId: result.session.id,
    });
  }
  ctx.log.info({ eventId: event.id, type: event.type, outcome: result.outcome }, 'payment event processed');
  return result.outcome;
};
