import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { registerViaApi } from './helpers/accounts';
import { signInAsAdmin } from './helpers/admin';

// XSS payloads in every field a user controls — profile fields, the file name, the report's own text (which becomes
// quotes, descriptions and the property address), the contractor message and the settings import — must render as
// text on every page that shows them, for the user and for an admin, and be escaped in the downloaded file.
// The CSP (script-src 'self') would stop an inline handler from running, so the check is on the markup itself: no
// element with an event-handler attribute, no script we did not ship, no CSP violation, nothing set window.__xss.

const handler = (where: string) => `<img src=x onerror="window.__xss='${where}'">`;
const PROFILE = {
  firstName: handler('first'),
  lastName: `"><svg onload="window.__xss='last'">`,
  company: `<script>window.__xss='company'</script>`,
  address: `<iframe srcdoc="<script>parent.__xss='address'</script>">`,
  phone: `<b onmouseover=alert(1)>5</b>`,
};
// no slash: the server keeps only the base name of a path-like file name
const FILENAME = `<img src=x onerror=window.__xss=1 data-f>.txt`;
const DESCRIPTION_PAYLOAD = handler('desc');
const QUOTE_PAYLOAD = `<script>window.__xss='quote'</script>`;
const ADDRESS_PAYLOAD = `<b onmouseover=x>Hollow</b>`;
const MESSAGE_PAYLOAD = `<img src=x onerror="window.__xss='sms'"> please call`;
const NAME_PAYLOAD = `<svg onload=alert(1)>Pat`;

const REPORT_TEXT = [
  'PROPERTY INSPECTION REPORT',
  `Property Address: 4417 Juniper ${ADDRESS_PAYLOAD} Lane, Austin, TX 78745`,
  'Inspection Date: 02/11/2025',
  '',
  'ELECTRICAL SYSTEMS',
  `Deficient: The main panel ${DESCRIPTION_PAYLOAD} has a double-tapped breaker, a safety hazard. Recommend a licensed electrician correct it.`,
  '',
  'PLUMBING SYSTEMS',
  `Deficient: Active leak observed at the water heater drain valve ${QUOTE_PAYLOAD}. Recommend a licensed plumber repair.`,
].join('\n');

declare global {
  interface Window {
    __xss?: unknown;
    __cspViolations?: string[];
  }
}

/** Records CSP violations from the first script on: a blocked inline handler means markup was injected. */
const watchPage = async (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod probes `new Function('')` once to know whether it may compile validators: a refused eval, not markup
      if (event.blockedURI === 'eval') return;
      (window.__cspViolations ??= []).push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return dialogs;
};

const expectOnlyText = async (page: Page, where: string, dialogs: string[] = []) => {
  const found = await page.evaluate(() => ({
    xss: window.__xss ?? null,
    handlers: [...document.querySelectorAll('*')]
      .filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))
      .map((el) => el.outerHTML.slice(0, 160)),
    scripts: [...document.querySelectorAll('script')]
      .filter((s) => (s.textContent ?? '').includes('__xss'))
      .map((s) => s.outerHTML.slice(0, 160)),
    frames: [...document.querySelectorAll('iframe[srcdoc]')].map((f) => f.outerHTML.slice(0, 160)),
    csp: window.__cspViolations ?? [],
  }));
  expect(found, where).toEqual({ xss: null, handlers: [], scripts: [], frames: [], csp: [] });
  expect(dialogs, where).toEqual([]);
};

const waitForAnalysis = async (request: APIRequestContext, reportId: number) => {
  await expect
    .poll(async () => (await (await request.get(`/api/reports/${reportId}/status`)).json()).status, {
      timeout: 90_000,
    })
    .not.toBe('processing');
  return (await (await request.get(`/api/reports/${reportId}/status`)).json()) as { status: string };
};

const adminPage = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/login', {
    headers: { Origin: baseURL },
    data: { username: 'e2e-admin', password: 'e2e-admin-password' },
  });
  expect(login.ok()).toBe(true);
  return { context, page: await context.newPage() };
};

