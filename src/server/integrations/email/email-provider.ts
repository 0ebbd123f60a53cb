/** stored: kept in our outbox, never sent. sent: the SMTP server accepted it. */
export type EmailStatus = 'stored' | 'sent' | 'failed';

export interface EmailSendResult {
  status: EmailStatus;
  providerMessageId: string | null;
  /** why it failed, for the admin's email list and the logs (never shown to the user as is) */
  error: string | null;
}

export interface EmailMessage {
  to: string;
  subject: string;
  /** plain text: every email we send is a short notice with at most one link */
  text: string;
}

/** The email seam: the outbox (default, nothing leaves the server) or SMTP. */
export interface EmailProvider {
  name: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<EmailSendResult>;
  close(): void;
}
