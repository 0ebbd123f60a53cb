import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { json, startFakeServer } from '@/testing/fakes/fake-http-server';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { insertContractor, insertReport } from '@/testing/server/contractor-fixtures';
import { matchReportContractors } from './match-report-contractors';
import { NUMBER_REFUSED } from './message-one-contractor';

const SID = `AC${'2'.repeat(32)}`;
const TOKEN = 'twilio-int-auth-token';
const APP_URL = 'https://punchlist.example';
const CALLBACK = `${APP_URL}/api/sms/status`;

describe('messaging through Twilio (fake API) and its signed status callback', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let next = 0;
  let refuse = false;

  beforeAll(async () => {
    fake = await startFakeServer((request, response) => {
      if (refuse)
        return json(response, 400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
      const form = new URLSearchParams(request.body);
      json(response, 201, { sid: `SM${String(++next).padStart(32, '0')}`, status: 'queued', to: form.get('To') });
    });
    t = await createTestApp({
      APP_URL,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM_NUMBER: '+15005550006',
      TWILIO_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const setup = async () => {
    const client = new TestClient(t.app);
    // the app's origin is APP_URL here, not the test client's default
    const username = uniqueName('tw');
    const registered = await client.post(
      '/api/register',
      { username, email: `${username}@example.com`, password: 'correct-horse' },
      { origin: APP_URL },
    );
    const user = registered.json().user as { id: number };
    const contractorId = await insertContractor(t.ctx.db, {
      name: uniqueName('Wire'),
      trade: 'electrician',
      km: 1,
      rating: 5,
    });
    const report = await insertReport(t.ctx.db, user.id);
    await matchReportContractors({
      ctx: t.ctx,
      userId: user.id,
      reportId: report.reportId,
      property: { zip: '78701', state: 'TX', full: 'Austin, TX 78701' },
      deficiencies: [report.electrical],
    });
    return { client, report, contractorId };
  };

  const post = (client: TestClient, url: string, payload: unknown) => client.post(url, payload, { origin: APP_URL });

  const callback = (params: Record<string, string>, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sms/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams(params).toString(),
    });

  it('sends through Twilio, records the sid, and follows signed delivery statuses', async () => {
    const { client, report, contractorId } = await setup();
    const response = await post(
      client,
      `/api/reports/${report.reportId}/deficiencies/${report.electrical.id}/message-contractors`,
      {
        homeownerName: 'Dana',
        homeownerPhone: '512 555 0199',
        contractorIds: [contractorId],
      },
    );
    expect(response.json()).toEqual({ success: 1, total: 1 });
    const sent = new URLSearchParams(fake.requests.at(-1)!.body);
    expect(sent.get('To')).toBe('+15125550142');
    expect(sent.get('StatusCallback')).toBe(CALLBACK);
    expect(sent.get('Body')).toMatch(/^Hi Wire/);

    const [row] = await t.ctx.db.select().from(messages).where(eq(messages.reportId, report.reportId));
    expect(row).toMatchObject({ provider: 'twilio', status: 'queued' });
    const sid = row!.providerMessageId!;
    expect(sid).toMatch(/^SM/);

    const params = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: SID };
    const forged = await callback(params, 'not-a-signature');
    expect(forged.statusCode).toBe(403);
    const good = await callback(params, twilio.getExpectedTwilioSignature(TOKEN, CALLBACK, params));
    expect(good.statusCode).toBe(204);
    const [updated] = await t.ctx.db.select().from(messages).where(eq(messages.id, row!.id));
    expect(updated!.status).toBe('delivered');

    const failedParams = { MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' };
    await callback(failedParams, twilio.getExpectedTwilioSignature(TOKEN, CALLBACK, failedParams));
    const [failed] = await t.ctx.db.select().from(messages).where(eq(messages.id, row!.id));
    expect(failed).toMatchObject({ status: 'undelivered', error: '30003' });
  });

  it('reports a refused number on the single-contractor route and records the failure', async () => {
    const { client, report, contractorId } = await setup();
    refuse = true;
    try {
      const response = await post(client, `/api/contractors/${contractorId}/message`, {
        reportId: report.reportId,
        deficiencyId: report.electrical.id,
        homeownerName: 'Dana',
        homeownerPhone: '512 555 0199',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(NUMBER_REFUSED);
      const [row] = await t.ctx.db.select().from(messages).where(eq(messages.reportId, report.reportId));
      expect(row).toMatchObject({ status: 'failed', providerMessageId: null });
      expect(row!.error).toMatch(/^21610/);
      // the multi route counts it as not sent
      const multi = await post(
        client,
        `/api/reports/${report.reportId}/deficiencies/${report.electrical.id}/message-contractors`,
        {
          homeownerName: 'Dana',
          homeownerPhone: '512 555 0199',
          contractorIds: [contractorId],
        },
      );
      expect(multi.json()).toEqual({ success: 0, total: 1 });
    } finally {
      refuse = false;
    }
  });
});
