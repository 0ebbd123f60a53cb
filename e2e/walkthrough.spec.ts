import { expect, type Page, test } from '@playwright/test';
import { registerViaApi } from './helpers/accounts';
import { E2E_ADMIN, signInAsAdmin } from './helpers/admin';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { uploadText } from './helpers/reports';

// Issue 18: the browser walk-through's fixes, checked the way the walk-through found them (desktop 1366 px and
// phone 390 px), with an axe check of each page touched.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Every answer of 400 or more the page received (the console's red lines). */
const failedResponses = (page: Page) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return failed;
};

const noHorizontalOverflow = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('visitor pages: measured claims and miles only, no error answers, the sign-in tab order, axe', async ({
  page,
}) => {
  const failed = failedResponses(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const landing = page.locator('body');
  await expect(landing).toContainText('of marked deficiencies found');
  await expect(landing).toContainText('6 miles first, then 19 miles, then 31 miles');
  await expect(landing).not.toContainText('98%');
  await expect(landing).not.toContainText(/\d km\b/);
  await expect(page.getByRole('contentinfo')).toContainText('Report Download');
  await expect(page.getByRole('contentinfo')).not.toContainText('PDF Generation');
  await expectNoSeriousA11yViolations(page, 'landing');

  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\d km\b|98%/);
  await expectNoSeriousA11yViolations(page, 'help');

  await page.goto('/blog/critical-electrical-issues-home-inspections');
  await expect(page.getByRole('link', { name: 'Analyze your report' })).toHaveAttribute('href', '/');
  await expect(page.locator('body')).not.toContainText(/Mobile apps for iPhone/);
  await expectNoSeriousA11yViolations(page, 'blog post');

  // Tab goes username → password → Sign In; Enter after typing the password signs in (not the reset dialog)
  await page.setViewportSize(PHONE);
  await page.goto('/auth');
  await page.getByLabel('Username').fill('nobody-here');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('wrong-password-1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.locator('[data-slot="toast"]').getByText('Login failed')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'auth');

  // a visitor's session check is an answer, not an error; the only failure is the wrong password above
  expect(failed).toEqual(['401 /api/login']);
});

test('signed in: paged reports with one primary action, re-analyze asks first, quantities, credits on a phone, admin', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await registerViaApi(page, baseURL as string);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  const admin = await signInAsAdmin(baseURL as string);
  try {
    expect(
      (await admin.post(`/api/admin/users/${me.id}/credits`, { data: { amount: 1, reason: 'e2e 18' } })).ok(),
    ).toBe(true);
  } finally {
    await admin.dispose();
  }
  const longName = `${'a-very-long-inspection-report-file-name-'.repeat(3)}final.txt`;
  const first = await uploadText(page, baseURL as string, longName);
  for (let i = 1; i <= 5; i++) await uploadText(page, baseURL as string, `walk-${i}.txt`);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/reports/${first}/status`)).json()) as { status: string }).status,
      { timeout: 30_000 },
    )
    .toBe('completed');
  expect(
    (await page.request.post(`/api/reports/${first}/purchase`, { headers: { Origin: baseURL as string } })).ok(),
  ).toBe(true);

  // the list: one page from the server, then the next on "Load more"
  await page.setViewportSize(DESKTOP);
  await page.goto('/reports');
  const cards = page.getByTestId('report-card');
  await expect(cards).toHaveCount(5);
  await expect(page.getByText('Showing 5 of 6 reports')).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(6);
  const mine = cards.filter({ hasText: 'final.txt' });
  await expect(mine.getByRole('button', { name: 'View', exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Unlock', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'reports');

  // Re-analyze asks first and says the edits are carried over; Cancel starts nothing
  await mine.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Re-analyze' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Your exclusions and quantity edits are carried over');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(mine.getByTestId('report-status')).toHaveText('Analysis Complete');

  // quantities: no silent cap, no rounding of a count, only the finding's own units
  await mine.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${first}$`));
  const finding = page.locator('article[id^="finding-"]').first();
  await finding.locator('button[aria-expanded="false"]').click(); // rows open to their detail (issue 17)
  await finding.getByRole('button', { name: 'Edit quantity' }).click();
  await finding.getByLabel('Quantity').fill('99999999');
  await finding.getByRole('button', { name: 'Save' }).click();
  await expect(finding.getByRole('alert')).toHaveText('Quantity can be at most 100,000.');
  await finding.getByRole('combobox').click();
  const units = await page.getByRole('option').allTextContents();
  expect(units.length).toBeLessThan(5);
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page, 'analysis');

  // /credits on a phone: long file names do not push the page wider than the screen
  await page.setViewportSize(PHONE);
  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transactions' })).toBeVisible();
  await noHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, 'credits');

  // the downloaded analysis on a phone: the totals table fits (or scrolls inside itself), nothing is cut off
  const html = await (await page.request.get(`/api/reports/${first}/download`)).text();
  const download = await page.context().newPage();
  await download.setViewportSize(PHONE);
  await download.setContent(html);
  expect(await download.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await download.close();

  // the notification tabs on a phone: every tab in view, Account included
  await page.goto('/notifications');
  const account = page.getByRole('tab', { name: 'Account' });
  await expect(account).toBeVisible();
  const box = await account.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await noHorizontalOverflow(page);

  // admin: the maintenance switch asks first; the reports table shows the estimate range
  await page.setViewportSize(DESKTOP);
  await page.request.post('/api/login', { headers: { Origin: baseURL as string }, data: E2E_ADMIN });
  await page.goto('/admin/reports');
  const toggle = page.getByRole('switch', { name: 'Maintenance mode' });
  await expect(toggle).toBeEnabled();
  await toggle.click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Turn maintenance mode on?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByRole('columnheader', { name: 'Estimate' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'final.txt' })).toContainText(/\$[\d,]+ – \$[\d,]+/);
  await expectNoSeriousA11yViolations(page, 'admin');
});
