import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type WebhookDelivery, type WebhookEvent, WebhookEventSchema } from '@/contracts/webhooks';
import type { AppContext } from '../../context';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { toWebhookDeliveryDto } from './webhook-dto';

export const DELIVER_WEBHOOK_JOB = 'deliver-webhook';

export interface DeliverWebhookJobData {
  deliveryId: number;
}

/**
 * Records an event for the user's webhook and queues its delivery (never inside a transaction). Nothing happens for
 * a user without a webhook. The body is fixed here, so every retry sends (and signs) the same bytes.
 */
export const enqueueWebhookEvent = async (
  ctx: Pick<AppContext, 'db' | 'queue' | 'log'>,
  event: { userId: number; type: WebhookEvent['type']; data: WebhookEvent['data'] },
  now: Date = new Date(),
): Promise<WebhookDelivery | null> => {
  const [endpoint] = await ctx.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, event.userId))
    .limit(1);
  if (!endpoint) return null;
  const eventId = `evt_${randomBytes(12).toString('hex')}`;
  const payload = JSON.stringify(
    WebhookEventSchema.parse({ id: eventId, type: event.type, createdAt: now.toISOString(), data: event.data }),
  );
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({ userId: event.userId, eventId, eventType: event.type, payload, createdAt: now })
    .returning();
  try {
    if (!ctx.queue) throw new Error('this process has no job queue');
    const data: DeliverWebhookJobData = { deliveryId: row!.id };
    if (!(await ctx.queue.send(DELIVER_WEBHOOK_JOB, data))) throw new Error('the queue did not accept the job');
    return toWebhookDeliveryDto(row!);
  } catch (error) {
    ctx.log.error({ err: error, deliveryId: row!.id }, 'could not queue a webhook delivery');
    const [failed] = await ctx.db
      .update(webhookDeliveries)
      .set({ status: 'failed', error: 'Could not be queued for delivery.' })
      .where(eq(webhookDeliveries.id, row!.id))
      .returning();
    return toWebhookDeliveryDto(failed!);
  }
};
