/** stored: kept in our outbox, never sent. The rest are Twilio's message statuses. */
export type SmsStatus = 'stored' | 'accepted' | 'queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed';

export interface SmsSendResult {
  status: SmsStatus;
  providerMessageId: string | null;
  /** why it failed, for the outbox list and the logs (never shown to the homeowner as is) */
  error: string | null;
  /** the provider refused the recipient (invalid or unsubscribed number): retrying will not help */
  permanent?: boolean;
}

/** The SMS seam: the outbox (default, nothing leaves the server) or Twilio. */
export interface SmsProvider {
  name: 'outbox' | 'twilio';
  /** `to` is E.164 */
  send(message: { to: string; body: string }): Promise<SmsSendResult>;
  /** verifies a delivery-status callback; null when this provider sends none */
  verifyStatusCallback:
    ((request: { signature: string | undefined; url: string; params: Record<string, string> }) => boolean) | null;
}
