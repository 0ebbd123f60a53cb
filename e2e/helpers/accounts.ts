import type { Page } from '@playwright/test';

/** A username no other run or spec file has used (the e2e database is shared by all spec files). */
export const uniqueUsername = (prefix = 'e2e') =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

export const E2E_PASSWORD = 'e2e-password-1';

/** Registers through the API in the page's own cookie jar, so the page is signed in afterwards. */
export const registerViaApi = async (page: Page, baseURL: string, username = uniqueUsername()) => {
  const response = await page.request.post('/api/register', {
    headers: { Origin: baseURL },
    data: { username, email: `${username}@e2e.test`, password: E2E_PASSWORD },
  });
  if (!response.ok()) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  return username;
};
