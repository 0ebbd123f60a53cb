import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startFakeServer } from '@/testing/fakes/fake-http-server';
import { statusCallbackUrl } from './create-sms-provider';
import { createTwilioSmsProvider } from './twilio-sms-provider';

const SID = `AC${'1'.repeat(32)}`;
const TOKEN = 'twilio-test-auth-token';

describe('Twilio SMS through the real SDK against a fake API', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let answer: { status: number; body: unknown } = { status: 201, body: {} };
  beforeAll(async () => {
    fake = await startFakeServer((_request, response) => json(response, answer.status, answer.body));
  });
  afterAll(() => fake.close());

  const provider = (extra: { messagingServiceSid?: string; callback?: string | null } = {}) =>
    createTwilioSmsProvider({
      accountSid: SID,
      authToken: TOKEN,
      fromNumber: '+15005550006',
      messagingServiceSid: extra.messagingServiceSid,
      apiBase: fake.url,
      statusCallbackUrl: extra.callback === undefined ? 'https://punchlist.example/api/sms/status' : extra.callback,
    });

  it('posts the message form-encoded with Basic auth and returns the sid and status', async () => {
    answer = { status: 201, body: { sid: 'SM0001', status: 'queued', to: '+15125550142', body: 'hello' } };
    const result = await (await provider()).send({ to: '+15125550142', body: 'Hi Sparky, a project' });
    expect(result).toEqual({ status: 'queued', providerMessageId: 'SM0001', error: null });

    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    const form = new URLSearchParams(request.body);
    expect(form.get('To')).toBe('+15125550142');
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Body')).toBe('Hi Sparky, a project');
    expect(form.get('StatusCallback')).toBe('https://punchlist.example/api/sms/status');
  });

  it('uses a messaging service instead of a number when configured, and no callback without a public URL', async () => {
    answer = { status: 201, body: { sid: 'SM0002', status: 'accepted' } };
    await (await provider({ messagingServiceSid: 'MG123', callback: null })).send({ to: '+15125550142', body: 'x' });
    const form = new URLSearchParams(fake.requests.at(-1)!.body);
    expect(form.get('MessagingServiceSid')).toBe('MG123');
    expect(form.get('From')).toBeNull();
    expect(form.get('StatusCallback')).toBeNull();
  });

  it('reports a refused recipient as a permanent failure', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not valid.", status: 400 } };
    const result = await (await provider()).send({ to: '+15005550001', body: 'x' });
    expect(result.status).toBe('failed');
    expect(result.permanent).toBe(true);
    expect(result.error).toMatch(/^21211: /);
  });

  it('verifies status callbacks by their Twilio signature', async () => {
    const sms = await provider();
    const url = 'https://punchlist.example/api/sms/status';
    const params = { MessageSid: 'SM0001', MessageStatus: 'delivered' };
    const signature = twilio.getExpectedTwilioSignature(TOKEN, url, params);
    expect(sms.verifyStatusCallback!({ signature, url, params })).toBe(true);
    expect(sms.verifyStatusCallback!({ signature, url, params: { ...params, MessageStatus: 'failed' } })).toBe(false);
    expect(sms.verifyStatusCallback!({ signature: undefined, url, params })).toBe(false);
  });

  it('gives Twilio a callback URL only for a public app URL', () => {
    expect(statusCallbackUrl('https://punchlist.example')).toBe('https://punchlist.example/api/sms/status');
    expect(statusCallbackUrl('http://localhost:3000')).toBeNull();
    expect(statusCallbackUrl('http://127.0.0.1:3100')).toBeNull();
  });
});
