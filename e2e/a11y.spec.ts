import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './helpers/admin';
import { registerViaApi } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// axe on every page the other specs do not already check (walkthrough.spec.ts: landing, help, a blog post, auth,
// reports, analysis, credits, admin; repair-requests and share pages in their own specs): each page once, after its
// heading shows, so a page with a serious or critical violation fails CI.

const VISITOR_PAGES = ['/privacy', '/terms', '/blog', '/coming-soon', '/press', '/developers', '/no-such-page'];
const SIGNED_IN_PAGES = ['/', '/contractors', '/purchase-credits', '/settings', '/notifications'];
const ADMIN_PAGES = ['/admin/reports', '/admin/bni-test', '/admin/messages'];

// a page load and an axe run each: generous for a loaded machine, far under it on CI's
test.describe.configure({ timeout: 180_000 });

const checkEach = async (page: Page, paths: string[]) => {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);
  }
};

test('visitor pages have no serious accessibility violation', async ({ page }) => {
  await checkEach(page, VISITOR_PAGES);
});

test('signed-in and admin pages have no serious accessibility violation', async ({ page, baseURL }) => {
  await registerViaApi(page, baseURL!);
  await checkEach(page, SIGNED_IN_PAGES);
  await page.context().clearCookies();
  const login = await page.request.post('/api/login', { headers: { Origin: baseURL! }, data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  await checkEach(page, ADMIN_PAGES);
});
