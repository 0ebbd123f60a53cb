import { createWriteStream, type Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded reports live between upload and purge. Keys are chosen by the server (never a user-supplied path):
 * see `isSafeStorageKey`.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** streams `body` into `key`; rejects with StorageLimitError (and keeps nothing) beyond `maxBytes` */
  put: (key: string, body: NodeJS.ReadableStream, options: PutOptions) => Promise<{ bytes: number }>;
  /** the whole object (the analysis engine needs the bytes); rejects with StorageNotFoundError when missing */
  get: (key: string) => Promise<Buffer>;
  /** removes the object; a missing object is not an error */
  delete: (key: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  /**
   * Removes the partial files of uploads cut off by a crash (written beside the target or spooled, and never
   * renamed or removed) whose last write is older than `olderThanMs`, so an upload in flight is never touched.
   * Returns how many it removed.
   */
  sweepPartials: (olderThanMs: number) => Promise<number>;
}

export interface PutOptions {
  maxBytes: number;
  contentType?: string;
}

export class StorageLimitError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The object exceeds ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
    this.maxBytes = maxBytes;
  }
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

// Lower-case segments of letters, digits, '-', '_' and '.', never '.' or '..' alone: safe as a file path and an S3 key.
const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export const isSafeStorageKey = (key: string): boolean => {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
};

export const assertSafeKey = (key: string): void => {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
};

/** A pass-through that counts bytes and fails with StorageLimitError as soon as the count passes `maxBytes`. */
export const byteLimit = (maxBytes: number): Transform & { bytes: () => number } => {
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      bytes += chunk.length;
      if (bytes > maxBytes) return callback(new StorageLimitError(maxBytes));
      callback(null, chunk);
    },
  });
  return Object.assign(transform, { bytes: () => bytes });
};

/**
 * Streams `body` through `limit` into a new file at `path`. When that fails it settles only once the file is closed:
 * a refused upload can fail before the file has even been opened, and a file opened after the caller removed it
 * would be left behind.
 */
export const streamToNewFile = async (body: NodeJS.ReadableStream, limit: Transform, path: string): Promise<void> => {
  const file = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(body, limit, file);
  } catch (error) {
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    throw error;
  }
};

/** Files under `dir` (recursively) whose name matches and whose last write is older than `olderThanMs`: removed. */
export const removeStale = async (
  dir: string,
  matches: (name: string) => boolean,
  olderThanMs: number,
  recursive = true,
): Promise<number> => {
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && recursive) removed += await removeStale(path, matches, olderThanMs);
    else if (entry.isFile() && matches(entry.name)) {
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs < cutoff) {
        await rm(path, { force: true });
        removed++;
      }
    }
  }
  return removed;
};
