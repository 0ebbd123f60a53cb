import type { Settings } from '@/contracts/account';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema';

/** Replaces the user's settings with a complete, already validated object (PUT takes the whole object). */
export const saveUserSettings = async ({
  db,
  userId,
  settings,
}: {
  db: Db;
  userId: number;
  settings: Settings;
}): Promise<Settings> => {
  const now = new Date();
  await db
    .insert(userSettings)
    .values({ userId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: now } });
  return settings;
};
