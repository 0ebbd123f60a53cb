import { type APIRequestContext, request } from '@playwright/test';

// The e2e server creates this admin at start-up (BOOTSTRAP_ADMIN_* in playwright.config.ts). PGlite allows one
// process per data directory, so the create-admin CLI cannot run beside the server; the API is the way in.
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' } as const;

/** An API client signed in as the e2e admin, in its own cookie jar (the page's session stays its own). */
export const signInAsAdmin = async (baseURL: string): Promise<APIRequestContext> => {
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await admin.post('/api/login', { data: E2E_ADMIN });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
  return admin;
};

export const setMaintenance = async (admin: APIRequestContext, enabled: boolean): Promise<void> => {
  const response = await admin.put('/api/admin/maintenance', { data: { enabled } });
  if (!response.ok()) throw new Error(`maintenance switch failed: ${response.status()} ${await response.text()}`);
  const status = (await response.json()) as { isMaintenanceMode: boolean };
  if (status.isMaintenanceMode !== enabled) throw new Error(`maintenance is still ${status.isMaintenanceMode}`);
};
