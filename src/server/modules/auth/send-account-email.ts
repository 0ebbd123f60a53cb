import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { emails } from '../../db/schema';
import type { EmailMessage } from '../../integrations/email/email-provider';

/**
 * Records the email (the outbox, or the log of what SMTP was asked to carry) and hands it to the provider. Callers
 * do not wait for it (`void sendAccountEmail(...)`): an SMTP round trip must neither slow the answer nor, by its
 * timing, tell whether an address has an account. Failures are recorded and logged, never thrown.
 */
export const sendAccountEmail = async (
  ctx: Pick<AppContext, 'db' | 'providers' | 'log'>,
  message: EmailMessage & { userId: number },
): Promise<void> => {
  const provider = ctx.providers.email;
  try {
    const [row] = await ctx.db
      .insert(emails)
      .values({
        userId: message.userId,
        toAddress: message.to,
        subject: message.subject,
        body: message.text,
        provider: provider.name,
        status: provider.name === 'outbox' ? 'stored' : 'sending',
      })
      .returning({ id: emails.id });
    if (provider.name === 'outbox') return;
    const result = await provider.send(message);
    await ctx.db
      .update(emails)
      .set({
        status: result.status,
        providerMessageId: result.providerMessageId,
        error: result.error,
        updatedAt: new Date(),
      })
      .where(eq(emails.id, row!.id));
    if (result.status === 'failed') ctx.log.warn({ emailId: row!.id, error: result.error }, 'email not sent');
  } catch (error) {
    ctx.log.error({ err: error }, 'email could not be recorded or sent');
  }
};
