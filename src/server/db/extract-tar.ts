import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

const BLOCK = 512;

const field = (header: Buffer, start: number, end: number): string => {
  const text = header.toString('utf8', start, end);
  const nul = text.indexOf('\0');
  return nul >= 0 ? text.slice(0, nul) : text;
};

/**
 * Writes the regular files and directories of an uncompressed ustar archive under `dest` (what PGlite's
 * dumpDataDir produces). `last` names a file written after all the others, so an interrupted extraction never
 * leaves it behind (a data directory counts as created once its PG_VERSION exists). Paths leaving `dest` are refused.
 */
export const extractTar = (tar: Buffer, dest: string, options: { last?: string } = {}): number => {
  let deferred: { path: string; data: Buffer } | null = null;
  let files = 0;
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = [field(header, 345, 500), field(header, 0, 100)].filter(Boolean).join('/');
    const size = Number.parseInt(field(header, 124, 136).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    offset += BLOCK;
    const relative = normalize(name).replace(/^([/\\]|\.[/\\])+/, '');
    if (relative === '..' || relative.startsWith(`..${sep}`) || !Number.isFinite(size))
      throw new Error(`unsafe entry in archive: ${name}`);
    const path = join(dest, relative);
    if (type === '5') mkdirSync(path, { recursive: true });
    else if (type === '0' || type === '\0') {
      const data = tar.subarray(offset, offset + size);
      if (relative === options.last) deferred = { path, data };
      else {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, data);
        files++;
      }
    }
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  if (deferred) {
    mkdirSync(dirname(deferred.path), { recursive: true });
    writeFileSync(deferred.path, deferred.data);
    files++;
  }
  return files;
};
