import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { InProcessPort } from './in-process-port';
import { installSyncDecompression } from './sync-decompression-stream';

type PdfJs = typeof PdfJsModule;
type PdfWorker = InstanceType<PdfJs['PDFWorker']>;

// pdf.js's legacy build (the one that runs on Node 20) bundles core-js, and on Node 20 core-js replaces some
// built-ins process-wide with JavaScript versions: Array.prototype.push (~3× slower) and JSON.stringify (~10×
// slower, which every API response pays for). pdf.js needs the polyfills that *add* what Node 20 lacks
// (Promise.withResolvers, Map.prototype.getOrInsertComputed, Uint8Array.prototype.toHex…), never the
// replacements, so every built-in that existed before the import is put back afterwards.
const GUARDED: [string, object][] = [
  ['Array.prototype', Array.prototype],
  ['Array', Array],
  ['Object', Object],
  ['JSON', JSON],
  ['Function.prototype', Function.prototype],
  ['Promise', Promise],
  ['Promise.prototype', Promise.prototype],
  ['Map.prototype', Map.prototype],
  ['Set.prototype', Set.prototype],
  ['String.prototype', String.prototype],
  ['Math', Math],
  ['Uint8Array.prototype', Uint8Array.prototype],
  ['TypedArray.prototype', Object.getPrototypeOf(Uint8Array.prototype) as object],
  ['ArrayBuffer.prototype', ArrayBuffer.prototype],
  ['RegExp.prototype', RegExp.prototype],
];

type Snapshot = [object, PropertyKey, PropertyDescriptor][];

const snapshotBuiltins = (): Snapshot => {
  const saved: Snapshot = [];
  for (const [, target] of GUARDED) {
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor && 'value' in descriptor && typeof descriptor.value === 'function')
        saved.push([target, key, descriptor]);
    }
  }
  return saved;
};

/** Puts back every saved built-in that was replaced; returns how many were. */
export const restoreBuiltins = (saved: Snapshot): number => {
  let restored = 0;
  for (const [target, key, descriptor] of saved) {
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (now && 'value' in now && now.value === descriptor.value) continue;
    Object.defineProperty(target, key, descriptor);
    restored++;
  }
  return restored;
};

let loading: Promise<PdfJs> | null = null;
let worker: PdfWorker | null = null;

/**
 * pdf.js, loaded on first use (a process that never reads a PDF, like an API-only server, never pays for it) with
 * the worker module loaded in-process up front, so the fake worker does not import it later and patch again, and
 * its streams inflated by zlib directly (sync-decompression-stream.ts).
 */
export const loadPdfjs = (): Promise<PdfJs> =>
  (loading ??= (async () => {
    const saved = snapshotBuiltins();
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const { WorkerMessageHandler } = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      // the worker side answers on a port that hands messages over without cloning them (in-process-port.ts)
      const port = new InProcessPort();
      WorkerMessageHandler.initializeFromPort(port);
      // verbosity 0 as in getDocument: the worker's own warnings (skipped images) are not ours to print
      worker = new pdfjs.PDFWorker({ port, verbosity: 0 } as unknown as ConstructorParameters<PdfJs['PDFWorker']>[0]);
      return pdfjs;
    } finally {
      restoreBuiltins(saved);
      installSyncDecompression();
    }
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  }));

/** The one in-process pdf.js worker every document is opened with (never destroyed with a document). */
export const pdfWorker = async (): Promise<PdfWorker> => {
  await loadPdfjs();
  if (!worker) throw new Error('pdf.js worker missing after load');
  return worker;
};
