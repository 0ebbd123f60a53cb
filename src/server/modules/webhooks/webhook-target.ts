import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@/contracts/webhooks';
import type { Config } from '../../config';
import { AppError } from '../../errors';

/**
 * Where a webhook may point (SSRF). In production: https only, and never an address inside our network — loopback,
 * private, link-local (cloud metadata), carrier-grade NAT, multicast, reserved — whatever name leads there: every
 * address a name resolves to is checked, at registration and again at each delivery, and the connection goes to the
 * address that was checked (a DNS answer that changes in between cannot redirect it). In development and tests,
 * http://localhost is allowed too, and local addresses are (the receivers there are local).
 */
export interface WebhookTargetPolicy {
  allowLocal: boolean;
}

export const webhookTargetPolicy = (config: Pick<Config, 'nodeEnv'>): WebhookTargetPolicy => ({
  allowLocal: config.nodeEnv === 'development' || config.nodeEnv === 'test',
});

// one list per family: a BlockList checks IPv4 addresses against IPv6 rules too (as ::ffff:a.b.c.d), which the
// mapped-address rule below would then match for every IPv4 address
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blockedV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and -translated addresses reach IPv4 hosts: refused whole rather than decoded
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blockedV6.addSubnet(network, prefix, 'ipv6');

/** True for an address inside a private, loopback, link-local or otherwise non-public range. */
export const isNonPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? blockedV4.check(address, 'ipv4') : blockedV6.check(address, 'ipv6');
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Checks a URL's form (before any network): scheme, no credentials. Throws a 400 the settings card shows. */
export const parseWebhookUrl = (raw: string, policy: WebhookTargetPolicy): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('bad_request', WEBHOOK_MESSAGES.invalidUrl, { url: WEBHOOK_MESSAGES.invalidUrl });
  }
  const localHttp = url.protocol === 'http:' && policy.allowLocal && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !localHttp)
    throw new AppError('bad_request', WEBHOOK_MESSAGES.httpsOnly, { url: WEBHOOK_MESSAGES.httpsOnly });
  if (url.username || url.password)
    throw new AppError('bad_request', WEBHOOK_MESSAGES.credentials, { url: WEBHOOK_MESSAGES.credentials });
  return url;
};

export class WebhookTargetRefused extends Error {
  constructor(message: string = WEBHOOK_MESSAGES.privateAddress) {
    super(message);
    this.name = 'WebhookTargetRefused';
  }
}

type LookupFn = typeof dnsLookup;

/**
 * A `lookup` for http.request that resolves every address of the name and refuses the connection when any of them is
 * not public (unless the policy allows local targets); the socket then connects to the checked address.
 */
export const checkedLookup = (policy: WebhookTargetPolicy, resolve: LookupFn = dnsLookup): LookupFn =>
  ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const all = addresses as unknown as LookupAddress[];
      if (all.length === 0) return callback(new WebhookTargetRefused(`${hostname} has no address.`));
      if (!policy.allowLocal && all.some((a) => isNonPublicAddress(a.address)))
        return callback(new WebhookTargetRefused());
      if ((options as { all?: boolean }).all) return callback(null, all);
      return callback(null, all[0]!.address, all[0]!.family);
    });
  }) as LookupFn;

/** The host's addresses, all public (or the policy allows local ones): the check at registration. */
export const assertPublicTarget = async (
  url: URL,
  policy: WebhookTargetPolicy,
  resolve: LookupFn = dnsLookup,
): Promise<void> => {
  if (policy.allowLocal) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isNonPublicAddress(host)) throw new WebhookTargetRefused();
    return;
  }
  await new Promise<void>((done, fail) =>
    checkedLookup(policy, resolve)(host, {}, (error: NodeJS.ErrnoException | null) => (error ? fail(error) : done())),
  );
};
