import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { toSmsStatus } from '../../integrations/sms/twilio-sms-provider';

/** A Twilio delivery-status callback: the message row's status follows the provider's. */
export const updateSmsStatus = async ({
  db,
  params,
}: {
  db: Db;
  params: Record<string, string>;
}): Promise<{ updated: boolean }> => {
  const sid = params.MessageSid ?? params.SmsSid;
  if (!sid) return { updated: false };
  const status = toSmsStatus(params.MessageStatus ?? params.SmsStatus);
  const error = params.ErrorCode ? `${params.ErrorCode}${params.ErrorMessage ? `: ${params.ErrorMessage}` : ''}` : null;
  const rows = await db
    .update(messages)
    .set({ status, ...(error ? { error } : {}), updatedAt: new Date() })
    .where(eq(messages.providerMessageId, sid))
    .returning({ id: messages.id });
  return { updated: rows.length > 0 };
};
