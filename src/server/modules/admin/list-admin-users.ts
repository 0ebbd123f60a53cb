import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminUserList } from '@/contracts/admin';
import type { Db } from '../../db/client';
import { creditAccounts, reports, users } from '../../db/schema';
import { type AdminListInput, containsPattern, pageOffset } from './admin-paging';

/** GET /api/admin/users: newest first, searched by username, email or name; the balance from credit_accounts. */
export const listAdminUsers = async ({ db, query }: { db: Db; query: AdminListInput }): Promise<AdminUserList> => {
  const pattern = containsPattern(query.search);
  const where = query.search
    ? or(
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
      )
    : undefined;
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  // only the listed columns are read: never the password hash
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      creditBalance: sql<number>`coalesce(${creditAccounts.balance}, 0)::int`,
      reportCount: sql<number>`(select count(*) from ${reports} where ${reports.userId} = ${users.id})::int`,
    })
    .from(users)
    .leftJoin(creditAccounts, eq(creditAccounts.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    total: Number(totalRow?.n ?? 0),
    rows: rows.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      reportCount: Number(row.reportCount),
      creditBalance: Number(row.creditBalance),
      createdAt: row.createdAt.toISOString(),
    })),
  };
};
