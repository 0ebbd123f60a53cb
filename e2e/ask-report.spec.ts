import { expect, test } from '@playwright/test';
import { registerViaApi } from './helpers/accounts';
import { unlockWithGrantedCredit, uploadText, waitForCompleted } from './helpers/reports';

// Issue 20: ask the report on an unlocked analysis page — an answer with its cited page, the citation opened to the
// passage in context with the matched words marked, the history kept after a reload, a question with markup shown
// as text, and an entry deleted. No AI provider is configured here: answers are the offline retriever's.

const REPORT_TEXT = [
  'PROPERTY INSPECTION REPORT',
  'Property Address: 4417 Juniper Hollow Lane, Austin, TX 78745',
  'Inspection Date: 02/11/2025',
  '',
  'ROOF COVERING',
  'Deficient: Several shingles are missing on the rear slope. Recommend a qualified roofer replace them.',
  '\f',
  'WATER HEATING EQUIPMENT',
  'Energy Source: Gas',
  'Capacity: 50 Gallons',
  'The water heater was manufactured in 2014 and is located in the garage.',
  'Deficient: Active leak observed at the water heater drain valve. Recommend a licensed plumber repair.',
].join('\n');

const XSS = `<img src=x onerror="window.__xss='question'">roof`;

declare global {
  interface Window {
    __xss?: unknown;
  }
}

test('ask the report: cited answer, citation in context, history after reload, markup as text', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await registerViaApi(page, baseURL!);
  const reportId = await uploadText(page, baseURL!, 'juniper-wh.txt', REPORT_TEXT);
  await waitForCompleted(page.request, reportId);
  // a locked report has no question box and its questions are refused
  expect((await page.request.get(`/api/reports/${reportId}/questions`)).status()).toBe(403);
  await unlockWithGrantedCredit(page, baseURL!, reportId, 'e2e 20');

  await page.goto(`/reports/${reportId}`);
  const panel = page.getByTestId('ask-report-panel');
  await expect(panel.getByRole('heading', { name: 'Ask the report' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'How old is the water heater?' })).toBeVisible();

  await panel.getByTestId('question-input').fill('How old is the WH?');
  await panel.getByRole('button', { name: 'Ask', exact: true }).click();
  const entry = panel.getByTestId('answer-entry').first();
  await expect(entry.getByTestId('asked-question')).toHaveText('How old is the WH?');
  await expect(entry.getByTestId('answer-text')).toContainText('2014 (page 2)');
  const citation = entry.getByTestId('citation').first();
  await expect(citation).toContainText('Page 2');

  await citation.click();
  const dialog = page.getByTestId('citation-dialog');
  await expect(dialog.getByRole('heading', { name: 'Page 2' })).toBeVisible();
  await expect(dialog).toContainText('manufactured in 2014');
  await expect(
    dialog
      .locator('mark')
      .filter({ hasText: /^water heater$/i })
      .first(),
  ).toBeVisible();
  if (process.env.ASK_SHOTS_DIR) await page.screenshot({ path: `${process.env.ASK_SHOTS_DIR}/ask-dialog.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // markup in a question is shown as the characters typed
  await panel.getByTestId('question-input').fill(XSS);
  await panel.getByTestId('question-input').press('Enter');
  await expect(panel.getByTestId('asked-question').first()).toHaveText(XSS);

  await page.reload();
  await expect(panel.getByTestId('answer-entry')).toHaveCount(2);
  await expect(panel.getByTestId('asked-question').first()).toHaveText(XSS);
  await expect(panel.getByTestId('asked-question').nth(1)).toHaveText('How old is the WH?');
  expect(await page.evaluate(() => window.__xss ?? null)).toBeNull();
  expect(await panel.locator('img').count()).toBe(0);
  if (process.env.ASK_SHOTS_DIR) await panel.screenshot({ path: `${process.env.ASK_SHOTS_DIR}/ask-panel.png` });

  await panel.getByTestId('answer-entry').first().getByRole('button', { name: 'Delete question' }).click();
  await expect(panel.getByTestId('answer-entry')).toHaveCount(1);
  await page.reload();
  await expect(panel.getByTestId('answer-entry')).toHaveCount(1);
});
