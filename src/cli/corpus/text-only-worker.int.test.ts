// The in-process worker reads documents for text only (load-pdfjs.ts): no glyph outlines, and TrueType glyph tables
// not rewritten. Its text must be what pdf.js gives a document opened for drawing (the OCR path's worker, with
// neither edit): on every corpus PDF, page by page, the same text items at the same places with the same widths.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPdfjs, pdfWorker } from '../../analysis/extract/load-pdfjs';
import { SHARED_CORPUS } from './corpus-paths';

const dirs = ['dev', 'unkeyed'].map((d) => join(SHARED_CORPUS, d)).filter((d) => existsSync(d));
if (dirs.length === 0 && process.env.CI) throw new Error(`text-only worker: no corpus at ${SHARED_CORPUS}`);
const files = dirs.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => join(d, f)),
);

const pageTexts = async (data: Uint8Array, textOnly: boolean) => {
  const { getDocument } = await loadPdfjs();
  const doc = await getDocument({
    data: data.slice(),
    ...(textOnly ? { worker: await pdfWorker() } : {}),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  try {
    const out: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items)
        if ('str' in item)
          out.push(`${n} ${item.str} ${item.transform.map((v) => v.toFixed(2)).join(',')} ${item.width.toFixed(2)}`);
    }
    return out;
  } finally {
    await doc.destroy();
  }
};

describe.skipIf(files.length === 0 || process.env.TEST_DB_DRIVER === 'pg')('text-only pdf.js worker', () => {
  it.each(files.map((f) => [f.split('/').pop()!, f]))(
    'reads %s as a document opened for drawing does',
    async (_, file) => {
      const data = new Uint8Array(readFileSync(file));
      const textOnly = await pageTexts(data, true);
      expect(textOnly.length).toBeGreaterThan(0);
      expect(textOnly).toEqual(await pageTexts(data, false));
    },
  );
});
