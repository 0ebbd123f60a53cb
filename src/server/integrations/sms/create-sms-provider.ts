import type { Config } from '../../config';
import { createOutboxSmsProvider } from './outbox-sms-provider';
import type { SmsProvider } from './sms-provider';
import { createTwilioSmsProvider } from './twilio-sms-provider';

export const SMS_STATUS_PATH = '/api/sms/status';

/** Twilio can only call back a public address: no callback for a local APP_URL. */
export const statusCallbackUrl = (appUrl: string): string | null => {
  const host = new URL(appUrl).hostname;
  const local = host === 'localhost' || host.endsWith('.localhost') || /^(127\.|10\.|192\.168\.|0\.0\.0\.0)/.test(host);
  return local ? null : `${appUrl}${SMS_STATUS_PATH}`;
};

export const createSmsProvider = async (config: Config): Promise<SmsProvider> =>
  config.sms.provider === 'twilio'
    ? createTwilioSmsProvider({ ...config.sms, statusCallbackUrl: statusCallbackUrl(config.appUrl) })
    : createOutboxSmsProvider();
