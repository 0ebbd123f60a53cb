import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CheckoutResponse } from '@/contracts/credits';
import type { AppContext } from '../../context';
import { checkoutSessions, creditPackages, reports } from '../../db/schema';
import { AppError } from '../../errors';

export const PACKAGE_NOT_FOUND = 'That credit package is not available.';
export const CHECKOUT_UNAVAILABLE = 'Unable to start checkout process. Please try again.';

const CURRENCY = 'usd';

/** Opens a checkout session with the configured provider for one package and records it as ours. */
export const createCheckout = async ({
  ctx,
  userId,
  packageId,
  reportId,
}: {
  ctx: Pick<AppContext, 'db' | 'config' | 'providers' | 'log'>;
  userId: number;
  packageId: number;
  reportId?: number;
}): Promise<CheckoutResponse> => {
  const [pkg] = await ctx.db
    .select()
    .from(creditPackages)
    .where(and(eq(creditPackages.id, packageId), eq(creditPackages.active, true)));
  if (!pkg) throw new AppError('not_found', PACKAGE_NOT_FOUND, { packageId: PACKAGE_NOT_FOUND });

  // only a hint for the success page: someone else's or a deleted report is dropped, never an error
  let forReport: number | null = null;
  if (reportId !== undefined) {
    const [report] = await ctx.db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.id, reportId), eq(reports.userId, userId)));
    forReport = report?.id ?? null;
  }

  const provider = ctx.providers.payments;
  const appUrl = ctx.config.appUrl;
  let created;
  try {
    created = await provider.createCheckout(
      {
        userId,
        packageId: pkg.id,
        name: pkg.name,
        description: pkg.description,
        amountCents: pkg.priceInCents,
        credits: pkg.credits,
        currency: CURRENCY,
      },
      {
        // Stripe fills {CHECKOUT_SESSION_ID} in itself
        successUrl: `${appUrl}/purchase-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${appUrl}/purchase-cancelled`,
        // one key per attempt: the SDK's network retries reuse it, so a retried request never opens two sessions
        idempotencyKey: `checkout:${userId}:${pkg.id}:${randomUUID()}`,
      },
    );
  } catch (error) {
    ctx.log.error({ err: error, provider: provider.name }, 'checkout session could not be created');
    throw new AppError('unavailable', CHECKOUT_UNAVAILABLE);
  }

  // the price and credits are copied: what the user was shown is what the session fulfils
  await ctx.db.insert(checkoutSessions).values({
    id: created.sessionId,
    provider: provider.name,
    userId,
    packageId: pkg.id,
    credits: pkg.credits,
    amountTotal: pkg.priceInCents,
    currency: CURRENCY,
    reportId: forReport,
  });
  return { url: created.url };
};
