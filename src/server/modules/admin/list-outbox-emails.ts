import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminEmailList } from '@/contracts/admin';
import type { Db } from '../../db/client';
import { emails, users } from '../../db/schema';
import { type AdminListInput, containsPattern, pageOffset } from './admin-paging';

export const HIDDEN_LINK = '[reset link hidden in production]';

/**
 * GET /api/admin/emails: emails to users (the outbox, or what SMTP was asked to carry), newest first, searched by
 * address, subject or username. Reset links open accounts: outside development they are blanked.
 */
export const listOutboxEmails = async ({
  db,
  query,
  showLinks,
}: {
  db: Db;
  query: AdminListInput;
  showLinks: boolean;
}): Promise<AdminEmailList> => {
  const pattern = containsPattern(query.search);
  const where = query.search
    ? or(ilike(emails.toAddress, pattern), ilike(emails.subject, pattern), ilike(users.username, pattern))
    : undefined;
  const [totalRow] = await db
    .select({ n: count() })
    .from(emails)
    .leftJoin(users, eq(users.id, emails.userId))
    .where(where);
  const rows = await db
    .select({ email: emails, username: users.username })
    .from(emails)
    .leftJoin(users, eq(users.id, emails.userId))
    .where(where)
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    total: Number(totalRow?.n ?? 0),
    rows: rows.map(({ email, username }) => ({
      id: email.id,
      userId: email.userId,
      username,
      to: email.toAddress,
      subject: email.subject,
      body: showLinks ? email.body : email.body.replace(/\S*reset-password\?token=\S*/g, HIDDEN_LINK),
      provider: email.provider,
      status: email.status,
      error: email.error,
      createdAt: email.createdAt.toISOString(),
    })),
  };
};
