import type { Notification, Settings } from '@/contracts/account';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { getUserSettings } from '../settings/get-user-settings';

/** The notification setting that lets a notification through; null: always delivered (account notifications). */
export type NotificationGate =
  keyof Pick<Settings['notifications'], 'analysisComplete' | 'contractorUpdates' | 'systemUpdates'> | null;

export interface NotificationInput {
  type: Notification['type'];
  category: Notification['category'];
  title: string;
  message: string;
  actionUrl?: string | null;
  gate: NotificationGate;
}

/**
 * Stores a notification for the user unless their settings turn that kind off.
 * Returns the new row's id, or null when the user's settings suppressed it.
 */
export const notify = async ({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: number;
  input: NotificationInput;
}): Promise<number | null> => {
  if (input.gate) {
    const settings = await getUserSettings(db, userId);
    if (!settings.notifications[input.gate]) return null;
  }
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      type: input.type,
      category: input.category,
      title: input.title,
      message: input.message,
      actionUrl: input.actionUrl ?? null,
    })
    .returning({ id: notifications.id });
  return row?.id ?? null;
};
