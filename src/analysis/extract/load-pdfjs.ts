import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type * as PdfWorkerModule from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

// With disableFontFace (Node has no FontFace), pdf.js compiles a glyph's outline the first time a text operator
// shows it (PartialEvaluator.buildFontPaths, a font renderer per font) and sends it to the main thread, to draw text
// with. Text extraction draws nothing: over the dev reports that was about 15% of the extraction's time. The glyphs' codes,
// Unicode and widths (the text) come from charsToGlyphs before that call and do not depend on it. So the worker
// module is loaded with that one condition extended: no outlines for a document whose evaluator options say it is
// read for text only. Only the in-process worker's documents (pdf-runs.ts) say so (TextOnlyPort); documents opened
// for rendering (OCR) run on pdf.js's fake worker, which finds the same module in globalThis.pdfjsWorker, and draw
// as before. Were a pdf.js upgrade to change the line, the module is loaded as published (load-pdfjs.test.ts
// notices).
const TEXT_ONLY = 'textOnly';
const BUILD_FONT_PATHS_IF =
  'if (isAddToPathSet || state.fillColorSpace.name === "Pattern" || state.strokeColorSpace.name === "Pattern" || font.disableFontFace) {';

/** pdf.js's worker module source with outlines skipped for text-only documents; null if it does not read as expected. */
export const textOnlyWorkerSource = (source: string): string | null => {
  const at = source.indexOf(BUILD_FONT_PATHS_IF);
  if (at < 0 || source.indexOf(BUILD_FONT_PATHS_IF, at + 1) >= 0) return null;
  const condition = BUILD_FONT_PATHS_IF.slice('if ('.length, -') {'.length);
  return (
    source.slice(0, at) +
    `if (!this.options.${TEXT_ONLY} && (${condition})) {` +
    source.slice(at + BUILD_FONT_PATHS_IF.length)
  ).replace(/\n\/\/# sourceMappingURL=\S*\s*$/, '\n'); // relative to the published file, not to the copy
};

type WorkerModule = typeof PdfWorkerModule;

// The changed module is written to a directory of this process's own (a shared, predictable path could be
// someone else's file), imported, and removed: once loaded, a module needs no file. Not imported from a data: URL:
// a module's URL names it in every stack frame, and stack traces megabytes long each are no diagnostics.
const importWorkerModule = async (): Promise<WorkerModule> => {
  let dir: string | null = null;
  try {
    const published = readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'));
    const source = textOnlyWorkerSource(published.toString('utf8'));
    if (source) {
      dir = mkdtempSync(join(tmpdir(), 'punchlist-pdfjs-'));
      const file = join(dir, 'pdf.worker.text-only.mjs');
      writeFileSync(file, source);
      return (await import(pathToFileURL(file).href)) as WorkerModule;
    }
  } catch {
    // no writable temporary directory: the module as published
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  return import('pdfjs-dist/legacy/build/pdf.worker.mjs');
};

/** Marks every document opened through it as read for text only (the worker's evaluator options). */
class TextOnlyPort extends InProcessPort {
  override postMessage(message: unknown): void {
    const request = message as { action?: unknown; data?: { evaluatorOptions?: object } } | null;
    if (request?.action === 'GetDocRequest' && request.data?.evaluatorOptions) {
      const data = { ...request.data, evaluatorOptions: { ...request.data.evaluatorOptions, [TEXT_ONLY]: true } };
      super.postMessage({ ...request, data });
    } else super.postMessage(message);
  }
}

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
      const { WorkerMessageHandler } = await importWorkerModule();
      // the worker side answers on a port that hands messages over without cloning them (in-process-port.ts), and
      // every document opened on it is read for text only
      const port = new TextOnlyPort();
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

/**
 * The one in-process pdf.js worker every text extraction opens its document with (never destroyed with a document).
 * Its documents are read for text only: they cannot be drawn (glyph outlines are not built).
 */
export const pdfWorker = async (): Promise<PdfWorker> => {
  await loadPdfjs();
  if (!worker) throw new Error('pdf.js worker missing after load');
  return worker;
};
