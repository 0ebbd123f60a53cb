import { desc, eq } from 'drizzle-orm';
import { WEBHOOK_MESSAGES, type WebhookEndpoint, type WebhookState } from '@/contracts/webhooks';
import type { AppContext } from '../../context';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { AppError } from '../../errors';
import { generateWebhookSecret } from './sign-webhook';
import { toWebhookDeliveryDto } from './webhook-dto';
import { assertPublicTarget, parseWebhookUrl, webhookTargetPolicy, WebhookTargetRefused } from './webhook-target';

/** how many deliveries the settings card lists */
export const DELIVERY_LOG_SIZE = 20;

const toEndpointDto = (row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint => ({
  url: row.url,
  secret: row.secret,
  createdAt: row.createdAt.toISOString(),
});

export const getWebhookState = async ({ db, userId }: Pick<AppContext, 'db'> & { userId: number }) => {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
  return {
    endpoint: endpoint ? toEndpointDto(endpoint) : null,
    deliveries: deliveries.map(toWebhookDeliveryDto),
  } satisfies WebhookState;
};

/** Sets the user's one webhook URL; its signing secret is made with the first URL and kept when the URL changes. */
export const saveWebhook = async ({
  ctx,
  userId,
  url,
}: {
  ctx: Pick<AppContext, 'db' | 'config'>;
  userId: number;
  url: string;
}): Promise<WebhookEndpoint> => {
  const policy = webhookTargetPolicy(ctx.config);
  const parsed = parseWebhookUrl(url, policy);
  try {
    await assertPublicTarget(parsed, policy);
  } catch (error) {
    const message =
      error instanceof WebhookTargetRefused ? error.message : `We could not find ${parsed.hostname}. Check the URL.`;
    throw new AppError('bad_request', message, { url: message });
  }
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({ userId, url: parsed.href, secret: generateWebhookSecret() })
    .onConflictDoUpdate({ target: webhookEndpoints.userId, set: { url: parsed.href, updatedAt: new Date() } })
    .returning();
  return toEndpointDto(row!);
};

/** Removes the webhook; the delivery log goes with it (events still queued then fail with a reason). */
export const deleteWebhook = async ({ db, userId }: Pick<AppContext, 'db'> & { userId: number }) => {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw new AppError('not_found', WEBHOOK_MESSAGES.notFound);
  await db.delete(webhookDeliveries).where(eq(webhookDeliveries.userId, userId));
};