test('XSS payloads in every user-controlled field render as text, in the app, the admin views and the download', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const headers = { Origin: baseURL! };
  const dialogs = await watchPage(page);
  const username = await registerViaApi(page, baseURL!);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };

  // the username itself is restricted to letters, digits and a few marks
  const badName = await page.request.post('/api/register', {
    headers,
    data: { username: '<img src=x>', email: 'x@e2e.test', password: 'e2e-password-1' },
  });
  expect(badName.status()).toBe(400);

  const profile = await page.request.put('/api/auth/profile', { headers, data: PROFILE });
  expect(profile.status(), await profile.text()).toBe(200);

  const upload = await page.request.post('/api/reports/upload', {
    headers,
    multipart: { file: { name: FILENAME, mimeType: 'text/plain', buffer: Buffer.from(REPORT_TEXT) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { reportId } = (await upload.json()) as { reportId: number };
  expect((await waitForAnalysis(page.request, reportId)).status).toBe('completed');

  const admin = await signInAsAdmin(baseURL!);
  const grant = await admin.post(`/api/admin/users/${me.id}/credits`, { data: { amount: 1, reason: 'e2e xss' } });
  expect(grant.ok(), await grant.text()).toBe(true);
  await admin.dispose();
  expect((await page.request.post(`/api/reports/${reportId}/purchase`, { headers })).ok()).toBe(true);

  // a message to a matched contractor, with the payload as the homeowner's name and the custom text
  const matches = (await (await page.request.get(`/api/reports/${reportId}/contractors`)).json()) as {
    deficiencyContractors: { deficiencyId: number; contractors: { id: string }[] }[];
  };
  const target = matches.deficiencyContractors.find((d) => d.contractors.length > 0);
  expect(target, 'demo contractors near Austin are matched').toBeTruthy();
  const sent = await page.request.post(
    `/api/reports/${reportId}/deficiencies/${target!.deficiencyId}/message-contractors`,
    {
      headers,
      data: {
        homeownerName: NAME_PAYLOAD,
        homeownerPhone: '512-555-0199',
        contractorIds: [target!.contractors[0]!.id],
        customMessage: MESSAGE_PAYLOAD,
      },
    },
  );
  expect(sent.ok(), await sent.text()).toBe(true);

  // the user's pages
  await page.goto('/reports');
  await expect(page.getByText(FILENAME).first()).toBeVisible();
  await expectOnlyText(page, '/reports', dialogs);

  await page.goto(`/reports/${reportId}`);
  await expect(page.getByText(FILENAME).first()).toBeVisible();
  await expect(page.getByText(ADDRESS_PAYLOAD).first()).toBeVisible();
  await expect(page.getByText(DESCRIPTION_PAYLOAD).first()).toBeVisible();
  // the inspector's words are in each row's detail (issue 17): open them all
  for (const toggle of await page.locator('article[id^="finding-"] button[aria-expanded="false"]').all())
    await toggle.click();
  await expect(page.getByText(QUOTE_PAYLOAD).first()).toBeVisible();
  await expectOnlyText(page, 'analysis page', dialogs);

  for (const path of ['/', '/notifications', '/credits', '/contractors']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectOnlyText(page, path, dialogs);
  }
  await page.goto('/notifications');
  await expect(page.getByText(FILENAME).first()).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByLabel('Full name')).toHaveValue(`${PROFILE.firstName} ${PROFILE.lastName}`);
  await expect(page.getByLabel('Company')).toHaveValue(PROFILE.company);
  await expectOnlyText(page, '/settings', dialogs);
  // a settings file (the user's own, with markup as its theme): refused, and the reason is shown as text
  const settings = (await (await page.request.get('/api/settings')).json()) as Record<string, Record<string, unknown>>;
  const group = Object.values(settings).find((g) => 'theme' in g)!;
  group.theme = handler('import');
  await page.locator('input[type="file"][accept*="json"]').setInputFiles({
    name: 'settings.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ settings })),
  });
  await expect(page.getByText('Import Failed').first()).toBeVisible();
  await expectOnlyText(page, 'settings import', dialogs);

  // the downloaded file: escaped in the HTML, and inert when opened (from disk there is no CSP to help)
  const download = await page.request.get(`/api/reports/${reportId}/download`);
  expect(download.status()).toBe(200);
  const html = await download.text();
  for (const payload of [FILENAME, DESCRIPTION_PAYLOAD, QUOTE_PAYLOAD, ADDRESS_PAYLOAD])
    expect(html).not.toContain(payload);
  expect(html).toContain('&lt;script&gt;window.__xss=&#39;quote&#39;&lt;/script&gt;');
  const file = await browser.newPage();
  const fileDialogs = await watchPage(file);
  await file.setContent(html, { waitUntil: 'load' });
  await expect(file.getByText(QUOTE_PAYLOAD).first()).toBeVisible();
  await expectOnlyText(file, 'downloaded file', fileDialogs);
  await file.close();

  // what an admin sees of this user: the report and user lists, the full report, the SMS outbox
  const { context, page: adminView } = await adminPage(browser, baseURL!);
  const adminDialogs = await watchPage(adminView);
  await adminView.goto('/admin/reports');
  await adminView.getByLabel('Search reports').fill(username);
  await adminView.getByLabel('Search reports').press('Enter');
  await expect(adminView.getByText(FILENAME).first()).toBeVisible();
  await expectOnlyText(adminView, '/admin/reports', adminDialogs);
  // the Users tab shows the profile's names
  await adminView.getByRole('tab', { name: 'Users' }).click();
  await adminView.getByLabel('Search users').fill(username);
  await adminView.getByLabel('Search users').press('Enter');
  await expect(adminView.getByRole('table', { name: 'Users' }).getByText(PROFILE.firstName).first()).toBeVisible();
  await expectOnlyText(adminView, '/admin/reports (Users tab)', adminDialogs);
  await adminView.goto(`/admin/reports/${reportId}`);
  await expect(adminView.getByText(FILENAME).first()).toBeVisible();
  await expect(adminView.getByText(PROFILE.firstName).first()).toBeVisible();
  await expectOnlyText(adminView, '/admin/reports/:id', adminDialogs);
  await adminView.goto('/admin/messages');
  await expect(adminView.getByText(MESSAGE_PAYLOAD).first()).toBeVisible();
  await expectOnlyText(adminView, '/admin/messages', adminDialogs);
  await context.close();
});
