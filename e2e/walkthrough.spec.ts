import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, rgb } from 'pdf-lib';
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

// a PDF with pages but no text layer, like a scanned report (the engine cannot read it yet)
const scannedPdf = async () => {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 2; i++) {
    doc.addPage([612, 792]).drawRectangle({ x: 50, y: 50, width: 500, height: 690, color: rgb(0.9, 0.9, 0.85) });
  }
  return Buffer.from(await doc.save());
};

const ADDRESSED_LEAK = [
  'Property Address: 700 Lavaca St, Austin, TX 78701',
  '',
  'PLUMBING SYSTEMS',
  'Deficient: Active leak at the kitchen sink drain trap. Recommend a licensed plumber repair.',
].join('\n');

const statusOf = async (page: Page, id: number) =>
  ((await (await page.request.get(`/api/reports/${id}/status`)).json()) as { status: string }).status;

test('a scanned PDF offers no retry; buying credits comes back to the report; messages from the profile, previewed exactly and logged', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL as string;
  await registerViaApi(page, origin);
  const profile = await page.request.put('/api/auth/profile', {
    headers: { Origin: origin },
    data: { firstName: 'Dana', lastName: 'Reyes', phone: '512-555-0142' },
  });
  expect(profile.ok()).toBe(true);
  const reportId = await uploadText(page, origin, 'lavaca.txt', ADDRESSED_LEAK);
  const scan = await page.request.post('/api/reports/upload', {
    headers: { Origin: origin },
    multipart: { file: { name: 'scanned.pdf', mimeType: 'application/pdf', buffer: await scannedPdf() } },
  });
  expect(scan.status()).toBe(201);
  const scanId = ((await scan.json()) as { reportId: number }).reportId;
  await expect.poll(() => statusOf(page, reportId), { timeout: 30_000 }).toBe('completed');
  await expect.poll(() => statusOf(page, scanId), { timeout: 30_000 }).toBe('failed');

  // the scanned report's card: the reason, an upload of a text PDF, Delete; no Retry that would fail again
  await page.setViewportSize(DESKTOP);
  await page.goto('/reports');
  const scanned = page.getByTestId('report-card').filter({ hasText: 'scanned.pdf' });
  await expect(scanned).toContainText('no selectable text');
  await expect(scanned.getByRole('link', { name: 'Upload a text PDF' })).toHaveAttribute('href', '/');
  await expect(scanned.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(scanned.getByRole('button', { name: 'Delete scanned.pdf' })).toBeVisible();
  await scanned.getByRole('button', { name: /More actions/ }).click();
  await expect(page.getByRole('menuitem', { name: /Buy Credits|Re-analyze/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // no credit: the unlock dialog offers a purchase; paying brings the user back to this report, one click from done
  await page.goto(`/reports/${reportId}`);
  await page.getByRole('button', { name: 'Use Credit to Unlock' }).click();
  await expect(page.getByRole('dialog')).toContainText('Insufficient Credits');
  await page.getByRole('button', { name: 'Buy Credits' }).click();
  await page.getByRole('button', { name: /^Buy 3 credits/ }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_local_[\w-]+$/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${reportId}$`));
  const unlock = page.getByRole('dialog', { name: 'Unlock Full Analysis' });
  await expect(unlock).toContainText('3 credits');
  await expectNoSeriousA11yViolations(page, 'unlock dialog after a purchase');
  await unlock.getByRole('button', { name: 'Use 1 Credit' }).click();
  const finding = page.locator('article[id^="finding-"]').first();
  await expect(finding).toBeVisible();
  expect(await (await page.request.get('/api/credits/balance')).json()).toMatchObject({ balance: 2 });

  // one contractor: name and phone from the profile, the user's words first, the preview is the text sent
  // contractors are listed once per trade, folded (issue 17): open the first trade's list
  await page
    .getByRole('button', { name: /^Show \d+ contractors?$/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Message (?!Contractors$)/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Message / });
  const contractor = ((await dialog.getByRole('heading').first().textContent()) ?? '').replace(/^Message /, '');
  await expect(dialog.getByLabel('Your Name *')).toHaveValue('Dana Reyes');
  await expect(dialog.getByLabel('Your Phone Number *')).toHaveValue('512-555-0142');
  await dialog.getByLabel('Message', { exact: true }).fill('Mornings are best; the side gate is open.');
  const preview = dialog.getByTestId('message-preview');
  await expect(preview).toContainText(`Hi ${contractor}, Mornings are best; the side gate is open.`);
  const previewed = (await preview.textContent()) ?? '';
  expect(previewed.split('\n')[1]).toBe('Quote to: Dana Reyes (512) 555-0142');
  await page.screenshot({ path: 'test-results/walkthrough/message-dialog.png' });
  await expectNoSeriousA11yViolations(page, 'message dialog');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('[data-slot="toast"]').getByText('Message Sent!')).toBeVisible();
  const exported = (await (await page.request.get('/api/account/export')).json()) as { messages: { body: string }[] };
  expect(exported.messages.map((m) => m.body)).toEqual([previewed]);

  // the report's log of texts: to whom, when, what became of it
  const log = page.getByRole('list', { name: 'Messages sent' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log).toContainText(contractor);
  await expect(log).toContainText('Saved, not texted (no SMS service)');
  await expect(log.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await log.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/walkthrough/message-log.png' });
});
