import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@/contracts/reports';
import { reports } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import {
  makeTextPdf,
  multipart,
  multipartHead,
  multipartHeaders,
  multipartTail,
  sampleTextReport,
  upload,
} from '@/testing/server/report-fixtures';
import { EMPTY_FILE_MESSAGE, NO_FILE_MESSAGE, ONE_FILE_MESSAGE } from './report-messages';

const MB = 1024 * 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('POST /api/reports/upload', () => {
  let t: TestApp;
  let client: TestClient;
  let userId: number;
  const uploadsDir = () => join(t.dataDir, 'uploads');
  const storedFiles = (): string[] => {
    try {
      return readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name);
    } catch {
      return [];
    }
  };
  const reportCount = async () => (await t.ctx.db.select().from(reports).where(eq(reports.userId, userId))).length;

  beforeAll(async () => {
    // with a queue but no worker: uploads enqueue, nothing analyses them here
    t = await createTestApp({}, { queue: true });
    client = new TestClient(t.app);
    userId = (await client.register(uniqueName('up'))).id;
  });
  afterAll(() => t.close());

  it('answers 401 when signed out, before reading the body', async () => {
    const anon = new TestClient(t.app);
    const response = await upload(anon, { filename: 'a.txt', contentType: 'text/plain', data: sampleTextReport() });
    expect(response.statusCode).toBe(401);
  });

  it('stores a text report, creates a processing report and enqueues its analysis', async () => {
    const response = await upload(client, {
      filename: 'inspection.txt',
      contentType: 'text/plain',
      data: sampleTextReport(),
    });
    expect(response.statusCode).toBe(201);
    const { reportId } = response.json() as { reportId: number };
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row).toMatchObject({
      userId,
      filename: 'inspection.txt',
      mimeType: 'text/plain',
      status: 'processing',
      stage: 'queued',
      sizeBytes: Buffer.byteLength(sampleTextReport()),
    });
    expect(row?.storageKey).toMatch(/^reports\/\d+\/[0-9a-f]{32}$/);
    const stored = await t.ctx.providers.storage.get(row?.storageKey as string);
    expect(stored.toString('utf8')).toBe(sampleTextReport());
    const jobs = await t.ctx.database.executeSql(
      "select data from pgboss.job where name = 'analyze-report' and (data->>'reportId')::int = $1",
      [reportId],
    );
    expect(jobs.rows).toHaveLength(1);
  });

  it('decides the type from the content: a PDF named .txt is stored as a PDF', async () => {
    const response = await upload(client, {
      filename: 'scan.txt',
      contentType: 'text/plain',
      data: await makeTextPdf(),
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, response.json().reportId));
    expect(row?.mimeType).toBe('application/pdf');
  });

  it('keeps only the base name of a path-like file name', async () => {
    const response = await upload(client, { filename: 'C:\\Users\\me\\Desktop\\house.pdf', data: await makeTextPdf() });
    expect(response.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, response.json().reportId));
    expect(row?.filename).toBe('house.pdf');
  });

  it('drops bidirectional controls from the file name (no name that reads backwards)', async () => {
    // U+202E would show 'invoice\u202Efdp.txt' as 'invoicetxt.pdf'; isolates and embeddings go too
    const response = await upload(client, {
      filename: '\u2066invoice\u202Efdp\u202C\u2069 \u202Ahouse\u202B\u202D\u2067\u2068.txt',
      contentType: 'text/plain',
      data: sampleTextReport(),
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, response.json().reportId));
    expect(row?.filename).toBe('invoicefdp house.txt');
    expect((await client.get('/api/reports')).body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
  });

  describe('refusals leave nothing behind', () => {
    let before: { files: number; reports: number };
    const expectNothingStored = async () => {
      // the names say which request left a file behind, should one ever do so
      expect(storedFiles().length, JSON.stringify(storedFiles())).toBe(before.files);
      expect(await reportCount()).toBe(before.reports);
    };
    beforeAll(async () => {
      before = { files: storedFiles().length, reports: await reportCount() };
    });

    it('400 for an empty file', async () => {
      const response = await upload(client, { filename: 'empty.pdf', contentType: 'application/pdf', data: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(EMPTY_FILE_MESSAGE);
      await expectNothingStored();
    });

    it('400 without a file, and for a non-multipart body', async () => {
      const none = multipart([]);
      expect((await client.post('/api/reports/upload', none.payload, none.headers)).json().message).toBe(
        NO_FILE_MESSAGE,
      );
      const json = await client.post('/api/reports/upload', { file: 'x' });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe(NO_FILE_MESSAGE);
      await expectNothingStored();
    });

    it('400 for two files, and for a file in another field', async () => {
      const text = sampleTextReport();
      const two = multipart([
        { filename: 'a.txt', contentType: 'text/plain', data: text },
        { filename: 'b.txt', contentType: 'text/plain', data: text },
      ]);
      const response = await client.post('/api/reports/upload', two.payload, two.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ONE_FILE_MESSAGE);
      const other = await upload(client, { field: 'document', filename: 'a.txt', data: text });
      expect(other.statusCode).toBe(400);
      await expectNothingStored();
    });

    it('413 for a 26 MB file, with the spec message, refused from its declared length', async () => {
      const data = Buffer.alloc(26 * MB, 0x61);
      const response = await upload(client, { filename: 'huge.txt', contentType: 'text/plain', data });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toMatch(/^File size \(26\.0MB\) exceeds the 25MB limit\./);
      await expectNothingStored();
    });

    it('413 when a body of unknown length passes 25 MB while streaming (cut off, nothing kept)', async () => {
      // no Content-Length: the limit can only be enforced on the bytes as they arrive
      async function* body() {
        yield multipartHead('stream.txt', 'text/plain');
        for (let i = 0; i < 26; i++) yield Buffer.alloc(MB, 0x62);
        yield multipartTail;
      }
      const response = await client.request({
        method: 'POST',
        url: '/api/reports/upload',
        payload: Readable.from(body()),
        headers: multipartHeaders,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toMatch(/exceeds the 25MB limit/);
      await expectNothingStored();
    });

    it('accepts exactly 25 MB', async () => {
      const data = Buffer.alloc(25 * MB, 0x63);
      const response = await upload(client, { filename: 'limit.txt', contentType: 'text/plain', data });
      expect(response.statusCode).toBe(201);
      const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, response.json().reportId));
      expect(row?.sizeBytes).toBe(25 * MB);
      await t.ctx.providers.storage.delete(row?.storageKey as string);
      await t.ctx.db.delete(reports).where(eq(reports.id, response.json().reportId));
    });

    it('415 for a file of another type', async () => {
      const response = await upload(client, { filename: 'photo.png', contentType: 'image/png', data: PNG });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.wrongType);
      await expectNothingStored();
    });

    it('415 for a non-PDF renamed .pdf (content checked whatever the name says)', async () => {
      const png = await upload(client, { filename: 'report.pdf', contentType: 'application/pdf', data: PNG });
      expect(png.statusCode).toBe(415);
      const text = await upload(client, { filename: 'report.pdf', contentType: 'application/pdf', data: 'hello' });
      expect(text.statusCode).toBe(415);
      expect(text.json().message).toBe(UPLOAD_MESSAGES.wrongType);
      await expectNothingStored();
    });

    it('415 for text with NUL bytes, even when the bad bytes come late', async () => {
      const data = Buffer.concat([Buffer.from('a'.repeat(200_000)), Buffer.from([0x41, 0x00, 0x42])]);
      const response = await upload(client, { filename: 'notes.txt', contentType: 'text/plain', data });
      expect(response.statusCode).toBe(415);
      await expectNothingStored();
    });

    it('refuses a cross-site upload', async () => {
      const body = multipart([{ filename: 'a.txt', contentType: 'text/plain', data: 'x' }]);
      const response = await client.post('/api/reports/upload', body.payload, {
        ...body.headers,
        origin: 'https://evil.example',
      });
      expect(response.statusCode).toBe(403);
      await expectNothingStored();
    });
  });

  it('marks the report failed with a reason when the job cannot be queued', async () => {
    const noQueue = await createTestApp();
    try {
      const other = new TestClient(noQueue.app);
      await other.register(uniqueName('nq'));
      const response = await upload(other, { filename: 'a.txt', contentType: 'text/plain', data: sampleTextReport() });
      expect(response.statusCode).toBe(201);
      const status = (await other.get(`/api/reports/${response.json().reportId}/status`)).json();
      expect(status.status).toBe('failed');
      expect(status.failureReason).toMatch(/could not start the analysis/);
    } finally {
      await noQueue.close();
    }
  });
});
