import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { registerViaApi } from './helpers/accounts';

// Issue 22: an integrator's path through the browser and the API: a webhook pointed at a receiver on 127.0.0.1 and
// a test event from the settings card, an API token created once and used without a cookie to upload → poll → read
// the analysis (the webhook then reports the completion, signed), the token's last use shown, its revocation, and
// the /developers page rendered from the OpenAPI document.

const REPORT = [
  'PROPERTY INSPECTION REPORT',
  'PLUMBING SYSTEMS',
  'Deficient: Active leak observed at the water heater drain valve. Recommend a licensed plumber repair.',
  'ELECTRICAL SYSTEMS',
  'Deficient: Kitchen countertop receptacles lack GFCI protection. Recommend installing GFCI receptacles.',
].join('\n');

const verifies = (secret: string, body: string, header: string | string[] | undefined) => {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(header));
  return match !== null && createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex') === match[2];
};

test('API tokens, webhooks and the developer docs', async ({ page, baseURL }) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/punchlist`;
  const api = await playwrightRequest.newContext({ baseURL });

  try {
    await registerViaApi(page, baseURL!);
    await page.goto('/settings');

    // the webhook card: save the URL, see the secret, send a test event and watch it delivered
    const webhookCard = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Webhook' }) });
    await webhookCard.getByLabel('Endpoint URL').fill('http://hooks.example.com/x');
    await webhookCard.getByRole('button', { name: 'Save URL' }).click();
    await expect(webhookCard.getByRole('alert')).toContainText('must use https://');
    await webhookCard.getByLabel('Endpoint URL').fill(hookUrl);
    await webhookCard.getByRole('button', { name: 'Save URL' }).click();
    const secret = await webhookCard.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await webhookCard.getByRole('button', { name: 'Send test event' }).click();
    const deliveries = webhookCard.getByRole('list', { name: 'Webhook deliveries' });
    await expect(deliveries.getByRole('listitem').first()).toContainText('webhook.test');
    await expect(deliveries.getByRole('listitem').first()).toContainText('Delivered');
    expect(verifies(secret, received[0]!.body, received[0]!.headers['punchlist-signature'])).toBe(true);

    // the token card: create a token, shown once
    const tokensCard = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'API tokens' }) });
    await tokensCard.getByLabel('Token name').fill('Office script');
    await tokensCard.getByRole('button', { name: 'Create token' }).click();
    const token = await tokensCard.getByRole('textbox', { name: 'New API token' }).inputValue();
    expect(token).toMatch(/^pl_[A-Za-z0-9_-]{43}$/);
    await tokensCard.getByRole('button', { name: 'I have saved it' }).click();
    await expect(tokensCard.getByRole('textbox', { name: 'New API token' })).toHaveCount(0);
    const row = tokensCard.getByRole('listitem').filter({ hasText: 'Office script' });
    await expect(row).toContainText('never used');

    // upload → poll → analysis with the token alone (a client with no cookie and no Origin)
    const auth = { authorization: `Bearer ${token}` };
    const upload = await api.post('/api/reports/upload', {
      headers: auth,
      multipart: { file: { name: 'api-upload.txt', mimeType: 'text/plain', buffer: Buffer.from(REPORT) } },
    });
    expect(upload.status()).toBe(201);
    const { reportId } = (await upload.json()) as { reportId: number };
    await expect
      .poll(
        async () =>
          ((await (await api.get(`/api/reports/${reportId}/status`, { headers: auth })).json()) as { status: string })
            .status,
        {
          timeout: 30_000,
        },
      )
      .toBe('completed');
    const analysis = await api.get(`/api/reports/${reportId}/analysis`, { headers: auth });
    expect(analysis.status()).toBe(200);
    expect(((await analysis.json()) as { report: { id: number } }).report.id).toBe(reportId);
    // a token is no way into account settings
    expect((await api.get('/api/tokens', { headers: auth })).status()).toBe(403);

    // the webhook reported the completion, signed
    await expect.poll(() => received.map((r) => JSON.parse(r.body).type as string)).toContain('report.completed');
    const completed = received.find((r) => JSON.parse(r.body).type === 'report.completed')!;
    expect(JSON.parse(completed.body).data).toEqual({ reportId, status: 'completed', failureReason: null });
    expect(verifies(secret, completed.body, completed.headers['punchlist-signature'])).toBe(true);

    // last use shown; revoked, the token stops working
    await page.reload();
    await expect(row).toContainText('last used');
    await row.getByRole('button', { name: 'Revoke Office script' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
    await expect(tokensCard.getByText('You have no API tokens yet.')).toBeVisible();
    expect((await api.get(`/api/reports/${reportId}/status`, { headers: auth })).status()).toBe(401);

    // the docs page, from the OpenAPI document
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1, name: 'Punchlist API' })).toBeVisible();
    await expect(page.getByLabel('curl example')).toContainText(`${baseURL}/api/reports/upload`);
    const operations = page.getByRole('list', { name: 'API operations' });
    await expect(operations).toContainText('/api/reports/{id}/analysis');
    await expect(operations).toContainText("A completed report's analysis");
    await expect(operations).not.toContainText('/api/tokens');
  } finally {
    await api.dispose();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
