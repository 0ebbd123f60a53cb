import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  assertSafeKey,
  byteLimit,
  type FileStorage,
  removeStale,
  StorageNotFoundError,
  streamToNewFile,
} from './file-storage';

/** Files on the local disk under `dir` (DATA_DIR/uploads by default). */
export const createLocalStorage = (dir: string): FileStorage => {
  const root = resolve(dir);
  const pathFor = (key: string): string => {
    assertSafeKey(key);
    const path = resolve(join(root, key));
    // belt and braces: the key check already rules out traversal
    if (!path.startsWith(root + sep)) throw new Error(`Storage key escapes the storage directory: ${key}`);
    return path;
  };

  return {
    kind: 'local',
    put: async (key, body, { maxBytes }) => {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      // written beside the target and renamed at the end, so a cut-off upload never leaves a file under the key
      const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
      const limit = byteLimit(maxBytes);
      try {
        await streamToNewFile(body, limit, partial);
        await rename(partial, path);
        return { bytes: limit.bytes() };
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      try {
        return await readFile(pathFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError(key);
        throw error;
      }
    },
    delete: async (key) => {
      await rm(pathFor(key), { force: true });
    },
    sweepPartials: (olderThanMs) => removeStale(root, (name) => name.endsWith('.part'), olderThanMs),
    exists: async (key) => {
      try {
        return (await stat(pathFor(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
};
