import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORD, registerViaApi, uniqueUsername } from './helpers/accounts';
import { chooseOption } from './helpers/select';

// Issue 9: landing → blog post → sign up; a settings change persists across a reload; a notification appears after
// an analysis completes. Real server (API + worker), real database, real Chromium.

const LANDING = /know what your inspection report means/i;
const HOME = 'AI-Powered Home Inspection Analysis';

const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').getByText(text);

const corpusDir = join(process.cwd(), '..', 'shared', 'corpus', 'dev');
/** the smallest real report of the dev corpus: the quickest to analyse */
const smallestCorpusPdf = (): string | null => {
  if (!existsSync(corpusDir)) return null;
  const pdfs = readdirSync(corpusDir)
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => join(corpusDir, f))
    .sort((a, b) => statSync(a).size - statSync(b).size);
  return pdfs[0] ?? null;
};

test.describe.configure({ mode: 'serial' });

test('a visitor goes from the landing page to a blog post, then signs up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LANDING })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('AI Home Inspection Analysis');

  // the demo dialog's four slides
  await page.getByRole('button', { name: 'View Demo' }).click();
  const demo = page.getByRole('dialog', { name: 'See how Punchlist works' });
  for (const title of ['Upload your report', 'Analysis in progress', 'Colour-coded results', 'Find contractors']) {
    await expect(demo.getByRole('heading', { name: title })).toBeVisible();
    if (title !== 'Find contractors') await demo.getByRole('button', { name: 'Next' }).click();
  }
  await page.keyboard.press('Escape');

  await expect(page.getByRole('list', { name: 'Mobile apps' }).getByText('Coming Soon')).toHaveCount(2);
  await page
    .locator('#insights')
    .getByRole('link', { name: /Seven Electrical Findings/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/critical-electrical-issues-home-inspections$/);
  await expect(page.getByRole('heading', { level: 1, name: /Seven Electrical Findings/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Double-tapped breakers' })).toBeVisible();
  await expect(page.getByText('#electrical')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analyze your report' })).toHaveAttribute('href', '/');

  await page.getByRole('link', { name: 'Get Started' }).click();
  const username = uniqueUsername('site');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@e2e.test`);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  await expect(toast(page, 'Account created!')).toBeVisible();
});

test('a settings change is stored on the server and survives a reload', async ({ page, baseURL }) => {
  await registerViaApi(page, baseURL as string, uniqueUsername('settings'));
  await page.goto('/settings');
  const analysisComplete = page.getByRole('switch', { name: 'Analysis complete' });
  await expect(analysisComplete).toBeChecked();
  await analysisComplete.click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Contractor search radius' }), '50 miles');
  await chooseOption(page, page.getByRole('combobox', { name: 'Theme' }), 'Dark');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings Saved')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Analysis complete' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Contractor search radius' })).toHaveText('50 miles');
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveText('Dark');
  await expect(page.locator('html')).toHaveClass(/dark/);

  // stored on the server (so it follows the user to other devices), not only in this browser
  const stored = (await (await page.request.get('/api/settings')).json()) as {
    notifications: { analysisComplete: boolean };
    preferences: { defaultRadius: number; theme: string };
  };
  expect(stored.notifications.analysisComplete).toBe(false);
  expect(stored.preferences).toMatchObject({ defaultRadius: 50, theme: 'dark' });
});

test('a notification appears when an analysis completes', async ({ page, baseURL }) => {
  const pdf = smallestCorpusPdf();
  test.skip(!pdf, `dev corpus not found at ${corpusDir}`);
  test.setTimeout(240_000);
  await registerViaApi(page, baseURL as string, uniqueUsername('notify'));
  await page.goto('/notifications');
  await expect(page.getByText('No notifications')).toBeVisible();

  const upload = await page.request.post('/api/reports/upload', {
    headers: { Origin: baseURL as string },
    multipart: {
      file: { name: 'site-notification.pdf', mimeType: 'application/pdf', buffer: readFileSync(pdf as string) },
    },
  });
  expect(upload.status()).toBe(201);
  const { reportId } = (await upload.json()) as { reportId: number };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/reports/${reportId}/status`)).json()) as { status: string }).status,
      {
        timeout: 200_000,
        intervals: [1_000],
      },
    )
    .toBe('completed');

  await page.reload();
  const item = page.getByRole('listitem', { name: 'Analysis complete' });
  await expect(item).toBeVisible();
  await expect(item).toContainText('"site-notification.pdf" is ready');
  await expect(item).toContainText(/Just now|minute/);
  // the navigation's unread count
  await expect(page.getByRole('navigation', { name: 'Main' }).getByTestId('unread-count').first()).toContainText('1');
  await item.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${reportId}$`));
});

test('the service worker caches the app shell, never API responses; the manifest has real icons', async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page, baseURL as string, uniqueUsername('pwa'));
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // a controlled page: the following requests go through the worker
  await page.reload();
  for (const path of ['/settings', '/notifications', '/blog']) await page.goto(path);
  await page.waitForLoadState('networkidle');

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string }[];
  };
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    const size = Number(icon.sizes.split('x')[0]);
    // PNG width lives at bytes 16–19 of the IHDR chunk
    expect((await response.body()).readUInt32BE(16)).toBe(size);
  }
});
