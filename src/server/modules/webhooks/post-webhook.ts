import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { AppError } from '../../errors';
import {
  checkedLookup,
  isNonPublicAddress,
  parseWebhookUrl,
  type WebhookTargetPolicy,
  WebhookTargetRefused,
} from './webhook-target';

export interface PostOutcome {
  ok: boolean;
  /** the receiver's HTTP status, null when it was not reached */
  status: number | null;
  error: string | null;
}

const TIMEOUT_MS = 10_000;

/**
 * One POST to a webhook URL. Redirects are never followed (a 3xx is a failed attempt: a receiver that moved says so
 * in its settings, and a redirect could lead anywhere); the target is checked against the policy, and the connection
 * goes to the address that passed the check (webhook-target.ts). Never throws: the outcome is logged for the user.
 */
export const postWebhook = ({
  url,
  body,
  headers,
  policy,
  timeoutMs = TIMEOUT_MS,
}: {
  url: string;
  body: string;
  headers: Record<string, string>;
  policy: WebhookTargetPolicy;
  timeoutMs?: number;
}): Promise<PostOutcome> =>
  new Promise((resolve) => {
    let target: URL;
    try {
      target = parseWebhookUrl(url, policy);
    } catch (error) {
      return resolve({ ok: false, status: null, error: (error as AppError).message });
    }
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!policy.allowLocal && isIP(literal) && isNonPublicAddress(literal))
      return resolve({ ok: false, status: null, error: new WebhookTargetRefused().message });

    const send = target.protocol === 'https:' ? https.request : http.request;
    const request = send(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: checkedLookup(policy),
      timeout: timeoutMs,
      // a fresh connection per attempt: no pooled socket to an address checked for another delivery
      agent: false,
    });
    request.on('response', (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) return resolve({ ok: true, status, error: null });
      const error =
        status >= 300 && status < 400
          ? `Redirects are not followed (the receiver answered ${status}).`
          : `The receiver answered ${status}.`;
      resolve({ ok: false, status, error });
    });
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs / 1000} seconds.`)));
    request.on('error', (error: NodeJS.ErrnoException) => {
      const message =
        error instanceof WebhookTargetRefused || error.message.startsWith('No answer')
          ? error.message
          : `Could not connect (${error.code ?? error.message}).`;
      resolve({ ok: false, status: null, error: message });
    });
    request.end(body);
  });
