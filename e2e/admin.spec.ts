import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Page, expect, request, test } from '@playwright/test';
import { E2E_PASSWORD, registerViaApi, uniqueUsername } from './helpers/accounts';
import { E2E_ADMIN, setMaintenance, signInAsAdmin } from './helpers/admin';

// Issue 10: the bootstrap admin opens another user's report in full; a normal user gets the 403 page (and the
// server refuses the admin API to them as well).

// the smallest report of the dev corpus: analysed in seconds
const CORPUS_PDF = join(process.cwd(), '..', 'shared', 'corpus', 'dev', '07-3d-cbhi-denver-co.pdf');

/** A user of their own (own cookie jar) who uploads the corpus PDF; resolves once the analysis has finished. */
const userWithAnalysedReport = async (baseURL: string) => {
  const username = uniqueUsername('owner');
  const owner: APIRequestContext = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const registered = await owner.post('/api/register', {
    data: { username, email: `${username}@e2e.test`, password: E2E_PASSWORD, firstName: 'Olive', lastName: 'Owens' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const upload = await owner.post('/api/reports/upload', {
    multipart: {
      file: { name: 'denver-inspection.pdf', mimeType: 'application/pdf', buffer: readFileSync(CORPUS_PDF) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { reportId } = (await upload.json()) as { reportId: number };
  await expect
    .poll(
      async () => ((await (await owner.get(`/api/reports/${reportId}/status`)).json()) as { status: string }).status,
      {
        timeout: 90_000,
        intervals: [1000],
      },
    )
    .toBe('completed');
  return { owner, username, reportId };
};

/** The owner unlocks the report with a credit the admin grants, and texts one matched contractor. */
const unlockAndMessage = async (
  owner: APIRequestContext,
  admin: APIRequestContext,
  ownerId: number,
  reportId: number,
) => {
  const grant = await admin.post(`/api/admin/users/${ownerId}/credits`, { data: { amount: 1, reason: 'e2e unlock' } });
  expect(grant.ok(), await grant.text()).toBe(true);
  const unlock = await owner.post(`/api/reports/${reportId}/purchase`, { data: {} });
  expect(unlock.ok(), await unlock.text()).toBe(true);
  const { deficiencyContractors } = (await (await owner.get(`/api/reports/${reportId}/contractors`)).json()) as {
    deficiencyContractors: {
      deficiencyId: number;
      contractors: { id: string; name: string; phone: string | null }[];
    }[];
  };
  const target = deficiencyContractors.find((d) => d.contractors.some((c) => c.phone));
  expect(target, 'a finding with a contractor who has a phone').toBeTruthy();
  const contractor = target!.contractors.find((c) => c.phone)!;
  const sent = await owner.post(`/api/reports/${reportId}/deficiencies/${target!.deficiencyId}/message-contractors`, {
    data: { homeownerName: 'Olive Owens', homeownerPhone: '(512) 555-0142', contractorIds: [contractor.id] },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return contractor.name;
};

const signInPageAsAdmin = async (page: Page, baseURL: string) => {
  const response = await page.request.post('/api/login', { headers: { Origin: baseURL }, data: E2E_ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
};

/** Screenshots at desktop and phone width (the whole page, or the first screen of a long one). */
const screenshots = async (page: Page, name: string, { fullPage = true } = {}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('the admin opens another user’s report in full from the dashboard', async ({ page, baseURL }) => {
  test.skip(!existsSync(CORPUS_PDF), `dev corpus not found at ${CORPUS_PDF}`);
  test.setTimeout(150_000);
  const { owner, username, reportId } = await userWithAnalysedReport(baseURL as string);

  await signInPageAsAdmin(page, baseURL as string);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-reports')).not.toHaveText('0');

  await page.getByLabel('Search reports').fill(username);
  const reports = page.getByRole('table', { name: 'Reports' });
  const row = reports.getByRole('row').filter({ hasText: 'denver-inspection.pdf' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Completed', { ignoreCase: true });
  await screenshots(page, 'dashboard');

  await row.getByRole('link', { name: 'denver-inspection.pdf' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reports/${reportId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'denver-inspection.pdf' })).toBeVisible();
  await expect(page.getByText(`Report #${reportId} · ${username}`)).toBeVisible();
  await expect(page.getByText(`${username}@e2e.test`)).toBeVisible();
  // the owner never unlocked it, yet the admin sees every finding
  await expect(page.getByText('Locked: the owner sees the teaser')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Deficiencies' })).toBeVisible();
  const severities = page.locator('main li').filter({ has: page.getByText(/^(critical|major|minor)$/i) });
  expect(await severities.count()).toBeGreaterThan(0);
  await screenshots(page, 'full-report', { fullPage: false });
  await page.getByRole('heading', { level: 2, name: 'Deficiencies' }).evaluate((h) => h.scrollIntoView());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('full-report-findings-1280.png') });

  // the owner's analysis page opens for the admin too, read-only: the owner's corrections would answer 404
  await page.goto(`/reports/${reportId}`);
  await expect(page.getByRole('heading', { name: 'All findings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit the property address' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a finding' })).toHaveCount(0);

  // a bad id in the address bar
  await page.goto('/admin/reports/not-a-number');
  await expect(page.getByRole('heading', { name: 'Invalid report ID' })).toBeVisible();

  // the owner unlocks it and texts a contractor: the admin finds the message in the SMS outbox
  const admin = await signInAsAdmin(baseURL as string);
  const ownerId = ((await (await owner.get('/api/auth/user')).json()) as { id: number }).id;
  const contractorName = await unlockAndMessage(owner, admin, ownerId, reportId);
  await owner.dispose();
  await admin.dispose();
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await page.getByLabel('Search messages').fill(username);
  const message = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: contractorName });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText('(512) 555-0142');
  await screenshots(page, 'outbox');
  await page.getByRole('link', { name: `Report #${reportId}` }).click();
  await expect(page.getByText(/^Unlocked /)).toBeVisible();
});

test('the admin switches maintenance, grants credits and checks a finding against the cost engine', async ({
  page,
  baseURL,
}) => {
  const owner = uniqueUsername('granted');
  const other = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL as string } });
  await other.post('/api/register', {
    data: { username: owner, email: `${owner}@e2e.test`, password: E2E_PASSWORD },
  });
  const before = ((await (await other.get('/api/credits/balance')).json()) as { balance: number }).balance;

  await signInPageAsAdmin(page, baseURL as string);
  await page.goto('/admin/reports');

  // the maintenance switch: on shows the waitlist to everyone else, off opens the app again
  const admin = await signInAsAdmin(baseURL as string);
  try {
    const maintenance = page.getByRole('switch', { name: 'Maintenance mode' });
    await expect(maintenance).not.toBeChecked();
    await maintenance.click();
    // it asks first (issue 18)
    await page.getByRole('alertdialog').getByRole('button', { name: 'Turn on' }).click();
    await expect(maintenance).toBeChecked();
    await expect(page.getByText('Maintenance mode on', { exact: true })).toBeVisible();
    expect(
      ((await (await other.get('/api/maintenance-status')).json()) as { isMaintenanceMode: boolean }).isMaintenanceMode,
    ).toBe(true);
    await maintenance.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
    await expect(maintenance).not.toBeChecked();
    expect(
      ((await (await other.get('/api/maintenance-status')).json()) as { isMaintenanceMode: boolean }).isMaintenanceMode,
    ).toBe(false);
  } finally {
    await setMaintenance(admin, false);
    await admin.dispose();
  }

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(owner);
  await page.getByRole('button', { name: `Grant credits to ${owner}` }).click();
  const dialog = page.getByRole('dialog', { name: `Grant credits to ${owner}` });
  await dialog.getByLabel('Credits').fill('3');
  await dialog.getByLabel('Reason').fill('Goodwill after a support call');
  await screenshots(page, 'grant-dialog');
  await dialog.getByRole('button', { name: 'Grant credits' }).click();
  await expect(page.getByText(`${owner} now has ${before + 3} credits.`, { exact: true })).toBeVisible();
  const transactions = (await (await other.get('/api/credits/transactions')).json()) as { description: string }[];
  expect(transactions[0]?.description).toContain('Goodwill after a support call');
  await other.dispose();

  await page.getByRole('link', { name: 'Cost Match Test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cost Match Test' })).toBeVisible();
  await page.getByLabel('Finding text').fill('Double tapped breaker in the main electrical panel, a safety hazard.');
  await page.getByLabel('ZIP code').fill('78745');
  await page.getByRole('button', { name: 'Find match' }).click();
  await expect(page.getByTestId('cost-match-item')).toBeVisible();
  await expect(page.getByTestId('cost-match-region')).toContainText('TX');
  await expect(page.getByRole('list', { name: 'Matched keywords' }).getByRole('listitem').first()).toBeVisible();
  await screenshots(page, 'cost-match');
});

test('a normal user gets the 403 page, and the server refuses the admin API', async ({ page, baseURL }) => {
  await registerViaApi(page, baseURL as string);
  for (const path of ['/admin/reports', '/admin/reports/1', '/admin/bni-test', '/admin/messages']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('403', { exact: true })).toBeVisible();
  }
  await screenshots(page, 'forbidden');
  for (const url of ['/api/admin/reports', '/api/admin/users', '/api/admin/stats', '/api/admin/reports/1/full']) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
  const grant = await page.request.post('/api/admin/users/1/credits', {
    headers: { Origin: baseURL as string },
    data: { amount: 100, reason: 'me' },
  });
  expect(grant.status()).toBe(403);
});
