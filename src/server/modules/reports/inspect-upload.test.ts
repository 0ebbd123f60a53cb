import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { inspectUpload, UploadContentError } from './inspect-upload';

const run = async (chunks: Buffer[], claimsPdf = false) => {
  const inspector = inspectUpload({ claimsPdf });
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(chunks),
    inspector,
    new Writable({
      write(chunk: Buffer, _e, cb) {
        out.push(chunk);
        cb();
      },
    }),
  );
  return { kind: inspector.kind(), bytes: inspector.bytes(), body: Buffer.concat(out) };
};

describe('inspectUpload', () => {
  it('recognises a PDF by its first bytes, even when they arrive split', async () => {
    const result = await run([Buffer.from('%P'), Buffer.from('DF-1.7\n'), Buffer.from([0, 255, 1])]);
    expect(result.kind).toBe('pdf');
    expect(result.body.toString('latin1')).toBe('%PDF-1.7\n\u0000\u00ff\u0001');
    expect(result.bytes).toBe(12);
  });

  it('accepts UTF-8 text, including a multi-byte character split across chunks', async () => {
    const euro = Buffer.from('Roof: worn shingles €120', 'utf8');
    const result = await run([euro.subarray(0, euro.length - 2), euro.subarray(euro.length - 2)]);
    expect(result.kind).toBe('text');
    expect(result.body.toString('utf8')).toBe('Roof: worn shingles €120');
  });

  it('accepts a short text file that starts like the PDF magic', async () => {
    expect((await run([Buffer.from('%P')])).kind).toBe('text');
  });

  it('refuses text with NUL bytes', async () => {
    await expect(run([Buffer.from('plain text'), Buffer.from([0x41, 0x00, 0x42])])).rejects.toBeInstanceOf(
      UploadContentError,
    );
  });

  it('refuses bytes that are not UTF-8 (a binary file named .txt)', async () => {
    await expect(run([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])])).rejects.toBeInstanceOf(
      UploadContentError,
    );
  });

  it('refuses text that ends in the middle of a character', async () => {
    await expect(run([Buffer.from([0x61, 0xe2, 0x82])])).rejects.toBeInstanceOf(UploadContentError);
  });

  it('refuses a file named .pdf that is not a PDF, even if it is valid text', async () => {
    await expect(run([Buffer.from('just some text, renamed')], true)).rejects.toThrow(/not one/);
  });
});
