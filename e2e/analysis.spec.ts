import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin';

// Issue 6: the analysis page on a real analysed corpus report — locked teaser, unlock with a credit, risk filter,
// jump by section, exclude and include (stored on the server), edit a quantity and watch the totals change (a small
// job's labor stays at the trade's minimum visit, issue 24),
// download the HTML file and open it. Real server (API + worker), real database, real Chromium.

const CORPUS_PDF = join(process.cwd(), '..', 'shared', 'corpus', 'dev', '02-spectora-trec-mckinney-tx.pdf');
const SHOTS = process.env.ANALYSIS_SHOTS_DIR ?? 'test-results/analysis';

const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').getByText(text);
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
const summaryCard = (page: Page, label: string) =>
  page.getByTestId(`summary-${label.toLowerCase().replace(/\s+/g, '-')}`);
const summaryValue = async (page: Page, label: string) =>
  Number(((await summaryCard(page, label).textContent()) ?? '').replace(/,/g, ''));
const totalAverage = async (page: Page) => dollars(await page.getByTestId('total-average').textContent());
const findingCards = (page: Page) => page.locator('article[id^="finding-"]');

/**
 * The first finding card whose cost block shows figures (not 'Pricing unavailable', not $0). Unless `floored`, one
 * whose job is above the trade's minimum visit, so its total is plainly per-unit × quantity.
 */
const pricedCard = async (page: Page, { floored = false } = {}): Promise<Locator> => {
  const cards = findingCards(page);
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    if ((await card.getByText('Estimated cost').count()) === 0 || (await card.getAttribute('data-excluded')) === 'true')
      continue;
    if ((await card.getByTestId('minimum-visit').count()) > 0 === floored) return card;
  }
  throw new Error('no priced finding on the page');
};

