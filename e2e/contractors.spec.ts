import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './helpers/admin';
import { registerViaApi } from './helpers/accounts';
import { unlockWithGrantedCredit, uploadText, waitForCompleted } from './helpers/reports';
import { chooseOption } from './helpers/select';

// Contractors against the real server with DEMO_DATA=1: the directory on demo data, and messaging two matched
// contractors, whose texts land in the SMS outbox.

const SCREENSHOTS = 'test-results/contractors';

const searchDirectory = async (page: Page, address: string) => {
  await page.getByLabel('Property address').fill(address);
  await page.getByLabel('Property address').press('Enter');
  await expect(page.getByTestId('contractor-count')).toHaveText(/^\d+ contractors? available$/, { timeout: 20_000 });
};

const pick = (page: Page, label: string, option: string) => chooseOption(page, page.getByLabel(label), option);

test('directory search on demo data: every trade near Austin, filtered, sorted, demo rows marked', async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contractors');
  await expect(page.getByRole('heading', { name: 'Contractor Directory', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search for contractors' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();

  await searchDirectory(page, '700 Lavaca St, Austin, TX 78701');
  const cards = page.getByTestId('contractor-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(7);
  // every demo row says so, in the data and on the card
  expect(await page.getByTestId('demo-badge').count()).toBe(await cards.count());
  await expect(page.getByText(/are sample data/)).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{3}55501\d{2}$/);
  await page.screenshot({ path: `${SCREENSHOTS}/directory-1280.png` });

  // one category: searched again with it, only that trade
  await pick(page, 'Category', 'Electrical');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('contractor-count')).toHaveText(/^\d+ contractors? available$/);
  // the count line can still be the previous search's while the new results render: wait for the list itself
  await expect
    .poll(async () => [...new Set(await cards.locator('h3 + p').allTextContents())], { timeout: 20_000 })
    .toEqual(['Electrician']);

  // Nearest: distances ascending
  await pick(page, 'Sort by', 'Nearest');
  const miles = async () => (await cards.getByText(/ mi$/).allTextContents()).map((t) => Number.parseFloat(t));
  await expect
    .poll(async () => {
      const shown = await miles();
      return shown.length > 1 && shown.every((m, i) => i === 0 || shown[i - 1]! <= m);
    })
    .toBe(true);

  // a filter that matches nothing, then Clear Filters
  await page.getByLabel('Filter').fill('no such contractor');
  await expect(page.getByRole('heading', { name: 'No contractors found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Filter')).toHaveValue('');
  await expect(cards.first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/directory-390.png` });

  // an address nobody can place
  await page.getByLabel('Property address').fill('the blue house by the lake');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toContainText('Search Failed');
  await expect(page.getByRole('alert')).toContainText("We couldn't find that address.");
});

// Our own short write-up (not corpus text): a few defects of one trade so the finding gets several contractors.
const REPORT = [
  'HOME INSPECTION REPORT',
  'Property Address: 700 Lavaca St, Austin, TX 78701',
  'Inspection Date: 03/02/2025',
  '',
  'ELECTRICAL SYSTEMS',
  'Deficient: The main service panel has a double-tapped breaker, a safety hazard. Recommend a licensed electrician correct it.',
  'Deficient: Garage receptacles lack GFCI protection. Recommend installing GFCI receptacles.',
  '',
  'PLUMBING SYSTEMS',
  'Deficient: Active leak at the kitchen sink drain trap. Recommend a licensed plumber repair.',
].join('\n');

/** A completed, unlocked report of a new user, analysed from REPORT; and an admin client for the outbox. */
const unlockedReport = async (page: Page, baseURL: string) => {
  const headers = { Origin: baseURL };
  await registerViaApi(page, baseURL);
  const reportId = await uploadText(page, baseURL, 'austin-inspection.txt', REPORT);
  await waitForCompleted(page.request, reportId);
  await unlockWithGrantedCredit(page, baseURL, reportId, 'e2e contractors');
  return { reportId, admin: await signInAsAdmin(baseURL), headers };
};

interface OutboxRow {
  reportId: number;
  contractorName: string;
  status: string;
  body: string;
  provider: string;
}

const outboxRows = async (admin: APIRequestContext, reportId: number): Promise<OutboxRow[]> => {
  const outbox = (await (await admin.get('/api/admin/messages')).json()) as { rows: OutboxRow[] };
  return outbox.rows.filter((r) => r.reportId === reportId);
};

const expectStoredFor = (rows: OutboxRow[], names: string[], homeowner: string) => {
  expect(rows).toHaveLength(names.length);
  expect(new Set(rows.map((r) => r.contractorName))).toEqual(new Set(names));
  for (const row of rows) {
    expect(row).toMatchObject({ status: 'stored', provider: 'outbox' });
    expect(row.body).toContain(`Hi ${row.contractorName},`);
    expect(row.body).toContain(homeowner);
  }
};

test('API: project details to two matched contractors land in the SMS outbox', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { reportId, admin, headers } = await unlockedReport(page, baseURL!);
  const { deficiencyContractors } = await (await page.request.get(`/api/reports/${reportId}/contractors`)).json();
  const finding = (
    deficiencyContractors as {
      deficiencyId: number;
      contractors: { id: string; name: string; phone: string | null }[];
    }[]
  ).find((d) => d.contractors.filter((c) => c.phone).length >= 2);
  expect(finding, JSON.stringify(deficiencyContractors)).toBeTruthy();
  const chosen = finding!.contractors.filter((c) => c.phone).slice(0, 2);

  const sent = await page.request.post(
    `/api/reports/${reportId}/deficiencies/${finding!.deficiencyId}/message-contractors`,
    {
      headers,
      data: {
        homeownerName: 'E2E Homeowner',
        homeownerPhone: '(512) 555-0199',
        contractorIds: chosen.map((c) => c.id),
      },
    },
  );
  expect(await sent.json()).toEqual({ success: 2, total: 2 });
  expectStoredFor(
    await outboxRows(admin, reportId),
    chosen.map((c) => c.name),
    'Quote to: E2E Homeowner (512) 555-0199',
  );
  await admin.dispose();
});

test('analysis page: Send Project Details to two contractors, two rows in the SMS outbox', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { reportId, admin } = await unlockedReport(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/reports/${reportId}/analysis`);
  await page.getByRole('button', { name: 'Message Contractors' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Send Project Details to Contractors' });
  await expect(dialog.getByText(/^Select Contractors to Message \(\d+ available\)$/)).toBeVisible();
  await expect(dialog.getByTestId('message-preview')).toHaveText(
    'Please fill in your contact information to see the message preview.',
  );
  const boxes = dialog.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThanOrEqual(2);
  const names: string[] = [];
  for (const i of [0, 1]) {
    await boxes.nth(i).click();
    names.push(
      (
        (await dialog
          .locator(`label[for="${await boxes.nth(i).getAttribute('id')}"] > span`)
          .first()
          .textContent()) ?? ''
      ).trim(),
    );
  }
  await dialog.getByLabel('Your Name *').fill('Browser Homeowner');
  await dialog.getByLabel('Your Phone Number *').fill('512-555-0188');
  await expect(dialog.getByTestId('message-preview')).toContainText('Quote to: Browser Homeowner (512) 555-0188');
  await page.screenshot({ path: `${SCREENSHOTS}/analysis-project-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Send Messages (2)' }).click();
  await expect(page.getByText('Messages Sent Successfully', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Sent to 2 out of 2 contractors.', { exact: false }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  expectStoredFor(await outboxRows(admin, reportId), names, 'Quote to: Browser Homeowner (512) 555-0188');
  await admin.dispose();
});
