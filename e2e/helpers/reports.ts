import { expect, type Page } from '@playwright/test';

const LEAK = 'PLUMBING\nDeficient: Active leak at the kitchen sink drain. Recommend a licensed plumber repair.\n';

/** A short report of our own, uploaded through the API (fills a list, or gives a finding to work on). */
export const uploadText = async (page: Page, baseURL: string, name: string, text = LEAK) => {
  const response = await page.request.post('/api/reports/upload', {
    headers: { Origin: baseURL },
    multipart: {
      file: {
        name,
        mimeType: 'text/plain',
        buffer: Buffer.from(text),
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reportId: number }).reportId;
};
