import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_IMAGE_MESSAGES } from '@/contracts/report-pages';
import { UPLOAD_MESSAGES } from '@/contracts/reports';
import { reports } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { FILE_MISSING_MESSAGE } from './report-messages';

// The page image route's refusals; a page actually drawn (in the analysis pool's child) is the e2e's
// (compare-and-page.spec.ts) and render-report-page.test.ts's.
describe('GET /api/reports/:id/pages/:page', () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let ownerId: number;

  const insert = async (values: Partial<typeof reports.$inferInsert>) => {
    const [row] = await t.ctx.db
      .insert(reports)
      .values({
        userId: ownerId,
        filename: 'inspection.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1234,
        status: 'completed',
        stage: 'done',
        pageCount: 12,
        ...values,
      })
      .returning({ id: reports.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app);
    stranger = new TestClient(t.app);
    ownerId = (await owner.register(uniqueName('pages'))).id;
    await stranger.register(uniqueName('pagestr'));
  });
  afterAll(() => t.close());

  it('validates the page and the width before anything else', async () => {
    const id = await insert({ storageKey: 'uploads/kept.pdf' });
    for (const url of ['pages/0', 'pages/x', 'pages/2001', 'pages/1.5', 'pages/1?width=100', 'pages/1?width=5000'])
      expect((await owner.get(`/api/reports/${id}/${url}`)).statusCode, url).toBe(400);
    expect((await owner.get(`/api/reports/${id}/pages/0`)).json().message).toContain('numbered from 1');
  });

  it("answers someone else's report exactly like a missing one", async () => {
    const id = await insert({ storageKey: 'uploads/kept.pdf' });
    const theirs = await stranger.get(`/api/reports/${id}/pages/1`);
    const missing = await stranger.get('/api/reports/2000000000/pages/1');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect(theirs.json().message).toBe('Report not found.');
    expect((await new TestClient(t.app).get(`/api/reports/${id}/pages/1`)).statusCode).toBe(401);
  });

  it('answers 410 once the file is purged, and the analysis stops offering pages', async () => {
    const kept = await insert({ storageKey: 'uploads/kept.pdf' });
    expect((await owner.get(`/api/reports/${kept}/analysis`)).json().pageImages).toBe(true);

    const uploadedAt = new Date(Date.now() - 80 * 3_600_000);
    const purged = await insert({ storageKey: null, uploadedAt, fileDeletedAt: new Date() });
    const response = await owner.get(`/api/reports/${purged}/pages/3`);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.purged);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await owner.get(`/api/reports/${purged}/analysis`)).json().pageImages).toBe(false);

    // the key is set but the store lost the object: gone too, never a 500
    const lost = await insert({ storageKey: 'uploads/never-written.pdf' });
    const missing = await owner.get(`/api/reports/${lost}/pages/1`);
    expect(missing.statusCode).toBe(410);
    expect(missing.json().message).toBe(FILE_MISSING_MESSAGE);
  });

  it('has no pages for a text upload or past the last page', async () => {
    const text = await insert({ mimeType: 'text/plain', filename: 'notes.txt', storageKey: 'uploads/notes.txt' });
    const asText = await owner.get(`/api/reports/${text}/pages/1`);
    expect(asText.statusCode).toBe(404);
    expect(asText.json().message).toBe(PAGE_IMAGE_MESSAGES.notPdf);
    expect((await owner.get(`/api/reports/${text}/analysis`)).json().pageImages).toBe(false);

    const pdf = await insert({ storageKey: 'uploads/kept.pdf' });
    const past = await owner.get(`/api/reports/${pdf}/pages/13`);
    expect(past.statusCode).toBe(404);
    expect(past.json().message).toBe(PAGE_IMAGE_MESSAGES.noSuchPage(13, 12));
  });
});
