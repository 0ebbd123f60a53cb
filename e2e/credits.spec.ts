import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerViaApi } from './helpers/accounts';

// Issue 8, item 7: buy a package through the local TEST MODE checkout, unlock a report with a credit, see the full
// analysis. Real server (PAYMENTS_PROVIDER unset → local), real database, real Chromium, a real corpus PDF.

const CORPUS_DIR = resolve(process.cwd(), '../shared/corpus/dev');

/** The smallest corpus PDF: the quickest real report to analyse. */
const smallestCorpusPdf = (): string | null => {
  if (!existsSync(CORPUS_DIR)) return null;
  const pdfs = readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.pdf'))
    .map((name) => join(CORPUS_DIR, name))
    .sort((a, b) => statSync(a).size - statSync(b).size);
  return pdfs[0] ?? null;
};

const uploadAndWaitForCompleted = async (request: APIRequestContext, baseURL: string, path: string) => {
  const upload = await request.post('/api/reports/upload', {
    headers: { Origin: baseURL },
    multipart: {
      file: { name: 'e2e-credits-report.pdf', mimeType: 'application/pdf', buffer: readFileSync(path) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { reportId } = (await upload.json()) as { reportId: number };
  await expect
    .poll(
      async () => ((await (await request.get(`/api/reports/${reportId}/status`)).json()) as { status: string }).status,
      {
        timeout: 180_000,
        intervals: [1000, 2000],
      },
    )
    .toBe('completed');
  return reportId;
};

test('buy a package through the local checkout, unlock a report, see the full analysis', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const pdf = smallestCorpusPdf();
  test.skip(!pdf, `no corpus PDFs at ${CORPUS_DIR}`);
  await registerViaApi(page, baseURL!);
  const reportId = await uploadAndWaitForCompleted(page.request, baseURL!, pdf!);

  const locked = await (await page.request.get(`/api/reports/${reportId}/analysis`)).json();
  expect(locked.hasFullAccess).toBe(false);
  expect(locked.deficiencies).toEqual({});

  // buy the 3-credit package through our TEST MODE checkout page
  await page.goto('/purchase-credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Credits' })).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await page.getByRole('button', { name: 'Buy 3 credits' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_local_[\w-]+$/);
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay $69.00' }).click();

  await expect(page).toHaveURL(/\/purchase-success\?session_id=cs_local_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByTestId('new-balance')).toHaveText('3 credits');

  // the locked analysis page links to the credits page with ?report=, which unlocks it
  await page.goto(`/reports/${reportId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report Analysis' })).toBeVisible();
  await page.locator(`a[href="/credits?report=${reportId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/credits\\?report=${reportId}$`));
  await expect(page.getByTestId('credit-balance')).toHaveText('3 credits');
  await page.getByRole('button', { name: 'Unlock Report (1 credit)' }).click();
  await expect(page.locator('[data-slot="toast"]').getByText('Success!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/reports/${reportId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Report Analysis' })).toBeVisible();

  // the full analysis: the server now sends every finding
  const full = await (await page.request.get(`/api/reports/${reportId}/analysis`)).json();
  expect(full.hasFullAccess).toBe(true);
  const findings = Object.values(full.deficiencies as Record<string, { description: string }[]>).flat();
  expect(findings.length).toBeGreaterThan(0);
  await expect(page.getByText(findings[0]!.description, { exact: false }).first()).toBeVisible();
  await expect(page.locator(`a[href="/credits?report=${reportId}"]`)).toHaveCount(0);

  // one credit spent, once
  const balance = await (await page.request.get('/api/credits/balance')).json();
  expect(balance).toEqual({ balance: 2, totalPurchased: 3, totalUsed: 1 });
  const again = await page.request.post(`/api/reports/${reportId}/purchase`, { headers: { Origin: baseURL! } });
  expect(await again.json()).toEqual({ alreadyPurchased: true, balance: 2 });

  await page.goto('/credits');
  const history = page.getByRole('list', { name: 'Transactions' });
  await expect(history.getByText('Unlocked report: e2e-credits-report.pdf')).toBeVisible();
  await expect(history.getByText(/^Purchased .*\(3 credits\)$/)).toBeVisible();
});
