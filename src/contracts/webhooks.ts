import { z } from 'zod';
import { IdSchema, IsoDateSchema, text } from './common';

export const WEBHOOK_EVENT_TYPES = ['report.completed', 'report.failed', 'webhook.test'] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe's does. */
export const WEBHOOK_SIGNATURE_HEADER = 'Punchlist-Signature';

/** The JSON body of every delivery (what receivers parse after checking the signature). */
export const WebhookEventSchema = z.object({
  /** evt_…: the same on every retry of one event; deduplicate by it */
  id: z.string(),
  type: WebhookEventTypeSchema,
  createdAt: IsoDateSchema,
  data: z.object({
    reportId: IdSchema.nullable(),
    status: z.enum(['completed', 'failed', 'test']),
    failureReason: z.string().nullable(),
  }),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export const WebhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'retrying', 'failed']);

export const WebhookDeliverySchema = z.object({
  id: IdSchema,
  eventId: z.string(),
  eventType: WebhookEventTypeSchema,
  reportId: IdSchema.nullable(),
  status: WebhookDeliveryStatusSchema,
  attempts: z.number().int(),
  /** the receiver's last HTTP status, null when it was not reached */
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: IsoDateSchema,
  lastAttemptAt: IsoDateSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookEndpointSchema = z.object({
  url: z.string(),
  /** whsec_…: the key receivers verify signatures with */
  secret: z.string(),
  createdAt: IsoDateSchema,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookStateSchema = z.object({
  endpoint: WebhookEndpointSchema.nullable(),
  /** the latest deliveries, newest first */
  deliveries: z.array(WebhookDeliverySchema),
});
export type WebhookState = z.infer<typeof WebhookStateSchema>;

export const SaveWebhookSchema = z.object({
  url: text().trim().min(1, 'Enter the URL to send events to.').max(2000, 'That URL is too long.'),
});

export const WEBHOOK_MESSAGES = {
  invalidUrl: 'Enter a full URL starting with https://.',
  httpsOnly: 'The webhook URL must use https:// (http:// is allowed only for localhost in development).',
  credentials: 'The webhook URL cannot contain a user name or password.',
  privateAddress: 'The webhook URL must point to a public internet address.',
  notFound: 'Add a webhook URL first.',
} as const;
