import type RequestClient from 'twilio/lib/base/RequestClient';
import type { SmsProvider, SmsSendResult, SmsStatus } from './sms-provider';

type RequestOptions<T> = RequestClient.RequestOptions<T>;

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  fromNumber: string | undefined;
  messagingServiceSid: string | undefined;
  /** points the SDK at another host (a fake server in tests) */
  apiBase: string | undefined;
  /** where Twilio posts delivery statuses; null when the app has no public URL */
  statusCallbackUrl: string | null;
}

const KNOWN_STATUSES = new Set<SmsStatus>([
  'accepted',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
]);
export const toSmsStatus = (status: unknown): SmsStatus =>
  KNOWN_STATUSES.has(status as SmsStatus) ? (status as SmsStatus) : 'queued';

/** Twilio through its SDK; the request client is swapped when `apiBase` is set so tests run against a local fake. */
export const createTwilioSmsProvider = async (options: TwilioOptions): Promise<SmsProvider> => {
  // the SDK is large: load it only when Twilio is the configured provider
  const { default: twilio } = await import('twilio');
  const apiBase = options.apiBase?.replace(/\/+$/, '');
  class BaseUrlRequestClient extends twilio.RequestClient {
    override request<T>(opts: RequestOptions<T>) {
      const uri = apiBase ? opts.uri.replace(/^https:\/\/[^/]*\.twilio\.com/, apiBase) : opts.uri;
      return super.request<T>({ ...opts, uri });
    }
  }
  const client = twilio(options.accountSid, options.authToken, {
    httpClient: new BaseUrlRequestClient({ timeout: 15_000 }),
  });

  return {
    name: 'twilio',
    send: async ({ to, body }): Promise<SmsSendResult> => {
      try {
        const message = await client.messages.create({
          to,
          body,
          ...(options.messagingServiceSid
            ? { messagingServiceSid: options.messagingServiceSid }
            : { from: options.fromNumber as string }),
          ...(options.statusCallbackUrl ? { statusCallback: options.statusCallbackUrl } : {}),
        });
        return { status: toSmsStatus(message.status), providerMessageId: message.sid, error: null };
      } catch (error) {
        const e = error as { status?: number; code?: number; message?: string };
        return {
          status: 'failed',
          providerMessageId: null,
          error: `${e.code ?? e.status ?? 'error'}: ${e.message ?? String(error)}`.slice(0, 500),
          permanent: typeof e.status === 'number' && e.status >= 400 && e.status < 500,
        };
      }
    },
    verifyStatusCallback: ({ signature, url, params }) =>
      signature !== undefined && twilio.validateRequest(options.authToken, signature, url, params),
  };
};
