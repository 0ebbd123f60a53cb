import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin';

const LEAK = 'PLUMBING\nDeficient: Active leak at the kitchen sink drain. Recommend a licensed plumber repair.\n';

/** A short report of our own, uploaded through the API (fills a list, or gives a finding to work on). */
export const uploadText = async (page: Page, baseURL: string, name: string, text = LEAK) => {
  const response = await page.request.post('/api/reports/upload', {
    headers: { Origin: baseURL },
    multipart: {
      file: {
        name,
        mimeType: 'text/plain',
        buffer: Buffer.from(text),
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reportId: number }).reportId;
};

/** Waits until the report's analysis has completed (polling its status, as the page does). */
export const waitForCompleted = (request: APIRequestContext, reportId: number, timeout = 60_000) =>
  expect
    .poll(
      async () => ((await (await request.get(`/api/reports/${reportId}/status`)).json()) as { status: string }).status,
      {
        timeout,
      },
    )
    .toBe('completed');

/** Unlocks the page's user's report with one credit the admin grants (`reason` shows in the ledger). */
export const unlockWithGrantedCredit = async (page: Page, baseURL: string, reportId: number, reason: string) => {
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  const admin = await signInAsAdmin(baseURL);
  const grant = await admin.post(`/api/admin/users/${me.id}/credits`, { data: { amount: 1, reason } });
  expect(grant.ok(), await grant.text()).toBe(true);
  await admin.dispose();
  const unlock = await page.request.post(`/api/reports/${reportId}/purchase`, { headers: { Origin: baseURL } });
  expect(unlock.ok(), await unlock.text()).toBe(true);
};
