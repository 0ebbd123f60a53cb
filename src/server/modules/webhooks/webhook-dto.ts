import { type WebhookDelivery, WebhookEventSchema, type WebhookEventType } from '@/contracts/webhooks';
import type { webhookDeliveries } from '../../db/schema';

export const toWebhookDeliveryDto = (row: typeof webhookDeliveries.$inferSelect): WebhookDelivery => {
  const event = WebhookEventSchema.safeParse(JSON.parse(row.payload));
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    reportId: event.success ? event.data.data.reportId : null,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
};
