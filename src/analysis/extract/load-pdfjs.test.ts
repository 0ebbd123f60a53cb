import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadPdfjs, restoreBuiltins, textOnlyWorkerSource, WORKER_EDITS } from './load-pdfjs';

describe('loadPdfjs', () => {
  it("keeps the process's own built-ins (core-js in pdf.js's legacy build would replace them) and pdf.js's additions", async () => {
    const push = Array.prototype.push;
    const stringify = JSON.stringify;
    const parse = JSON.parse;
    const pdfjs = await loadPdfjs();
    expect(Array.prototype.push).toBe(push);
    expect(JSON.stringify).toBe(stringify);
    expect(JSON.parse).toBe(parse);
    // what pdf.js needs on Node 20 stays
    expect(typeof (Promise as unknown as { withResolvers?: unknown }).withResolvers).toBe('function');
    expect(typeof pdfjs.getDocument).toBe('function');
    expect(await loadPdfjs()).toBe(pdfjs);
  });

  it('restores replaced functions and leaves untouched ones alone', () => {
    const target = { keep: () => 1, replaced: () => 2 };
    const saved: Parameters<typeof restoreBuiltins>[0] = Object.entries(Object.getOwnPropertyDescriptors(target)).map(
      ([key, descriptor]) => [target, key, descriptor],
    );
    const original = target.replaced;
    target.replaced = () => 3;
    expect(restoreBuiltins(saved)).toBe(1);
    expect(target.replaced).toBe(original);
  });

  it('edits the installed pdf.js worker for text-only documents, and nothing else (an upgrade that moves a line fails here)', () => {
    const path = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
    const published = readFileSync(path, 'utf8');
    const patched = textOnlyWorkerSource(published);
    expect(patched).not.toBeNull();
    // no glyph outlines, the font knows it is read for text, and its glyph table is not rewritten
    expect(
      patched!.match(/if \(!this\.options\.textOnly && \(([^\n]*)\)\) \{\n\s*PartialEvaluator\.buildFontPaths\(/g),
    ).toHaveLength(1);
    expect(patched!.match(/this\.textOnly = evaluatorOptions\.textOnly === true;/g)).toHaveLength(1);
    expect(patched!.match(/const glyphsInfo = \(this\.textOnly \? /g)).toHaveLength(1);
    // undoing the edits gives the published source (but the source map comment, which would point nowhere)
    let unpatched = patched!;
    for (const edit of WORKER_EDITS) unpatched = unpatched.replace(edit.replace, edit.find);
    expect(published.startsWith(unpatched.trimEnd())).toBe(true);
  });

  it('reads as "without an outline" the glyphs a TrueType glyph table holds no data for', () => {
    const edit = WORKER_EDITS.find((e) => e.find.includes('sanitizeGlyphLocations'))!;
    const source = edit.replace.slice(
      edit.replace.indexOf('? ') + 2,
      edit.replace.lastIndexOf(' : sanitizeGlyphLocations'),
    );
    const glyphsWithoutData = new Function(`return ${source};`)() as (
      loca: { data: Uint8Array },
      glyf: unknown,
      numGlyphs: number,
      isLong: boolean,
      hintsValid: boolean,
      dupFirstEntry: boolean,
      maxSizeOfInstructions: number,
    ) => { missingGlyphs: Record<number, boolean>; maxSizeOfInstructions: number };
    // short offsets are halved: glyphs 0 (0–40 bytes), 1 (empty), 2 (40–50: 10 bytes, no outline), 3 (50–100)
    const short = new Uint8Array([0, 0, 0, 20, 0, 20, 0, 25, 0, 50]);
    expect(glyphsWithoutData({ data: short }, null, 4, false, true, false, 7)).toEqual({
      missingGlyphs: { 1: true, 2: true },
      maxSizeOfInstructions: 7,
    });
    // long offsets; a table too short for its glyph count leaves the glyphs past its end without data
    const long = new Uint8Array([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0]);
    expect(glyphsWithoutData({ data: long }, null, 3, true, true, false, 0).missingGlyphs).toEqual({
      1: true,
      2: true,
    });
  });

  it('leaves a worker source without that line alone', () => {
    expect(textOnlyWorkerSource('export const WorkerMessageHandler = {};')).toBeNull();
  });
});
