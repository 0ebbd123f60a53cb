import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin';
import { uploadText } from './helpers/reports';

// Issue 5: upload a real corpus PDF on / → progress → completed → in the list → search → paginate → delete.
// Real server (API + worker), real database, real Chromium.

const corpusDir = join(process.cwd(), '..', 'shared', 'corpus', 'dev');
const corpusPdf = (): string | null => {
  if (!existsSync(corpusDir)) return null;
  const pdfs = readdirSync(corpusDir)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  return pdfs.length > 0 ? join(corpusDir, pdfs[Math.floor(pdfs.length / 2)] as string) : null;
};

const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').getByText(text);

test.describe.configure({ mode: 'serial' });

test('upload a real report, watch it analysed, find it in the list, search, paginate, delete', async ({
  page,
  baseURL,
}) => {
  const file = corpusPdf();
  test.skip(!file, `dev corpus not found at ${corpusDir}`);
  const pdf = file as string;
  const filename = pdf.split('/').pop() as string;
  await registerViaApi(page, baseURL as string);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'AI-Powered Home Inspection Analysis' })).toBeVisible();
  await expect(page.getByText('Drop your inspection report here')).toBeVisible();
  await expect(page.getByText('Supports PDF and text files up to 25MB')).toBeVisible();
  await expect(page.getByTestId('onboarding-points')).toHaveText('0 / 70 points');

  await page.locator('input[type="file"]').setInputFiles(pdf);
  await expect(page.getByText(filename).first()).toBeVisible();
  await expect(toast(page, 'Upload successful')).toBeVisible();
  await expect(page).toHaveURL(/\?report=\d+$/);
  const reportId = Number(new URL(page.url()).searchParams.get('report'));

  const status = page.getByRole('region', { name: 'Analysis status' });
  await expect(status).toBeVisible();
  await expect(status.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 });
  await expect(status.getByRole('link', { name: 'View Analysis' })).toHaveAttribute('href', `/reports/${reportId}`);
  // the upload and analyze steps are done: 10 + 20 points
  await expect(page.getByTestId('onboarding-points')).toHaveText('30 / 70 points');
  await page.waitForTimeout(2100); // the upload panel resets 2 s after the upload
  await page.screenshot({ path: 'test-results/reports-home-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/reports-home-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // five more reports: six in all, two pages at the default five per page
  for (let i = 1; i <= 5; i++) await uploadText(page, baseURL as string, `extra-${i}.txt`);

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Analysis Reports' })).toBeVisible();
  const cards = page.getByTestId('report-card');
  await expect(cards).toHaveCount(5);
  await expect(page.getByText('Showing 5 of 6 reports')).toBeVisible();
  // newest first: the corpus report is the oldest, on the second page the server sends
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText('Showing 6 of 6 reports')).toBeVisible();
  const mine = cards.filter({ hasText: filename });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('report-status')).toHaveText('Analysis Complete');
  await expect(mine.getByTestId('cost-range')).toContainText('$');
  await expect(mine.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();

  await expect(cards.first().getByTestId('report-status')).toHaveText(/Analysis Complete|Analyzing\.\.\./);
  await expect(cards.filter({ hasText: 'extra-5.txt' }).getByTestId('report-status')).toHaveText('Analysis Complete', {
    timeout: 30_000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/reports-list-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/reports-list-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('Search').fill(filename.slice(0, 12).toUpperCase());
  await expect(cards).toHaveCount(1);
  await expect(page.getByText('Showing 1 of 1 report')).toBeVisible();

  await cards
    .first()
    .getByRole('button', { name: `Delete ${filename}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText('Are you sure you want to delete this report? This action cannot be undone.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Report deleted successfully')).toBeVisible();
  await expect(page.getByText('No reports match your search.')).toBeVisible();
  expect((await page.request.get(`/api/reports/${reportId}/status`)).status()).toBe(404);

  await page.getByLabel('Search').fill('');
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('a locked report: Download asks for a credit, unlocks, then saves the analysis', async ({ page, baseURL }) => {
  await registerViaApi(page, baseURL as string);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  const admin = await signInAsAdmin(baseURL as string);
  try {
    const grant = await admin.post(`/api/admin/users/${me.id}/credits`, { data: { amount: 1, reason: 'e2e reports' } });
    expect(grant.ok()).toBe(true);
  } finally {
    await admin.dispose();
  }
  const reportId = await uploadText(page, baseURL as string, 'locked-report.txt');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/reports/${reportId}/status`)).json()) as { status: string }).status,
      {
        timeout: 30_000,
      },
    )
    .toBe('completed');

  await page.goto('/reports');
  const card = page.getByTestId('report-card').filter({ hasText: 'locked-report.txt' });
  await expect(card.getByText('Locked', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Unlock Full Analysis')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Use 1 Credit' }).click();
  await expect(toast(page, 'Access Granted')).toBeVisible();
  expect((await download).suggestedFilename()).toMatch(/^locked-report-analysis-\d{4}-\d{2}-\d{2}\.html$/);
  await expect(card.getByRole('button', { name: 'Unlock', exact: true })).toHaveCount(0);
  await expect(card.getByText(/\d+ issues?/)).toBeVisible();
});
