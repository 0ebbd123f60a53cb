import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES, WebhookEventSchema } from '@/contracts/webhooks';
import { emit } from '../../context';
import { webhookDeliveries } from '../../db/schema';
import { deliverWebhookJob } from '../../jobs/deliver-webhook';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { attemptWebhookDelivery, WEBHOOK_RETRY_LIMIT } from './attempt-webhook-delivery';
import { DELIVER_WEBHOOK_JOB } from './enqueue-webhook-event';
import { startReceiver } from './webhook-test-receiver';

// Completion webhooks through the real app, the real job queue (its stored retry policy) and a receiver on
// 127.0.0.1 that checks signatures the way an integrator's code would, from the documented scheme alone.

/** The receiver's check, written from the docs (not with the server's helper). */
const receiverVerifies = (secret: string, body: string, header: string | string[] | undefined) => {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(header));
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex');
  return expected === match[2] && Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
};

describe('webhooks', () => {
  let t: TestApp;
  let user: TestClient;
  let userId: number;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp({}, { queue: true });
    receiver = await startReceiver(() => ({ status: 500 }));
    user = new TestClient(t.app);
    userId = (await user.register(uniqueName('hooks'))).id;
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('registers one URL with a signing secret, and refuses URLs it must not call', async () => {
    expect((await user.get('/api/webhook')).json()).toEqual({ endpoint: null, deliveries: [] });
    expect((await user.post('/api/webhook/test')).statusCode).toBe(404);
    for (const [url, message] of [
      ['http://hooks.example.com/x', WEBHOOK_MESSAGES.httpsOnly],
      ['ftp://hooks.example.com/x', WEBHOOK_MESSAGES.httpsOnly],
      ['https://me:pw@hooks.example.com/x', WEBHOOK_MESSAGES.credentials],
      ['hooks', WEBHOOK_MESSAGES.invalidUrl],
    ]) {
      const refused = await user.put('/api/webhook', { url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const saved = await user.put('/api/webhook', { url: `${receiver.url}/hook` });
    expect(saved.statusCode).toBe(200);
    secret = saved.json().secret;
    expect(secret).toMatch(/^whsec_/);
    // a new URL keeps the secret
    const moved = await user.put('/api/webhook', { url: `${receiver.url}/hooks/punchlist` });
    expect(moved.json()).toEqual(expect.objectContaining({ url: `${receiver.url}/hooks/punchlist`, secret }));
  });

  it('delivers report.completed signed, retried by the queue with backoff after a 500, logged for the user', async () => {
    await emit(t.ctx, 'analysisFinished', {
      userId,
      reportId: 4242,
      filename: 'house.pdf',
      status: 'completed',
      deficiencyCount: 3,
      hasFullAccess: true,
      failureReason: null,
    });
    const [delivery] = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, userId));
    expect(delivery).toEqual(expect.objectContaining({ eventType: 'report.completed', status: 'pending' }));
    // the job waits in pg-boss with the retry policy (doubling delays from a minute, 10 retries)
    const { rows } = (await t.ctx.db.execute(
      sql`select data, retry_limit, retry_delay, retry_backoff from pgboss.job where name = ${DELIVER_WEBHOOK_JOB}`,
    )) as unknown as { rows: { data: unknown; retry_limit: number; retry_delay: number; retry_backoff: boolean }[] };
    expect(rows).toEqual([
      { data: { deliveryId: delivery!.id }, retry_limit: WEBHOOK_RETRY_LIMIT, retry_delay: 60, retry_backoff: true },
    ]);

    // first attempt: the receiver answers 500, so the job fails and the queue will retry it
    await expect(deliverWebhookJob.work(t.ctx, { deliveryId: delivery!.id })).rejects.toThrow(/retries/);
    let log = (await user.get('/api/webhook')).json().deliveries;
    expect(log[0]).toEqual(
      expect.objectContaining({ reportId: 4242, status: 'retrying', attempts: 1, responseStatus: 500 }),
    );
    expect(log[0].error).toBe('The receiver answered 500.');

    // the retry: the receiver is back
    receiver.setAnswer(() => ({ status: 204 }));
    expect(await deliverWebhookJob.work(t.ctx, { deliveryId: delivery!.id })).toEqual({ outcome: 'delivered' });
    log = (await user.get('/api/webhook')).json().deliveries;
    expect(log[0]).toEqual(expect.objectContaining({ status: 'delivered', attempts: 2, responseStatus: 204 }));

    expect(receiver.received).toHaveLength(2);
    for (const request of receiver.received) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/hooks/punchlist');
      expect(request.headers['content-type']).toBe('application/json');
      expect(receiverVerifies(secret, request.body, request.headers['punchlist-signature'])).toBe(true);
      expect(receiverVerifies('whsec_wrong', request.body, request.headers['punchlist-signature'])).toBe(false);
    }
    // the same event (same id and bytes) on every attempt
    expect(receiver.received[0]!.body).toBe(receiver.received[1]!.body);
    const event = WebhookEventSchema.parse(JSON.parse(receiver.received[1]!.body));
    expect(event).toEqual({
      id: delivery!.eventId,
      type: 'report.completed',
      createdAt: expect.any(String),
      data: { reportId: 4242, status: 'completed', failureReason: null },
    });
    expect(receiver.received[1]!.headers['punchlist-event-id']).toBe(event.id);
  });

  it('sends a test event from the button, and report.failed with its reason', async () => {
    receiver.received.length = 0;
    const test = await user.post('/api/webhook/test');
    expect(test.statusCode).toBe(202);
    expect(test.json()).toEqual(expect.objectContaining({ eventType: 'webhook.test', status: 'pending' }));
    expect(await attemptWebhookDelivery(t.ctx, test.json().id)).toBe('delivered');
    await emit(t.ctx, 'analysisFinished', {
      userId,
      reportId: 4343,
      filename: 'scan.pdf',
      status: 'failed',
      deficiencyCount: 0,
      hasFullAccess: false,
      failureReason: 'This PDF has no text.',
    });
    const failed = (await user.get('/api/webhook')).json().deliveries[0];
    expect(await attemptWebhookDelivery(t.ctx, failed.id)).toBe('delivered');
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type)).toEqual(['webhook.test', 'report.failed']);
    expect(bodies[1].data).toEqual({ reportId: 4343, status: 'failed', failureReason: 'This PDF has no text.' });
  });

  it('does not follow a redirect, and gives up on an event 24 hours old', async () => {
    const elsewhere = await startReceiver();
    receiver.setAnswer(() => ({ status: 307, headers: { location: `${elsewhere.url}/stolen` } }));
    const test = (await user.post('/api/webhook/test')).json();
    expect(await attemptWebhookDelivery(t.ctx, test.id)).toBe('retry');
    expect(elsewhere.received).toHaveLength(0);
    const [row] = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
    expect(row!.error).toBe('Redirects are not followed (the receiver answered 307).');
    await elsewhere.close();

    const dayLater = new Date(row!.createdAt.getTime() + 24 * 60 * 60 * 1000 + 1000);
    expect(await attemptWebhookDelivery(t.ctx, test.id, dayLater)).toBe('failed');
    const [final] = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
    expect(final!.status).toBe('failed');
    expect(final!.error).toContain('Gave up after 24 hours.');
  });

  it("keeps each user's webhook to themselves, and removes it with its log", async () => {
    const other = new TestClient(t.app);
    await other.register(uniqueName('other'));
    expect((await other.get('/api/webhook')).json()).toEqual({ endpoint: null, deliveries: [] });
    expect((await other.delete('/api/webhook')).statusCode).toBe(404);
    expect((await user.delete('/api/webhook')).statusCode).toBe(204);
    expect((await user.get('/api/webhook')).json()).toEqual({ endpoint: null, deliveries: [] });
  });
});
