// A keyed report as a user could upload it in text: the PDF's lines laid out as monospaced text (each run at its
// column, a vertical gap as blank lines, a form feed between pages), the way `pdftotext -layout` or a text export
// prints a report. The engine reads it through its text path (plain-text.ts), with no fonts, colours or highlights.
import { extractDocument } from '../../analysis/extract/extract-document';
import { CHAR_WIDTH, LINE_HEIGHT } from '../../analysis/extract/plain-text';
import { prepareDocument } from '../../analysis/findings/builtin-finder';
import type { DocLine } from '../../analysis/findings/doc-lines';
import { labelReport, type CorpusReport } from '../../analysis/learning/corpus';

// a longer blank (a photo, the rest of a page) is printed as this many empty lines at most
const MAX_BLANK_LINES = 20;
// control characters a PDF's text can carry and a text file would not (the text path refuses a file full of them)
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f]/g;

const layoutLine = (l: DocLine): string => {
  let out = '';
  for (const run of [...l.line.runs].sort((a, b) => a.x - b.x)) {
    const column = Math.max(0, Math.round(run.x / CHAR_WIDTH));
    out += ' '.repeat(out.length === 0 ? column : Math.max(1, column - out.length)) + run.text;
  }
  return out || l.text;
};

/** The document's lines as layout text, pages separated by form feeds. */
export const layoutText = (lines: readonly DocLine[]): string => {
  const pages = new Map<number, string[]>();
  const lastY = new Map<number, number>();
  for (const l of lines) {
    const page = pages.get(l.page) ?? [];
    pages.set(l.page, page);
    const before = lastY.get(l.page);
    if (before !== undefined) {
      const blanks = Math.min(MAX_BLANK_LINES, Math.round((l.y - before) / LINE_HEIGHT) - 1);
      for (let i = 0; i < blanks; i++) page.push('');
    }
    lastY.set(l.page, l.y);
    page.push(layoutLine(l));
  }
  const last = Math.max(0, ...pages.keys());
  return Array.from({ length: last }, (_, i) => (pages.get(i + 1) ?? []).join('\n'))
    .join('\f')
    .replace(CONTROL, ' ');
};

/** The report read from its layout text instead of its PDF, with the same key. */
export const asTextUpload = async (r: CorpusReport): Promise<CorpusReport> => {
  const doc = await extractDocument(new TextEncoder().encode(layoutText(r.prepared.lines)), { kind: 'text' });
  return labelReport(r.name, r.family, r.key, prepareDocument(doc));
};
