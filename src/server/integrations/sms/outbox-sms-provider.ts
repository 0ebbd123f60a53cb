import type { SmsProvider } from './sms-provider';

/** The embedded default: messages are stored in the `messages` table by the caller and never sent. */
export const createOutboxSmsProvider = (): SmsProvider => ({
  name: 'outbox',
  send: async () => ({ status: 'stored', providerMessageId: null, error: null }),
  verifyStatusCallback: null,
});
