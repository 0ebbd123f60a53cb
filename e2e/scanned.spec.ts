import { expect, type Browser, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { registerViaApi } from './helpers/accounts';
import { unlockWithGrantedCredit } from './helpers/reports';

// Issue 21 as a user meets it: a scanned report (pages that are pictures, no text layer) uploaded on /, the progress
// counting the scanned pages, then its findings read by OCR. Real server (API + worker running tesseract.js), real
// database, real Chromium.

const PAGES = [
  ['PLUMBING', 'The water heater has no drip pan. Recommend a licensed plumber install one.'],
  ['ELECTRICAL', 'The garage receptacles have no GFCI protection. Recommend a licensed electrician repair.'],
  ['ROOFING', 'Several shingles are missing at the north slope. Recommend a roofing contractor replace them.'],
];

/** A scan: each page typed in the browser, photographed (a screenshot at 192 DPI) and placed as a page's picture. */
const scannedReport = async (browser: Browser): Promise<Buffer> => {
  const context = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 2 });
  const shot = await context.newPage();
  const pdf = await PDFDocument.create();
  for (const [heading, sentence] of PAGES) {
    await shot.setContent(
      `<body style="margin:72px;font:15px Arial,sans-serif;color:#111"><h2>${heading}</h2><p>${sentence}</p></body>`,
    );
    const image = await pdf.embedPng(await shot.screenshot({ type: 'png' }));
    pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  await context.close();
  return Buffer.from(await pdf.save());
};

test('a scanned report: the upload shows its pages being read, then the findings OCR found', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL as string;
  const buffer = await scannedReport(browser);
  await registerViaApi(page, origin);
  await page.goto('/');
  await page.locator('input[type="file"]').setInputFiles({ name: 'scanned.pdf', mimeType: 'application/pdf', buffer });
  await expect(page).toHaveURL(/\?report=\d+$/);
  const reportId = Number(new URL(page.url()).searchParams.get('report'));

  const status = page.getByRole('region', { name: 'Analysis status' });
  await expect(status.getByText(/Reading scanned pages \([0-3] of 3\)/)).toBeVisible({ timeout: 60_000 });
  await expect(status.getByText('Analysis Complete')).toBeVisible({ timeout: 120_000 });

  await unlockWithGrantedCredit(page, origin, reportId, 'scanned report browser test');
  await page.goto(`/reports/${reportId}`);
  // one finding per page, each in the inspector's words as read from the pictures
  const rows = page.locator('article[id^="finding-"]');
  await expect(rows).toHaveCount(3);
  for (const words of ['drip pan', 'GFCI', 'shingles']) await expect(page.locator('main')).toContainText(words);
  await page.screenshot({ path: 'test-results/scanned-report.png', fullPage: true });
});
