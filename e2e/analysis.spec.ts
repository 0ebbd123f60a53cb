import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin';

// Issue 6, redesigned by issue 17: the analysis page on a real analysed corpus report — locked teaser, unlock with a
// credit; then the page a buyer reads in two minutes: top priorities first (every critical finding on the first
// screen, the page at most 4,000 px tall), compact rows that expand to the detail (the inspector's words with the
// page, one confidence word, the pricing behind 'How was this priced?'), grouping by severity or category
// (remembered), exclude as one line with undo and counts that agree, a quantity edit that moves the totals (a small
// job's labor stays at the trade's minimum visit, issue 24), contractors once per trade, the HTML download and a
// phone. Real server (API + worker), real database, real Chromium.

const CORPUS_PDF = join(process.cwd(), '..', 'shared', 'corpus', 'dev', '03-spectora-hoosier-indianapolis-in.pdf');
const SHOTS = process.env.ANALYSIS_SHOTS_DIR ?? 'test-results/analysis';
// the README's screenshots of the page (issue 17); refreshed by every run of this spec
const DOCS_SHOTS = 'docs/screenshots';
const DESKTOP = { width: 1280, height: 900 };

const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').getByText(text);
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
const summaryCard = (page: Page, label: string) =>
  page.getByTestId(`summary-${label.toLowerCase().replace(/\s+/g, '-')}`);
const summaryValue = async (page: Page, label: string) =>
  Number(((await summaryCard(page, label).textContent()) ?? '').replace(/,/g, ''));
const totalAverage = async (page: Page) => dollars(await page.getByTestId('total-average').textContent());
const findingRows = (page: Page) => page.locator('article[id^="finding-"]');
const includedRows = (page: Page) => page.locator('article[id^="finding-"][data-excluded="false"]');
const expand = async (row: Locator) => {
  const toggle = row.locator('button[aria-expanded]').first();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(row.getByTestId('finding-detail')).toBeVisible();
};
const collapse = async (row: Locator) => {
  const toggle = row.locator('button[aria-expanded]').first();
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
};

/**
 * The first included finding priced with a range ('$x – $y'), expanded. Unless `floored`, one whose job is above
 * the trade's minimum visit, so its total is plainly per-unit × quantity.
 */
const pricedRow = async (page: Page, { floored = false } = {}): Promise<Locator> => {
  const rows = includedRows(page);
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    if (!/\$[\d,]+ – \$[\d,]+/.test((await row.getByTestId('finding-cost').textContent()) ?? '')) continue;
    await expand(row);
    if ((await row.getByTestId('minimum-visit').count()) > 0 === floored) return row;
    await collapse(row);
  }
  throw new Error('no priced finding on the page');
};

