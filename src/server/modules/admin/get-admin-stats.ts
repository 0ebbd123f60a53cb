import { count, notInArray, sql } from 'drizzle-orm';
import type { AdminStats } from '@/contracts/admin';
import type { Db } from '../../db/client';
import { creditLedger, messages, reports, users } from '../../db/schema';

// Outbox rows the provider refused or could not deliver are not "sent"; stored (outbox), queued, sent and delivered are.
const NOT_SENT = ['failed', 'undelivered'];

/** GET /api/admin/stats: the stat cards of the admin list page. */
export const getAdminStats = async ({ db }: { db: Db }): Promise<AdminStats> => {
  const [userRow] = await db.select({ n: count() }).from(users);
  const [reportRow] = await db
    .select({
      total: count(),
      completed: sql<number>`count(*) filter (where ${reports.status} = 'completed')::int`,
      failed: sql<number>`count(*) filter (where ${reports.status} = 'failed')::int`,
    })
    .from(reports);
  const [creditRow] = await db
    .select({
      sold: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.type} = 'purchase'), 0)::int`,
    })
    .from(creditLedger);
  const [messageRow] = await db.select({ n: count() }).from(messages).where(notInArray(messages.status, NOT_SENT));
  return {
    users: Number(userRow?.n ?? 0),
    reports: Number(reportRow?.total ?? 0),
    completed: Number(reportRow?.completed ?? 0),
    failed: Number(reportRow?.failed ?? 0),
    creditsSold: Number(creditRow?.sold ?? 0),
    messagesSent: Number(messageRow?.n ?? 0),
  };
};
