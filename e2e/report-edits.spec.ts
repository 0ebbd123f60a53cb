import { expect, type Page, test } from '@playwright/test';
import { registerViaApi } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin';
import { uploadText } from './helpers/reports';
import { chooseOption } from './helpers/select';

// Issue 17: the owner's corrections on the analysis page — a report with no address asks for the ZIP first (the
// locked page too: report-edits.test.tsx), the ZIP re-prices the findings; a private note; a finding the engine missed, added, marked "added
// by you" and counted in the totals. Real server (API + worker), real database, real Chromium.

const NO_ADDRESS_REPORT = [
  'PROPERTY INSPECTION REPORT',
  '',
  'ELECTRICAL SYSTEMS',
  'Deficient: Kitchen countertop receptacles lack GFCI protection. Recommend installing GFCI receptacles.',
  '',
  'ROOF COVERING',
  'Deficient: Several shingles are missing on the rear slope. Recommend a qualified roofer replace them.',
].join('\n');

const SHOTS = process.env.REPORT_EDITS_SHOTS_DIR;
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
const totalAverage = async (page: Page) => dollars(await page.getByTestId('total-average').textContent());
const PROMPT = 'Add the ZIP for local prices and contractors';

test('edit the ZIP (prices change), keep a note, add a missed finding (counted, marked added by you)', async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page, baseURL!);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  const reportId = await uploadText(page, baseURL!, 'no-address.txt', NO_ADDRESS_REPORT);
  await expect
    .poll(async () => (await (await page.request.get(`/api/reports/${reportId}/status`)).json()).status, {
      timeout: 30_000,
    })
    .toBe('completed');

  const admin = await signInAsAdmin(baseURL!);
  expect((await admin.post(`/api/admin/users/${me.id}/credits`, { data: { amount: 1, reason: 'e2e 17' } })).ok()).toBe(
    true,
  );
  await admin.dispose();
  expect((await page.request.post(`/api/reports/${reportId}/purchase`, { headers: { Origin: baseURL! } })).ok()).toBe(
    true,
  );

  await page.goto(`/reports/${reportId}`);
  const prompt = page.getByTestId('location-prompt');
  await expect(prompt.getByRole('heading', { name: PROMPT })).toBeVisible();
  const national = await totalAverage(page);
  expect(national).toBeGreaterThan(0);
  const zip = prompt.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('9410');
  await prompt.getByRole('button', { name: 'Use this ZIP' }).click();
  await expect(prompt.getByText('Enter a 5-digit ZIP code.')).toBeVisible();
  await zip.fill('94103');
  await prompt.getByRole('button', { name: 'Use this ZIP' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByTestId('priced-for')).toHaveText('San Francisco, CA 94103 · CA labor index 1.20');
  // California labor is dearer than the US average the report was first priced at
  await expect.poll(() => totalAverage(page)).toBeGreaterThan(national);
  const local = await totalAverage(page);

  // a private note on a finding
  const first = page.locator('article[id^="finding-"]').first();
  await first.locator('button[aria-expanded]').first().click();
  await first.getByRole('button', { name: 'Add a note' }).click();
  await first.getByRole('textbox', { name: 'Your note (private)' }).fill('Seller says an electrician was booked.');
  await first.getByRole('button', { name: 'Save note' }).click();
  await expect(first.getByTestId('finding-note')).toContainText('Seller says an electrician was booked.');

  // a finding the engine missed
  const count = page.getByTestId('showing-count');
  await expect(count).toContainText('of 2');
  await page.getByRole('button', { name: 'Add a finding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a finding' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Water heater relief valve drips');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Category' }), 'Plumbing');
  await dialog.getByRole('textbox', { name: 'Page (optional)' }).fill('4');
  await dialog
    .getByRole('textbox', { name: "The inspector's words" })
    .fill('The water heater pressure relief valve is leaking. Recommend a licensed plumber replace the valve.');
  await dialog.getByRole('button', { name: 'Add finding' }).click();
  await expect(dialog).toBeHidden();
  const added = page.locator('article[id^="finding-"]', { hasText: 'Water heater relief valve drips' });
  await expect(added.getByTestId('added-by-you')).toHaveText('Added by you');
  await expect(added.getByTestId('finding-detail')).toContainText('page 4');
  await expect(count).toContainText('of 3');
  await expect.poll(() => totalAverage(page)).toBeGreaterThan(local);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/added-finding.png`, fullPage: true });
});
