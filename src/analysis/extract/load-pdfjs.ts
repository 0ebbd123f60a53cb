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
// module is loaded with a few lines edited (WORKER_EDITS): no outlines for a document whose evaluator options say it
// is read for text only, and no glyph-table rewrite for its fonts (below). Only the in-process worker's documents
// (pdf-runs.ts) say so (TextOnlyPort); documents opened for rendering (OCR) run on pdf.js's fake worker, which finds
// the same module in globalThis.pdfjsWorker, and draw as before. Were a pdf.js upgrade to change one of those lines,
// the module is loaded as published (load-pdfjs.test.ts notices).
const TEXT_ONLY = 'textOnly';

/** One edit of the published worker source: `find` must occur exactly once. */
interface WorkerEdit {
  find: string;
  replace: string;
}

const BUILD_FONT_PATHS_IF =
  'if (isAddToPathSet || state.fillColorSpace.name === "Pattern" || state.strokeColorSpace.name === "Pattern" || font.disableFontFace) {';
// A TrueType font's glyph table is checked and rewritten glyph by glyph (Font.checkAndRepair's
// sanitizeGlyphLocations) so a browser accepts the font file: about a quarter of the extraction of a report set in
// Word's embedded TrueType fonts (08). The text does not read that file: a glyph's Unicode and width come from the font's dictionaries, and
// what the rewrite also finds (the glyphs without an outline) only decides which glyph a character is drawn with. A
// text-only document's fonts skip the rewrite and take as "without an outline" the glyphs with no data in the table
// (a subset font's unused glyphs), which keeps the character-to-glyph map as small as before (mapping every glyph of
// a CID font costs more than the rewrite). Every corpus PDF reads the same as when opened for drawing
// (text-only-worker.int.test.ts).
const FONT_OPTIONS = 'this.disableFontFace = evaluatorOptions.disableFontFace;';
const SANITIZE_GLYPHS = `let missingGlyphs = Object.create(null);
    if (isTrueType) {
      const glyphsInfo = sanitizeGlyphLocations(`;
// same arguments and result as sanitizeGlyphLocations; a glyph of 12 bytes or fewer has no outline there either
const GLYPHS_WITHOUT_DATA = `((loca, glyf, numGlyphs, isLong, hintsValid, dupFirstEntry, maxSizeOfInstructions) => {
        const d = loca.data, size = isLong ? 4 : 2, missingGlyphs = Object.create(null);
        const at = i => isLong ? (d[i * 4] << 24 | d[i * 4 + 1] << 16 | d[i * 4 + 2] << 8 | d[i * 4 + 3]) >>> 0 : d[i * 2] << 9 | d[i * 2 + 1] << 1;
        for (let i = 0; i < numGlyphs; i++) {
          if ((i + 2) * size > d.length || at(i + 1) - at(i) <= 12) missingGlyphs[i] = true;
        }
        return { missingGlyphs, maxSizeOfInstructions };
      })`;
export const WORKER_EDITS: readonly WorkerEdit[] = [
  {
    find: BUILD_FONT_PATHS_IF,
    replace: `if (!this.options.${TEXT_ONLY} && (${BUILD_FONT_PATHS_IF.slice('if ('.length, -') {'.length)})) {`,
  },
  { find: FONT_OPTIONS, replace: `${FONT_OPTIONS} this.${TEXT_ONLY} = evaluatorOptions.${TEXT_ONLY} === true;` },
  {
    find: SANITIZE_GLYPHS,
    replace: SANITIZE_GLYPHS.replace(
      'sanitizeGlyphLocations(',
      `(this.${TEXT_ONLY} ? ${GLYPHS_WITHOUT_DATA} : sanitizeGlyphLocations)(`,
    ),
  },
];

/** pdf.js's worker module source with the text-only edits; null if it does not read as expected. */
export const textOnlyWorkerSource = (source: string): string | null => {
  let out = source;
  for (const { find, replace } of WORKER_EDITS) {
    const at = out.indexOf(find);
    if (at < 0 || out.indexOf(find, at + 1) >= 0) return null;
    out = out.slice(0, at) + replace + out.slice(at + find.length);
  }
  return out.replace(/\n\/\/# sourceMappingURL=\S*\s*$/, '\n'); // relative to the published file, not to the copy
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
