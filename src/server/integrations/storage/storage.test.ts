import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '@/testing/fakes/fake-s3-server';
import { type FileStorage, isSafeStorageKey, StorageLimitError, StorageNotFoundError } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

const streamOf = (...chunks: Buffer[]) => Readable.from(chunks);

describe('storage keys', () => {
  it('accepts server-made keys and refuses paths a user could smuggle in', () => {
    expect(isSafeStorageKey('reports/12/3f9a0c.pdf')).toBe(true);
    for (const key of [
      '',
      '../etc/passwd',
      'reports/../../x',
      '/abs/path',
      'a//b',
      'UPPER.pdf',
      'a/./b',
      'a\\b',
      'x/..',
    ]) {
      expect(isSafeStorageKey(key), key).toBe(false);
    }
  });
});

const files: string[] = [];
/** every file under `dir`, recursively */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

const contract = (name: string, make: () => { storage: FileStorage; spool?: string; dir: string }) => {
  describe(`${name} storage`, () => {
    it('stores a stream, reads it back, reports existence and deletes it', async () => {
      const { storage } = make();
      const body = Buffer.from('%PDF-1.7 hello\n');
      const put = await storage.put('reports/1/a.pdf', streamOf(body), {
        maxBytes: 1024,
        contentType: 'application/pdf',
      });
      expect(put.bytes).toBe(body.length);
      expect(await storage.exists('reports/1/a.pdf')).toBe(true);
      expect((await storage.get('reports/1/a.pdf')).equals(body)).toBe(true);
      await storage.delete('reports/1/a.pdf');
      expect(await storage.exists('reports/1/a.pdf')).toBe(false);
      await expect(storage.get('reports/1/a.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
      // deleting what is already gone is fine (purge and delete may race)
      await storage.delete('reports/1/a.pdf');
    });

    it('cuts a stream off past the byte limit and keeps nothing', async () => {
      const { storage, spool } = make();
      const chunks = Array.from({ length: 10 }, () => Buffer.alloc(1000, 97));
      await expect(storage.put('reports/1/big.txt', streamOf(...chunks), { maxBytes: 4500 })).rejects.toBeInstanceOf(
        StorageLimitError,
      );
      expect(await storage.exists('reports/1/big.txt')).toBe(false);
      if (spool) expect(readdirSync(spool)).toEqual([]);
    });

    it('keeps nothing when the upload fails at once (refused before its file is even open)', async () => {
      const { storage, dir } = make();
      const before = filesUnder(dir);
      for (let i = 0; i < 20; i++) {
        const refused = Readable.from(
          (async function* () {
            yield Buffer.from('%PNG');
            throw new Error('not a report');
          })(),
        );
        await expect(storage.put(`reports/1/refused-${i}.pdf`, refused, { maxBytes: 1024 })).rejects.toThrow(
          'not a report',
        );
      }
      // a file opened late would appear after the rejection
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(filesUnder(dir)).toEqual(before);
    });

    it('accepts exactly the limit', async () => {
      const { storage } = make();
      await storage.put('reports/1/edge.txt', streamOf(Buffer.alloc(4096, 98)), { maxBytes: 4096 });
      expect((await storage.get('reports/1/edge.txt')).length).toBe(4096);
    });

    it('sweeps the partial files a crash mid-upload left, but only stale ones (an upload in flight keeps its own)', async () => {
      const { storage, spool, dir } = make();
      const where = spool ?? join(dir, 'reports/77');
      mkdirSync(where, { recursive: true });
      const partial = (tag: string) => join(where, spool ? `punchlist-upload-${tag}` : `3f9a0c.pdf.${tag}.part`);
      const [stale, inFlight] = [partial('aa11bb22'), partial('cc33dd44')];
      writeFileSync(stale, 'cut off');
      writeFileSync(inFlight, 'still arriving');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      utimesSync(stale, twoHoursAgo, twoHoursAgo);
      await storage.put('reports/77/kept.pdf', streamOf(Buffer.from('%PDF')), { maxBytes: 100 });
      expect(await storage.sweepPartials(60 * 60 * 1000)).toBe(1);
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(inFlight)).toBe(true);
      expect(await storage.exists('reports/77/kept.pdf')).toBe(true);
      rmSync(inFlight);
      await storage.delete('reports/77/kept.pdf');
    });

    it('refuses unsafe keys', async () => {
      const { storage } = make();
      await expect(storage.put('../escape.pdf', streamOf(Buffer.from('x')), { maxBytes: 10 })).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Unsafe storage key/);
    });
  });
};

const localDir = mkdtempSync(join(tmpdir(), 'punchlist-storage-'));
files.push(localDir);
contract('local', () => ({ storage: createLocalStorage(localDir), spool: undefined, dir: localDir }));

let fake: FakeS3;
const spoolDir = mkdtempSync(join(tmpdir(), 'punchlist-spool-'));
files.push(spoolDir);
beforeAll(async () => {
  fake = await startFakeS3('uploads');
});
afterAll(async () => {
  await fake.close();
  for (const dir of files) rmSync(dir, { recursive: true, force: true });
});
const s3 = () =>
  createS3Storage(
    {
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: fake.endpoint,
      accessKeyId: 'AKIAFAKE',
      secretAccessKey: 'fake-secret',
      forcePathStyle: true,
    },
    { spoolDir },
  );
contract('s3', () => ({ storage: s3(), spool: spoolDir, dir: spoolDir }));

describe('s3 storage through the SDK', () => {
  it('sends signed, path-style requests with the content type and length', async () => {
    const storage = s3();
    await storage.put('reports/7/b.pdf', streamOf(Buffer.from('%PDF-'), Buffer.from('1.4')), {
      maxBytes: 100,
      contentType: 'application/pdf',
    });
    const put = fake.requests.findLast((r) => r.method === 'PUT');
    expect(put?.path).toBe('/uploads/reports/7/b.pdf');
    expect(put?.headers['content-length']).toBe('8');
    expect(put?.headers['content-type']).toBe('application/pdf');
    expect(String(put?.headers.authorization)).toContain('Credential=AKIAFAKE/');
    expect(fake.objects.get('reports/7/b.pdf')?.body.toString()).toBe('%PDF-1.4');
  });

  it('retries a transient 500 (SDK retry) and surfaces a persistent one', async () => {
    const storage = s3();
    await storage.put('reports/7/c.txt', streamOf(Buffer.from('hello')), { maxBytes: 100 });
    fake.failNext(1);
    expect((await storage.get('reports/7/c.txt')).toString()).toBe('hello');
    fake.failNext(10);
    await expect(storage.get('reports/7/c.txt')).rejects.toThrow();
    fake.failNext(0);
  });
});