test('analysis page on a real report: unlock, filter, jump, exclude/include, quantity, download', async ({
  page,
  baseURL,
}) => {
  test.skip(!existsSync(CORPUS_PDF), `dev corpus not found at ${CORPUS_PDF}`);
  test.setTimeout(240_000);
  const headers = { Origin: baseURL! };
  await registerViaApi(page, baseURL!);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };

  const upload = await page.request.post('/api/reports/upload', {
    headers,
    multipart: {
      file: { name: 'mckinney-inspection.pdf', mimeType: 'application/pdf', buffer: readFileSync(CORPUS_PDF) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { reportId } = (await upload.json()) as { reportId: number };

  // while it is analysed the page polls and shows the processing state, then the locked teaser
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/reports/${reportId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report Analysis' })).toBeVisible();
  await expect(page.getByText(`Report #${reportId}`)).toBeVisible();
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 150_000 });
  await expect(page.getByText('Analysis Preview')).toBeVisible();
  await expect(page.getByTestId('teaser-estimated-repair-costs')).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  await expect(page.getByTestId('teaser-categories-affected')).toHaveText(/^\d+ categor(y|ies)$/);
  await expect(page.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', `/credits?report=${reportId}`);
  await expect(page.getByText('Contractor contact information', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Report' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/locked-1280.png`, fullPage: true });

  // unlock with a credit (granted by the admin) through the shared unlock dialog
  const admin = await signInAsAdmin(baseURL!);
  const grant = await admin.post(`/api/admin/users/${me.id}/credits`, { data: { amount: 1, reason: 'e2e analysis' } });
  expect(grant.ok(), await grant.text()).toBe(true);
  await admin.dispose();
  // the balance the page read before the grant is still fresh for 5 minutes: come back to the page as a buyer would
  await page.reload();
  await page.getByRole('button', { name: 'Use Credit to Unlock' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use 1 Credit' }).click();
  await expect(toast(page, 'Access Granted')).toBeVisible();
  await expect(page.getByTestId('deficiency-list')).toBeVisible();

  // summary cards and sections
  const totalIssues = await summaryValue(page, 'Total Issues');
  expect(totalIssues).toBeGreaterThan(5);
  for (const label of ['Critical', 'Categories', 'Contractors']) await expect(summaryCard(page, label)).toBeVisible();
  await expect(findingCards(page)).toHaveCount(totalIssues);
  await expect(page.getByText(/From the report, page \d+/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/full-1280.png`, fullPage: false });

  // risk filter: only minor findings, then all again
  const filter = page.getByRole('group', { name: 'Filter by risk' });
  const minorButton = filter.getByRole('button', { name: /^Minor \(\d+\)$/ });
  const minorCount = Number((await minorButton.textContent())?.match(/\((\d+)\)/)?.[1]);
  await minorButton.click();
  await expect(minorButton).toHaveAttribute('aria-pressed', 'true');
  await expect(findingCards(page)).toHaveCount(minorCount);
  const badges = await findingCards(page).locator('[data-risk]').allTextContents();
  expect(new Set(badges)).toEqual(new Set(['MINOR RISK']));
  await filter.getByRole('button', { name: /^All \(\d+\)$/ }).click();
  await expect(findingCards(page)).toHaveCount(totalIssues);

  // jump by section: the navigation scrolls each section into view
  const nav = page.getByRole('navigation', { name: 'Report sections' });
  await nav.getByRole('button', { name: 'Total Costs' }).click();
  await expect(page.locator('#total-costs')).toBeInViewport();
  const lastCategory = nav.getByRole('button').last();
  const categoryName = ((await lastCategory.textContent()) ?? '').replace(/\d+$/, '').trim();
  await lastCategory.click();
  const anchor = `#category-${categoryName.toLowerCase().replace(/\s+/g, '-')}`;
  await expect(page.locator(anchor)).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Back to top', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to top', exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);

  // exclude: overlay, totals without it, stored (survives a reload); include again
  const card = await pricedCard(page);
  await card.screenshot({ path: `${SHOTS}/finding-1280.png` });
  await page.locator('#total-costs').screenshot({ path: `${SHOTS}/total-costs-1280.png` });
  const cardId = await card.getAttribute('id');
  const averageBefore = await totalAverage(page);
  await card.getByRole('button', { name: 'Exclude from Report' }).click();
  const stored = page.locator(`#${cardId}`);
  await expect(stored.getByText('This item is excluded from the report')).toBeVisible();
  await expect.poll(() => summaryValue(page, 'Total Issues')).toBe(totalIssues - 1);
  await expect.poll(() => totalAverage(page)).toBeLessThan(averageBefore);
  await page.reload();
  await expect(page.locator(`#${cardId}`).getByText('This item is excluded from the report')).toBeVisible();
  await expect.poll(() => summaryValue(page, 'Total Issues')).toBe(totalIssues - 1);
  await page.locator(`#${cardId}`).getByRole('button', { name: 'Include in Report' }).click();
  await expect(page.locator(`#${cardId}`).getByText('This item is excluded from the report')).toHaveCount(0);
  await expect.poll(() => totalAverage(page)).toBe(averageBefore);

  // Include All Items clears every exclusion
  const [first, second] = [findingCards(page).nth(0), findingCards(page).nth(1)];
  await first.getByRole('button', { name: 'Exclude from Report' }).click();
  await expect(first.getByText('This item is excluded from the report')).toBeVisible();
  await second.getByRole('button', { name: 'Exclude from Report' }).click();
  await expect(second.getByText('This item is excluded from the report')).toBeVisible();
  await expect.poll(() => summaryValue(page, 'Total Issues')).toBe(totalIssues - 2);
  await page.getByRole('button', { name: 'Include All Items' }).click();
  await expect(page.getByText('This item is excluded from the report')).toHaveCount(0);
  await expect.poll(() => summaryValue(page, 'Total Issues')).toBe(totalIssues);

  // quantity: edit to 3 and see the card's and the report's totals change
  const target = page.locator(`#${cardId}`);
  const quantityBefore = dollars(await target.getByTestId('quantity-display').textContent());
  const cardAverage = async () =>
    dollars(await target.getByTestId('cost-block').locator('dt:text-is("Average") + dd').textContent());
  const cardAverageBefore = await cardAverage();
  await target.getByRole('button', { name: 'Edit quantity' }).click();
  await target.getByLabel('Quantity').fill(String(quantityBefore + 2));
  await target.getByRole('button', { name: 'Save' }).click();
  await expect(target.getByTestId('quantity-display')).toHaveText(new RegExp(`^${quantityBefore + 2} `));
  const perUnit = cardAverageBefore / quantityBefore;
  await expect.poll(cardAverage).toBeCloseTo(perUnit * (quantityBefore + 2), -1);
  await expect.poll(() => totalAverage(page)).toBeCloseTo(averageBefore + 2 * perUnit, -1);
  // cancel restores the stored value
  await target.getByRole('button', { name: 'Edit quantity' }).click();
  await target.getByLabel('Quantity').fill('7');
  await target.getByRole('button', { name: 'Cancel' }).click();
  await expect(target.getByTestId('quantity-display')).toHaveText(new RegExp(`^${quantityBefore + 2} `));
  // an empty value saves as 1
  await target.getByRole('button', { name: 'Edit quantity' }).click();
  await target.getByLabel('Quantity').fill('');
  await target.getByRole('button', { name: 'Save' }).click();
  await expect(target.getByTestId('quantity-display')).toHaveText(/^1 /);

  // a small job: its labor is the trade's minimum visit, which the breakdown says, whatever quantity is entered
  const small = await pricedCard(page, { floored: true });
  const note = (await small.getByTestId('minimum-visit').textContent()) ?? '';
  expect(note).toMatch(/^Includes the (electrician|plumber|HVAC technician|handyman)'s minimum visit/);
  const minimumLow = dollars(/\$[\d,]+/.exec(note)?.[0] ?? null);
  const smallLabor = async () =>
    dollars(await small.getByTestId('cost-block').locator('dt:text-is("Labor") + dd').textContent());
  expect(await smallLabor()).toBeGreaterThanOrEqual(minimumLow);
  await expect(small.getByTestId('cost-scope')).toHaveText(/^Priced as: \S/);
  await small.screenshot({ path: `${SHOTS}/minimum-visit-1280.png` });
  await small.getByRole('button', { name: 'Edit quantity' }).click();
  await small.getByLabel('Quantity').fill('1');
  await small.getByRole('button', { name: 'Save' }).click();
  await expect(small.getByTestId('quantity-display')).toHaveText(/^1 /);
  expect(await smallLabor()).toBeGreaterThanOrEqual(minimumLow);

  // exclude one finding, then download: the file is named for the detail view and leaves it out
  const excludedText = (await target.getAttribute('aria-label'))!.trim();
  await target.getByRole('button', { name: 'Exclude from Report' }).click();
  await expect(target.getByText('This item is excluded from the report')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^inspection-analysis-report-${reportId}-\\d{4}-\\d{2}-\\d{2}\\.html$`),
  );
  const file = join(test.info().outputDir, download.suggestedFilename());
  await download.saveAs(file);
  const html = readFileSync(file, 'utf8');
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toContain(excludedText.slice(0, 40).replace(/&/g, '&amp;'));
  expect(html).toContain('1 item excluded from the report is left out of this file and its totals.');

  // open the file as a user would
  const viewer = await page.context().newPage();
  await viewer.goto(`file://${file}`);
  await expect(
    viewer.getByRole('heading', { level: 1, name: `Inspection Analysis Report #${reportId}` }),
  ).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Total Estimated Costs' })).toBeVisible();
  await expect(viewer.getByText(/From the report, page \d+/).first()).toBeVisible();
  await viewer.screenshot({ path: `${SHOTS}/download-1280.png` });
  await viewer.close();

  // phone width
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reports/${reportId}/analysis`);
  await expect(page.getByTestId('deficiency-list')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/top-390.png` });
  await page.locator(`#${cardId}`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/excluded-390.png` });
  await findingCards(page).nth(2).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/finding-390.png` });
});

test('Report Not Found for a report that is not yours', async ({ page, baseURL }) => {
  await registerViaApi(page, baseURL!);
  await page.goto('/reports/987654321');
  await expect(page.getByRole('heading', { name: 'Report Not Found' })).toBeVisible();
  await expect(
    page.getByText("The report you're looking for doesn't exist or you don't have access to it."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Reports' }).last().click();
  await expect(page).toHaveURL(/\/reports$/);
});
