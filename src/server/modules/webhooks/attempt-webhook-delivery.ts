import { eq } from 'drizzle-orm';
import { WEBHOOK_SIGNATURE_HEADER } from '@/contracts/webhooks';
import type { AppContext } from '../../context';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { postWebhook } from './post-webhook';
import { signatureHeader } from './sign-webhook';
import { webhookTargetPolicy } from './webhook-target';

/** Retries after the first attempt; with the queue's doubling delays from one minute they span about 17–34 hours. */
export const WEBHOOK_RETRY_LIMIT = 10;
export const WEBHOOK_RETRY_DELAY_SECONDS = 60;
/** No attempt is made more than this long after the event: its news is stale by then. */
export const WEBHOOK_GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

export type AttemptOutcome = 'delivered' | 'retry' | 'failed';

/**
 * One delivery attempt of a recorded event to the user's current webhook URL, signed afresh (a new timestamp). The
 * log row says how it went; 'retry' tells the job to fail so the queue tries again later.
 */
export const attemptWebhookDelivery = async (
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  deliveryId: number,
  now: Date = new Date(),
): Promise<AttemptOutcome> => {
  const [delivery] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  if (!delivery || delivery.status === 'delivered' || delivery.status === 'failed') return 'failed';
  const finish = async (values: Partial<typeof webhookDeliveries.$inferInsert>) => {
    await ctx.db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, deliveryId));
  };
  const [endpoint] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, delivery.userId))
    .limit(1);
  if (!endpoint) {
    await finish({ status: 'failed', error: 'The webhook was removed before the event could be delivered.' });
    return 'failed';
  }
  if (now.getTime() - delivery.createdAt.getTime() > WEBHOOK_GIVE_UP_AFTER_MS) {
    await finish({ status: 'failed', error: `${delivery.error ?? 'Not delivered'} Gave up after 24 hours.` });
    return 'failed';
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const outcome = await postWebhook({
    url: endpoint.url,
    body: delivery.payload,
    policy: webhookTargetPolicy(ctx.config),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Punchlist-Webhooks/1.0',
      [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(endpoint.secret, delivery.payload, timestamp),
      'punchlist-event-id': delivery.eventId,
    },
  });
  const attempts = delivery.attempts + 1;
  const common = { attempts, responseStatus: outcome.status, lastAttemptAt: now };
  if (outcome.ok) {
    await finish({ ...common, status: 'delivered', error: null, deliveredAt: now });
    return 'delivered';
  }
  const last = attempts > WEBHOOK_RETRY_LIMIT;
  await finish({ ...common, status: last ? 'failed' : 'retrying', error: outcome.error });
  ctx.log.info({ deliveryId, attempts, error: outcome.error }, 'webhook delivery attempt failed');
  return last ? 'failed' : 'retry';
};
