import type { EmailProvider } from './email-provider';

/** The embedded default: emails are stored in the `emails` table by the caller (admins read them) and never sent. */
export const createOutboxEmailProvider = (): EmailProvider => ({
  name: 'outbox',
  send: async () => ({ status: 'stored', providerMessageId: null, error: null }),
  close: () => {},
});
