import type { lookup, LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@/contracts/webhooks';
import { postWebhook } from './post-webhook';
import { signatureHeader, verifySignature } from './sign-webhook';
import { assertPublicTarget, isNonPublicAddress, parseWebhookUrl, webhookTargetPolicy } from './webhook-target';
import { startReceiver } from './webhook-test-receiver';

const production = webhookTargetPolicy({ nodeEnv: 'production' });
const development = webhookTargetPolicy({ nodeEnv: 'development' });

/** A DNS stand-in: the name resolves to these addresses. */
const resolvesTo = (...addresses: string[]) =>
  ((_host: string, _options: object, callback: (error: null, all: LookupAddress[]) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as unknown as typeof lookup;

describe('webhook targets (SSRF)', () => {
  it('knows which addresses are not public', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:7f00:1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ])
      expect(isNonPublicAddress(address), address).toBe(true);
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isNonPublicAddress(address), address).toBe(false);
  });

  it('takes https only in production, http://localhost too in development, never credentials', () => {
    expect(parseWebhookUrl('https://hooks.example.com/punchlist', production).hostname).toBe('hooks.example.com');
    for (const url of ['http://hooks.example.com/x', 'http://localhost:4000/x', 'ftp://hooks.example.com/'])
      expect(() => parseWebhookUrl(url, production), url).toThrow(WEBHOOK_MESSAGES.httpsOnly);
    expect(parseWebhookUrl('http://localhost:4000/x', development).port).toBe('4000');
    expect(() => parseWebhookUrl('http://192.168.1.5/x', development)).toThrow(WEBHOOK_MESSAGES.httpsOnly);
    expect(() => parseWebhookUrl('https://user:pw@hooks.example.com/', production)).toThrow(
      WEBHOOK_MESSAGES.credentials,
    );
    expect(() => parseWebhookUrl('not a url', production)).toThrow(WEBHOOK_MESSAGES.invalidUrl);
  });

  it('refuses a name when any of its addresses is private, and private IP literals, in production', async () => {
    const url = new URL('https://hooks.example.com/x');
    await expect(assertPublicTarget(url, production, resolvesTo('93.184.215.14'))).resolves.toBeUndefined();
    await expect(assertPublicTarget(url, production, resolvesTo('93.184.215.14', '10.0.0.7'))).rejects.toThrow(
      WEBHOOK_MESSAGES.privateAddress,
    );
    await expect(assertPublicTarget(url, production, resolvesTo('::1'))).rejects.toThrow(
      WEBHOOK_MESSAGES.privateAddress,
    );
    for (const literal of ['https://169.254.169.254/latest', 'https://[::1]/x', 'https://127.0.0.1/x'])
      await expect(assertPublicTarget(new URL(literal), production), literal).rejects.toThrow(
        WEBHOOK_MESSAGES.privateAddress,
      );
  });
});

describe('sending to a target', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('never connects to a loopback receiver under the production policy, by name or by address', async () => {
    const port = new URL(receiver.url).port;
    for (const url of [`https://localhost:${port}/hook`, `https://127.0.0.1:${port}/hook`]) {
      const outcome = await postWebhook({ url, body: '{}', headers: {}, policy: production });
      expect(outcome, url).toEqual({ ok: false, status: null, error: WEBHOOK_MESSAGES.privateAddress });
    }
    expect(receiver.received).toHaveLength(0);
    // the same receiver is reached when local targets are allowed (development)
    const allowed = await postWebhook({ url: `${receiver.url}/hook`, body: '{}', headers: {}, policy: development });
    expect(allowed).toEqual({ ok: true, status: 200, error: null });
    expect(receiver.received).toHaveLength(1);
  });

  it('signs as Stripe does: t and v1 over "t.body", rejected when altered, stale or signed with another key', () => {
    const now = Date.now();
    const t = Math.floor(now / 1000);
    const header = signatureHeader('whsec_a', '{"id":1}', t);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_a', '{"id":1}', header, { now })).toBe(true);
    expect(verifySignature('whsec_a', '{"id":2}', header, { now })).toBe(false);
    expect(verifySignature('whsec_b', '{"id":1}', header, { now })).toBe(false);
    expect(verifySignature('whsec_a', '{"id":1}', header, { now: now + 10 * 60_000 })).toBe(false);
    expect(verifySignature('whsec_a', '{"id":1}', undefined, { now })).toBe(false);
  });
});
