import { z } from 'zod';
import {
  attemptWebhookDelivery,
  WEBHOOK_RETRY_DELAY_SECONDS,
  WEBHOOK_RETRY_LIMIT,
} from '../modules/webhooks/attempt-webhook-delivery';
import { DELIVER_WEBHOOK_JOB } from '../modules/webhooks/enqueue-webhook-event';
import type { JobDefinition } from './workers';

const DataSchema = z.object({ deliveryId: z.number().int().positive() });

/**
 * One job per webhook event. A failed attempt fails the job, and pg-boss retries it with doubling delays (about 1, 2,
 * 4 … minutes, jittered); the attempt itself gives up once the event is 24 hours old.
 */
export const deliverWebhookJob: JobDefinition = {
  name: DELIVER_WEBHOOK_JOB,
  queue: {
    retryLimit: WEBHOOK_RETRY_LIMIT,
    retryDelay: WEBHOOK_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    // an attempt waits 10 s at most for the receiver
    expireInSeconds: 120,
  },
  work: async (ctx, data) => {
    const { deliveryId } = DataSchema.parse(data);
    const outcome = await attemptWebhookDelivery(ctx, deliveryId);
    if (outcome === 'retry') throw new Error('webhook delivery failed; the queue retries it');
    return { outcome };
  },
};
