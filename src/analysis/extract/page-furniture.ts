import type { TextLine } from '../types';

interface PageLines {
  height: number;
  lines: TextLine[];
}

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/[^a-z#]+/g, ' ')
    .trim();

const PAGE_NUMBER = /^(?:page\s*)?#(?:\s*(?:of|\/)\s*#)?$|^-\s*#\s*-$|^page$/;

const inMargin = (line: TextLine, index: number, count: number, height: number) =>
  line.y < height * 0.1 || line.y > height * 0.9 || index < 1 || index >= count - 1;

/**
 * Removes running headers and footers: lines in the top or bottom margin whose text (digits ignored) recurs on
 * a good share of the pages, plus bare page numbers there.
 */
export const removePageFurniture = <T extends PageLines>(pages: T[]): T[] => {
  const seen = new Map<string, Set<number>>();
  pages.forEach((page, p) => {
    page.lines.forEach((line, i) => {
      if (!inMargin(line, i, page.lines.length, page.height)) return;
      const k = key(line.text);
      if (!k) return;
      if (!seen.has(k)) seen.set(k, new Set());
      seen.get(k)!.add(p);
    });
  });
  const threshold = Math.max(3, Math.ceil(pages.length * 0.4));
  const repeated = new Set([...seen].filter(([, set]) => set.size >= threshold).map(([k]) => k));
  if (pages.length < 3) repeated.clear();
  return pages.map((page) => ({
    ...page,
    lines: page.lines.filter((line, i) => {
      if (!inMargin(line, i, page.lines.length, page.height)) return true;
      const k = key(line.text);
      if (!k) return false;
      if (PAGE_NUMBER.test(k)) return false;
      return !repeated.has(k);
    }),
  }));
};

// a text export's page has no margins to measure: its running header and footer are its first and last few lines
const TEXT_EDGE_LINES = 3;
// in a text export a page number is the one number a running line changes ("Page 3 of 12"); other numbers stay
// (item numbers: "2.5.2 Walls" on one page and "2.5.4 Walls" on the next are two comments, not a header)
const textKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\bpage\s*\d+(\s*(of|\/)\s*\d+)?/g, 'page #')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
// a one-word line near the edge of many pages is a report's label ("Deficiency"), not its running header
const wordsIn = (k: string) => k.split(' ').filter(Boolean).length;

/**
 * Removes a text export's running headers and footers: a line of two words or more among a page's first or last
 * three that recurs (its page number aside) at the same place, counted from that edge, on a good share of the
 * pages; and there, as in a PDF's margins, bare page numbers and lines with neither a letter nor a digit. The
 * place matters: a label a report prints near the top of many pages ("Deficiency") moves with the comments above
 * it, a running header does not.
 */
export const removeTextFurniture = <T extends PageLines>(pages: T[]): T[] => {
  const slotOf = (i: number, count: number) =>
    i < TEXT_EDGE_LINES ? `top ${i}` : i >= count - TEXT_EDGE_LINES ? `bottom ${count - 1 - i}` : null;
  const seen = new Map<string, number>();
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      const slot = slotOf(i, page.lines.length);
      const k = textKey(line.text);
      if (slot && wordsIn(k) >= 2) seen.set(`${slot}|${k}`, (seen.get(`${slot}|${k}`) ?? 0) + 1);
    });
  }
  const threshold = Math.max(3, Math.ceil(pages.length * 0.4));
  return pages.map((page) => ({
    ...page,
    lines: page.lines.filter((line, i) => {
      const slot = slotOf(i, page.lines.length);
      if (!slot) return true;
      const k = key(line.text);
      if (!k || PAGE_NUMBER.test(k)) return false;
      const text = textKey(line.text);
      return pages.length < 3 || wordsIn(text) < 2 || (seen.get(`${slot}|${text}`) ?? 0) < threshold;
    }),
  }));
};
