import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { registerViaApi } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin';
import { uploadText } from './helpers/reports';

// Issue 17: a finding's "page N" opens the uploaded PDF's page (drawn by the server) beside the inspector's words,
// and two unlocked reports compared side by side from the reports list. Desktop and phone screenshots.

const SHOTS = 'test-results/compare-and-page';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A two-page PDF of our own whose findings sit on page 2. */
const twoPagePdf = async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([612, 792]);
  first.drawText('PROPERTY INSPECTION REPORT', { x: 54, y: 740, size: 14, font });
  first.drawText('Property Address: 4417 Juniper Hollow Lane, Austin, TX 78745', { x: 54, y: 710, size: 10, font });
  const second = doc.addPage([612, 792]);
  const lines = [
    'ELECTRICAL SYSTEMS',
    'Deficient: The main panel has a double-tapped breaker, a safety hazard. Recommend a licensed electrician.',
    'PLUMBING SYSTEMS',
    'Deficient: Active leak observed at the water heater drain valve. Recommend a licensed plumber repair.',
  ];
  lines.forEach((text, i) => second.drawText(text, { x: 54, y: 740 - i * 18, size: 10, font }));
  return Buffer.from(await doc.save());
};

const waitCompleted = async (page: Page, id: number) =>
  expect
    .poll(
      async () => ((await (await page.request.get(`/api/reports/${id}/status`)).json()) as { status: string }).status,
      {
        timeout: 20_000,
      },
    )
    .toBe('completed');

test('page N opens the page image beside the quote; two unlocked reports compared side by side', async ({
  page,
  baseURL,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await registerViaApi(page, baseURL!);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  const upload = await page.request.post('/api/reports/upload', {
    headers: { Origin: baseURL! },
    multipart: { file: { name: 'juniper.pdf', mimeType: 'application/pdf', buffer: await twoPagePdf() } },
  });
  expect(upload.status()).toBe(201);
  const pdfId = ((await upload.json()) as { reportId: number }).reportId;
  const textId = await uploadText(page, baseURL!, 'leak.txt');

  const admin = await signInAsAdmin(baseURL!);
  expect(
    (await admin.post(`/api/admin/users/${me.id}/credits`, { data: { amount: 2, reason: 'e2e compare' } })).ok(),
  ).toBe(true);
  await admin.dispose();
  for (const id of [pdfId, textId]) {
    await waitCompleted(page, id);
    const unlock = await page.request.post(`/api/reports/${id}/purchase`, { headers: { Origin: baseURL! }, data: {} });
    expect(unlock.ok(), await unlock.text()).toBe(true);
  }

  // the finding's detail: "page 2" opens the page, drawn from the kept PDF, with the inspector's words beside it
  await page.setViewportSize(DESKTOP);
  await page.goto(`/reports/${pdfId}`);
  const row = page.locator('article[id^="finding-"]', { hasText: 'double-tapped' }).first();
  await row.locator('button[aria-expanded]').first().click();
  await row.getByRole('button', { name: 'page 2', exact: true }).click();
  const viewer = page.getByRole('dialog', { name: 'Page 2 of the report' });
  await expect(viewer.getByTestId('page-viewer-quote')).toContainText('double-tapped breaker');
  const image = viewer.getByTestId('page-image');
  await expect(image).toBeVisible({ timeout: 15_000 });
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(320);
  await page.screenshot({ path: `${SHOTS}/page-viewer-desktop.png` });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/page-viewer-phone.png` });
  await page.keyboard.press('Escape');

  // from the reports list (two unlocked reports): compare them side by side
  await page.setViewportSize(DESKTOP);
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Compare reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare reports' })).toBeVisible();
  await page
    .getByLabel(/juniper\.pdf|Juniper Hollow/)
    .first()
    .check();
  await expect(page.getByRole('status')).toHaveText('Choose one more report to see them side by side.');
  await page
    .getByLabel(/leak\.txt/)
    .first()
    .check();
  await expect(page).toHaveURL(new RegExp(`/reports/compare\\?ids=${pdfId},${textId}$`));
  const table = page.getByTestId('comparison-table');
  await expect(table.locator('thead th')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: 'Plumbing' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Electrical' })).toBeVisible();
  await expect(page.getByTestId('compare-priorities')).toHaveCount(2);
  await expect(page.getByTestId('compare-priorities').first()).toContainText('double-tapped');
  await page.screenshot({ path: `${SHOTS}/compare-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/compare-phone.png`, fullPage: true });
});
