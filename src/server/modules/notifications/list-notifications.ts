import { desc, eq } from 'drizzle-orm';
import type { Notification } from '@/contracts/account';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** the newest first; older ones beyond this are still stored and exported, just not listed */
export const NOTIFICATION_LIST_LIMIT = 200;

export const toNotificationDto = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  type: row.type as Notification['type'],
  category: row.category as Notification['category'],
  title: row.title,
  message: row.message,
  timestamp: row.createdAt.toISOString(),
  read: row.read,
  actionUrl: row.actionUrl,
});

export const listNotifications = async ({ db, userId }: { db: Db; userId: number }): Promise<Notification[]> => {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map(toNotificationDto);
};
