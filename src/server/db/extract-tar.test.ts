import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { extractTar } from './extract-tar';

// a ustar entry as PGlite's dump writes it (name, octal size, type, "ustar" magic), data padded to 512 bytes
const entry = (name: string, type: '0' | '5', data = '') => {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'utf8');
  header.write('0000666\0', 100);
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0' + '00', 257);
  const body = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  body.write(data);
  return Buffer.concat([header, body]);
};
const archive = (...entries: Buffer[]) => Buffer.concat([...entries, Buffer.alloc(1024)]);

let dest = '';
afterEach(() => rmSync(dest, { recursive: true, force: true }));

describe('extractTar', () => {
  it('writes directories and files (leading slashes dropped), the `last` file after every other', () => {
    dest = mkdtempSync(join(tmpdir(), 'extract-tar-'));
    const big = 'x'.repeat(1300);
    const count = extractTar(
      archive(
        entry('/PG_VERSION', '0', '17\n'),
        entry('/base', '5'),
        entry('/base/1/1259', '0', big),
        entry('/global/pg_control', '0', 'c'),
      ),
      dest,
      { last: 'PG_VERSION' },
    );
    expect(count).toBe(3);
    expect(readFileSync(join(dest, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(dest, 'base/1/1259'), 'utf8')).toBe(big);
    expect(readdirSync(dest).sort()).toEqual(['PG_VERSION', 'base', 'global']);
  });

  it('leaves no `last` file when the extraction stops before the end', () => {
    dest = mkdtempSync(join(tmpdir(), 'extract-tar-'));
    const broken = archive(
      entry('/PG_VERSION', '0', '17\n'),
      entry('/base/1/1259', '0', 'x'),
      entry('../../x', '0', 'x'),
    );
    expect(() => extractTar(broken, dest, { last: 'PG_VERSION' })).toThrow(/unsafe/);
    expect(existsSync(join(dest, 'base/1/1259'))).toBe(true);
    expect(existsSync(join(dest, 'PG_VERSION'))).toBe(false);
  });

  it('refuses an entry that would land outside the destination', () => {
    dest = mkdtempSync(join(tmpdir(), 'extract-tar-'));
    expect(() => extractTar(archive(entry('../escape', '0', 'x')), dest)).toThrow(/unsafe/);
    expect(existsSync(join(dest, '..', 'escape'))).toBe(false);
  });
});
