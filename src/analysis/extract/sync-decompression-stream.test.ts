import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadPdfjs } from './load-pdfjs';
import { inflateStream, SyncDecompressionStream } from './sync-decompression-stream';

// pdf.js's own use of a DecompressionStream (FlateStream/BrotliStream.asyncGetBytesFromDecompressionStream)
const readLikePdfjs = async (format: 'deflate' | 'brotli', bytes: Uint8Array): Promise<Uint8Array> => {
  const { readable, writable } = new SyncDecompressionStream(format);
  const writer = writable.getWriter();
  await writer.ready;
  void writer.write(bytes).then(async () => {
    await writer.ready;
    await writer.close();
  });
  const chunks: Uint8Array[] = [];
  for await (const chunk of readable) chunks.push(chunk);
  return Buffer.concat(chunks);
};

const TEXT = Buffer.from('BT /F1 12 Tf 72 720 Td (Roof covering is worn; recommend a roofer) Tj ET\n'.repeat(200));

describe('SyncDecompressionStream', () => {
  it('inflates Flate and Brotli streams the way pdf.js reads them', async () => {
    expect(Buffer.from(await readLikePdfjs('deflate', deflateSync(TEXT)))).toEqual(TEXT);
    expect(Buffer.from(await readLikePdfjs('brotli', brotliCompressSync(TEXT)))).toEqual(TEXT);
  });

  it('fails a corrupt or truncated stream, so pdf.js falls back to its own lenient inflater', async () => {
    await expect(readLikePdfjs('deflate', Buffer.from('not deflate at all'))).rejects.toThrow();
    const truncated = deflateSync(TEXT).subarray(0, 40);
    await expect(readLikePdfjs('deflate', truncated)).rejects.toThrow();
  });

  it('refuses output past its limit instead of allocating it', () => {
    const bomb = deflateSync(Buffer.alloc(4 * 1024 * 1024));
    expect(() => inflateStream('deflate', bomb, 1024 * 1024)).toThrow(RangeError);
    expect(inflateStream('deflate', bomb, 8 * 1024 * 1024)).toHaveLength(4 * 1024 * 1024);
  });

  it('takes the place of the global DecompressionStream once pdf.js is loaded, leaving gzip to the native one', async () => {
    await loadPdfjs();
    expect(globalThis.DecompressionStream).toBe(SyncDecompressionStream);
    // PGlite reads its gzip data-directory dumps through a real web stream (getReader)
    const gzip = new DecompressionStream('gzip');
    const reader = new Blob([gzipSync(TEXT)]).stream().pipeThrough(gzip).getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(Buffer.concat(chunks)).toEqual(TEXT);
  });
});
