import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadPdfjs, restoreBuiltins, textOnlyWorkerSource } from './load-pdfjs';

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

  it('skips glyph outlines for text-only documents in the installed pdf.js worker (an upgrade that moves the line fails here)', () => {
    const path = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
    const published = readFileSync(path, 'utf8');
    const patched = textOnlyWorkerSource(published);
    expect(patched).not.toBeNull();
    const guard = patched!.match(
      /if \(!this\.options\.textOnly && \(([^\n]*)\)\) \{\n\s*PartialEvaluator\.buildFontPaths\(/g,
    );
    expect(guard).toHaveLength(1);
    // nothing else changes (but the source map comment, which would point nowhere from the copy)
    const unpatched = patched!.replace(/if \(!this\.options\.textOnly && \((.*)\)\) \{/, 'if ($1) {');
    expect(published.startsWith(unpatched.trimEnd())).toBe(true);
  });

  it('leaves a worker source without that line alone', () => {
    expect(textOnlyWorkerSource('export const WorkerMessageHandler = {};')).toBeNull();
  });
});
