import nodemailer from 'nodemailer';
import type { EmailProvider, EmailSendResult } from './email-provider';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465 (TLS from the start) */
  url: string;
  /** "Name <address>" or an address */
  from: string;
}

/** Any SMTP server through nodemailer (a connection per email: resets are rare; `?pool=true` in the URL pools). */
export const createSmtpEmailProvider = (options: SmtpOptions): EmailProvider => {
  const transport = nodemailer.createTransport(options.url, {
    from: options.from,
    // a stuck server must not hold a request's background send forever
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    send: async ({ to, subject, text }): Promise<EmailSendResult> => {
      try {
        const info = await transport.sendMail({ to, subject, text });
        return { status: 'sent', providerMessageId: info.messageId ?? null, error: null };
      } catch (error) {
        const e = error as { responseCode?: number; code?: string; message?: string };
        return {
          status: 'failed',
          providerMessageId: null,
          error: `${e.responseCode ?? e.code ?? 'error'}: ${e.message ?? String(error)}`.slice(0, 500),
        };
      }
    },
    close: () => transport.close(),
  };
};
