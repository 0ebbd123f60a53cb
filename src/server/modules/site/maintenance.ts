import { eq } from 'drizzle-orm';
import type { MaintenanceStatus } from '@/contracts/site';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

const KEY = 'maintenance_mode';

/** MAINTENANCE_MODE in the environment wins; otherwise the admin's switch in the database; otherwise off. */
export const getMaintenanceStatus = async ({ db, config }: { db: Db; config: Config }): Promise<MaintenanceStatus> => {
  if (config.maintenanceMode !== undefined) {
    return {
      isMaintenanceMode: config.maintenanceMode,
      debug: `environment: MAINTENANCE_MODE=${config.maintenanceMode}`,
    };
  }
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  if (row) {
    const enabled = (row.value as { enabled?: unknown }).enabled === true;
    return {
      isMaintenanceMode: enabled,
      debug: `admin setting, changed ${row.updatedAt.toISOString()}`,
      changedAt: row.updatedAt.toISOString(),
    };
  }
  return { isMaintenanceMode: false, debug: 'default: off' };
};

export const setMaintenanceMode = async ({ db, enabled }: { db: Db; enabled: boolean }): Promise<void> => {
  const now = new Date();
  await db
    .insert(appSettings)
    .values({ key: KEY, value: { enabled }, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: { enabled }, updatedAt: now } });
};
