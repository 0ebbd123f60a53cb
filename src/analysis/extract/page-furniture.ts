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