test('analysis page on a real report: priorities first, compact rows, exclude/undo, quantity, trades, download', async ({
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
      file: { name: 'hoosier-inspection.pdf', mimeType: 'application/pdf', buffer: readFileSync(CORPUS_PDF) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { reportId } = (await upload.json()) as { reportId: number };

  // while it is analysed the page polls and shows the processing state, then the locked teaser
  await page.setViewportSize(DESKTOP);
  await page.goto(`/reports/${reportId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report Analysis' })).toBeVisible();
  await expect(page.getByText(`Report #${reportId}`)).toBeVisible();
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 150_000 });
  await expect(page.getByText('Analysis Preview')).toBeVisible();
  await expect(page.getByTestId('teaser-estimated-repair-costs')).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  await expect(page.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', `/credits?report=${reportId}`);
  await expect(page.getByRole('button', { name: 'Download Report' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/locked-1280.png`, fullPage: true });

  // unlock with a credit (granted by the admin) through the shared unlock dialog
  const admin = await signInAsAdmin(baseURL!);
  const grant = await admin.post(`/api/admin/users/${me.id}/credits`, { data: { amount: 1, reason: 'e2e analysis' } });
  expect(grant.ok(), await grant.text()).toBe(true);
  await admin.dispose();
  // the balance the page read before the grant is still fresh for 5 minutes: come back to the page as a buyer would
  await page.evaluate(() => window.localStorage.removeItem('punchlist.analysis.groupBy'));
  await page.reload();
  await page.getByRole('button', { name: 'Use Credit to Unlock' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use 1 Credit' }).click();
  await expect(toast(page, 'Access Granted')).toBeVisible();
  await expect(page.getByTestId('deficiency-list')).toBeVisible();
  await page.goto(`/reports/${reportId}`);
  await expect(page.getByTestId('deficiency-list')).toBeVisible();

  // the default view: short, every critical finding on the first screen, in the top priorities
  const totalIssues = await summaryValue(page, 'Total Issues');
  const criticals = await summaryValue(page, 'Critical');
  expect(totalIssues).toBeGreaterThan(5);
  await expect(findingRows(page)).toHaveCount(totalIssues);
  await page.screenshot({ path: `${DOCS_SHOTS}/analysis-desktop.png`, fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, `page height ${height}px`).toBeLessThanOrEqual(4000);
  const priorities = page.getByTestId('top-priorities').getByRole('listitem');
  const severities = await priorities.evaluateAll((items) => items.map((li) => li.getAttribute('data-severity')));
  expect(severities.filter((s) => s === 'critical')).toHaveLength(criticals);
  expect(severities).toEqual([...severities].sort((a, b) => (a === b ? 0 : a === 'critical' ? -1 : 1)));
  for (let i = 0; i < criticals; i++) await expect(priorities.nth(i)).toBeInViewport({ ratio: 1 });

  // counts agree: the chips count what the summary counts
  const filter = page.getByRole('group', { name: 'Filter by risk' });
  await expect(filter.getByRole('button', { name: `All (${totalIssues})` })).toBeVisible();
  await expect(filter.getByRole('button', { name: `Critical (${criticals})` })).toBeVisible();
  await expect(page.getByTestId('showing-count')).toHaveText(`Showing ${totalIssues} issues of ${totalIssues}`);
  const minorButton = filter.getByRole('button', { name: /^Minor \(\d+\)$/ });
  const minorCount = Number((await minorButton.textContent())?.match(/\((\d+)\)/)?.[1]);
  await minorButton.click();
  await expect(findingRows(page)).toHaveCount(minorCount);
  await filter.getByRole('button', { name: /^All \(\d+\)$/ }).click();

  // grouping: severity by default, category when chosen, and the choice is remembered
  const grouping = page.getByRole('group', { name: 'Group findings by' });
  await expect(grouping.getByRole('button', { name: 'Severity' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#severity-critical')).toBeVisible();
  await grouping.getByRole('button', { name: 'Category' }).click();
  await expect(page.locator('section[id^="category-"]').first()).toBeVisible();
  await page.reload();
  await expect(grouping.getByRole('button', { name: 'Category' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#severity-critical')).toHaveCount(0);
  await grouping.getByRole('button', { name: 'Severity' }).click();

  // a priority opens its finding's detail: the inspector's words with the page, one confidence word, the pricing
  await priorities.first().getByRole('link').click();
  const firstId = (await priorities.first().getByRole('link').getAttribute('href'))!;
  const opened = page.locator(firstId);
  await expect(opened.getByTestId('finding-detail')).toBeVisible();
  await expect(opened).toBeInViewport();
  await expect(opened.getByText(/^From the report, page \d+/)).toBeVisible();
  const priced = await pricedRow(page);
  await expect(priced.getByTestId('price-confidence')).toHaveCount(1);
  await expect(priced.getByTestId('price-confidence')).toHaveText(/^(Good match|Rough match — ask for a quote)$/);
  await expect(priced.getByText('Source:')).toBeHidden();
  await priced.getByText('How was this priced?').click();
  await expect(priced.getByText('Source:')).toBeVisible();
  await expect(priced.getByText('Catalog match:')).toBeVisible();
  await priced.screenshot({ path: `${SHOTS}/finding-1280.png` });

  // its trade's contractors, once for the report
  const tradeLink = priced.getByRole('link', { name: /contractors? matched$/ });
  const tradeAnchor = (await tradeLink.getAttribute('href'))!;
  await tradeLink.click();
  await expect(page.locator(tradeAnchor)).toBeInViewport();
  const tradeSections = page.locator('#report-contractors section[id^="contractors-"]');
  const tradeIds = await tradeSections.evaluateAll((s) => s.map((e) => e.id));
  expect(new Set(tradeIds).size).toBe(tradeIds.length);
  await page.locator('#report-contractors').screenshot({ path: `${SHOTS}/contractors-1280.png` });

  // exclude: one line with the title and an undo; every count follows; stored (survives a reload); undo
  const rowId = `#${await priced.getAttribute('id')}`;
  const title = (await priced.getAttribute('aria-label'))!;
  const averageBefore = await totalAverage(page);
  await priced.getByRole('button', { name: 'Exclude from Report' }).click();
  const excludedRow = page.locator(rowId);
  await expect(excludedRow).toHaveAttribute('data-excluded', 'true');
  await expect(excludedRow.getByText(title)).toBeVisible();
  expect((await excludedRow.boundingBox())!.height).toBeLessThan(60);
  await expect.poll(() => summaryValue(page, 'Total Issues')).toBe(totalIssues - 1);
  await expect(filter.getByRole('button', { name: `All (${totalIssues - 1})` })).toBeVisible();
  await expect(page.getByTestId('showing-count')).toHaveText(
    `Showing ${totalIssues - 1} issues of ${totalIssues - 1} · 1 excluded`,
  );
  await expect.poll(() => totalAverage(page)).toBeLessThan(averageBefore);
  await page.reload();
  await expect(page.locator(rowId)).toHaveAttribute('data-excluded', 'true');
  await page.locator(rowId).getByRole('button', { name: 'Undo exclusion' }).click();
  await expect(page.locator(rowId)).toHaveAttribute('data-excluded', 'false');
  await expect.poll(() => totalAverage(page)).toBe(averageBefore);

  // quantity: edit to +2 and see the finding's and the report's totals change
  const target = page.locator(rowId);
  await expand(target);
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
  await target.getByRole('button', { name: 'Edit quantity' }).click();
  await target.getByLabel('Quantity').fill('');
  await target.getByRole('button', { name: 'Save' }).click();
  await expect(target.getByTestId('quantity-display')).toHaveText(/^1 /);
  await collapse(target);

  // a small job: its labor is the trade's minimum visit, which the pricing breakdown says
  const small = await pricedRow(page, { floored: true });
  const note = (await small.getByTestId('minimum-visit').textContent()) ?? '';
  expect(note).toMatch(/^Includes the (electrician|plumber|HVAC technician|handyman)'s minimum visit/);
  const minimumLow = dollars(/\$[\d,]+/.exec(note)?.[0] ?? null);
  const smallLabor = dollars(await small.getByTestId('cost-block').locator('dt:text-is("Labor") + dd').textContent());
  expect(smallLabor).toBeGreaterThanOrEqual(minimumLow);
  await collapse(small);

  // exclude one finding, then download: the file is named for the detail view and leaves it out
  await expand(target);
  await target.getByRole('button', { name: 'Exclude from Report' }).click();
  await expect(target).toHaveAttribute('data-excluded', 'true');
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
  expect(html).not.toContain(title.slice(0, 40).replace(/&/g, '&amp;'));
  expect(html).toContain('1 item excluded from the report is left out of this file and its totals.');
  // the file follows the page's order: priorities before the totals and the findings
  expect(html.indexOf('id="top-priorities"')).toBeGreaterThan(0);
  expect(html.indexOf('id="top-priorities"')).toBeLessThan(html.indexOf('id="detailed-findings"'));
  const viewer = await page.context().newPage();
  await viewer.goto(`file://${file}`);
  await expect(
    viewer.getByRole('heading', { level: 1, name: `Inspection Analysis Report #${reportId}` }),
  ).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Total Estimated Costs' })).toBeVisible();
  await viewer.close();
  await page.locator(rowId).getByRole('button', { name: 'Undo exclusion' }).click();
  await expect(page.locator(rowId)).toHaveAttribute('data-excluded', 'false');

  // phone width: nothing wider than the screen, the priorities first
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reports/${reportId}/analysis`);
  await expect(page.getByTestId('deficiency-list')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${DOCS_SHOTS}/analysis-phone.png`, fullPage: true });
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
