import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings, SettingsSchema } from '@/contracts/account';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema';

/** A user's settings: what they saved, each group completed with the spec's defaults (never invalid). */
export const getUserSettings = async (db: Db, userId: number): Promise<Settings> => {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  if (!row) return DEFAULT_SETTINGS;
  const stored = (row.settings ?? {}) as Partial<Record<keyof Settings, object>>;
  const merged = {
    notifications: { ...DEFAULT_SETTINGS.notifications, ...stored.notifications },
    preferences: { ...DEFAULT_SETTINGS.preferences, ...stored.preferences },
    privacy: { ...DEFAULT_SETTINGS.privacy, ...stored.privacy },
  };
  const parsed = SettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
};
