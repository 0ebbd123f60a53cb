import type { Config } from '../../config';
import type { EmailProvider } from './email-provider';
import { createOutboxEmailProvider } from './outbox-email-provider';
import { createSmtpEmailProvider } from './smtp-email-provider';

export const createEmailProvider = (config: Config): EmailProvider =>
  config.email.provider === 'smtp'
    ? createSmtpEmailProvider({ url: config.email.url, from: config.email.from })
    : createOutboxEmailProvider();
