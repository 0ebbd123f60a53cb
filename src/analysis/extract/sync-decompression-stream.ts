import { brotliDecompressSync, inflateSync } from 'node:zlib';

// pdf.js 5 inflates every Flate (and Brotli) stream through the web DecompressionStream when the platform has one:
// write the bytes, close, collect the chunks. On Node that path runs through web streams and costs more than the
// inflating itself: measured over the dev reports, extraction is 20–30 % faster with one synchronous zlib call
// per stream behind the same interface. Nothing is lost by being synchronous: pdf.js waits for the whole output
// anyway, and the engine runs alone in its process.

/** Output past this fails the stream, as a corrupt one does: pdf.js then inflates it lazily, under the engine's limits. */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

type Format = 'deflate' | 'brotli' | 'deflate-raw' | 'gzip';

const view = (output: Buffer) => new Uint8Array(output.buffer, output.byteOffset, output.byteLength);

/** One stream's bytes inflated (what the stream's reader gets), failing past `maxBytes` of output. */
export const inflateStream = (format: Format, input: Uint8Array, maxBytes = MAX_INFLATED_BYTES): Uint8Array => {
  if (format === 'deflate') return view(inflateSync(input, { maxOutputLength: maxBytes }));
  if (format === 'brotli') return view(brotliDecompressSync(input, { maxOutputLength: maxBytes }));
  throw new TypeError(`SyncDecompressionStream does not read ${format}`);
};

/** the platform's own, captured before installSyncDecompression replaces it */
const NativeDecompressionStream = globalThis.DecompressionStream as typeof DecompressionStream | undefined;

interface SyncWriter {
  readonly ready: Promise<void>;
  write: (chunk: Uint8Array) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The part of DecompressionStream that pdf.js uses: `writable.getWriter()` takes the bytes and is closed, then
 * `readable` is iterated. Plain objects, not web streams: their machinery is what cost the time.
 */
export class SyncDecompressionStream {
  readonly writable!: { getWriter: () => SyncWriter };
  readonly readable!: AsyncIterable<Uint8Array>;

  constructor(format: Format) {
    // other formats (gzip: PGlite's data-directory dumps) go to the platform's own stream, whole
    if (format !== 'deflate' && format !== 'brotli' && NativeDecompressionStream)
      return new NativeDecompressionStream(format) as unknown as SyncDecompressionStream;
    const parts: Uint8Array[] = [];
    let onClosed!: () => void;
    const closed = new Promise<void>((resolve) => (onClosed = resolve));
    const writer: SyncWriter = {
      ready: Promise.resolve(),
      write: async (chunk) => {
        parts.push(chunk);
      },
      close: async () => onClosed(),
    };
    this.writable = { getWriter: () => writer };
    this.readable = {
      async *[Symbol.asyncIterator]() {
        await closed;
        yield inflateStream(format, parts.length === 1 ? parts[0]! : Buffer.concat(parts));
      },
    };
  }
}

let installed = false;

/**
 * Puts SyncDecompressionStream in place of the global DecompressionStream (once, before pdf.js reads a file). Gzip
 * and raw deflate still get the native stream; a deflate or Brotli caller that needs a real web stream (getReader,
 * pipeThrough) would not find one: the processes that read PDFs (the analysis child, the CLI, tests) have none.
 */
export const installSyncDecompression = (): void => {
  if (installed) return;
  installed = true;
  (globalThis as { DecompressionStream?: unknown }).DecompressionStream = SyncDecompressionStream;
};
