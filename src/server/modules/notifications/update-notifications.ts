import { and, eq } from 'drizzle-orm';
import type { Notification } from '@/contracts/account';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../errors';
import { toNotificationDto } from './list-notifications';

const NOT_FOUND = 'Notification not found.';

// Every statement is scoped to the owner: someone else's notification is simply not found (404).
const ownRow = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

export const markNotificationRead = async ({
  db,
  userId,
  id,
  read,
}: {
  db: Db;
  userId: number;
  id: number;
  read: boolean;
}): Promise<Notification> => {
  const [row] = await db.update(notifications).set({ read }).where(ownRow(userId, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return toNotificationDto(row);
};

export const markAllNotificationsRead = async ({ db, userId }: { db: Db; userId: number }): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
};

export const deleteNotification = async ({ db, userId, id }: { db: Db; userId: number; id: number }) => {
  const rows = await db.delete(notifications).where(ownRow(userId, id)).returning({ id: notifications.id });
  if (rows.length === 0) throw notFound(NOT_FOUND);
};
