import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminMessageList } from '@/contracts/admin';
import type { Db } from '../../db/client';
import { messages, users } from '../../db/schema';
import { type AdminListInput, containsPattern, pageOffset } from './admin-paging';

/**
 * GET /api/admin/messages: the SMS outbox (every message to a contractor, whichever provider carried it), newest
 * first, searched by contractor, phone number or the sender's username.
 */
export const listOutboxMessages = async ({
  db,
  query,
}: {
  db: Db;
  query: AdminListInput;
}): Promise<AdminMessageList> => {
  const pattern = containsPattern(query.search);
  const where = query.search
    ? or(ilike(messages.contractorName, pattern), ilike(messages.toPhone, pattern), ilike(users.username, pattern))
    : undefined;
  const [totalRow] = await db
    .select({ n: count() })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(where);
  const rows = await db
    .select({ message: messages, username: users.username })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    total: Number(totalRow?.n ?? 0),
    rows: rows.map(({ message, username }) => ({
      id: message.id,
      userId: message.userId,
      username,
      reportId: message.reportId,
      deficiencyId: message.deficiencyId,
      contractorId: message.contractorId,
      contractorName: message.contractorName,
      to: message.toPhone,
      body: message.body,
      provider: message.provider,
      status: message.status,
      error: message.error,
      createdAt: message.createdAt.toISOString(),
    })),
  };
};
