import { bodyFontSize, isColumnHeader } from '../findings/segment';
import { toDocLines, type DocLine } from '../findings/doc-lines';
import type { ExtractedDocument, Passage } from '../types';

// Sizes in characters: a passage is roughly a paragraph; a short field row ('40 Gallons 5 Years Old') is merged with
// its neighbours under the same heading so it still carries the words that say what it is about.
const MAX_CHARS = 700;
const MIN_CHARS = 160;

const PAGE_LINE = /^((report )?page \d+( of \d+)?|\d+ of \d+)$/i;
// a numbered or lettered section title: '12. Water Heater', '18: WATER HEATER', 'C. Roof Covering Materials'
const SECTION_TITLE = /^(?:[☒☐þ¨\s]*)(?:\d{1,2}[.:]|[A-Z]\.|[IVX]{1,4}\.)\s+[A-Z][A-Za-z ,&/()'’-]{2,60}$/;

const clean = (text: string) =>
  text
    .replace(/[☒☐þ¨]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const isHeading = (l: DocLine, bodySize: number) => {
  const text = clean(l.text);
  if (text.length < 3 || text.length > 70 || /[.,;]$/.test(text) || /\d{3,}/.test(text)) return false;
  if (text.split(/\s+/).length > 8 || isColumnHeader(text)) return false;
  return SECTION_TITLE.test(text) || l.size > bodySize * 1.2 || ((l.bold || l.caps) && !/:\s*\S/.test(text));
};

const isSection = (l: DocLine, bodySize: number) => SECTION_TITLE.test(clean(l.text)) || l.size > bodySize * 1.5;

/**
 * The report's text as paragraph-sized passages, each with its page and the heading it sits under. Lines are
 * grouped while they run on (a vertical gap of under about two lines), a heading starts a new passage, and a passage
 * is closed at about 700 characters; page headers, footers and rating-column rows are left out.
 */
export const buildPassages = (doc: ExtractedDocument): Passage[] => {
  const lines = toDocLines(doc);
  const bodySize = bodyFontSize(lines);
  const out: Passage[] = [];
  let section: string | null = null;
  let sub: string | null = null;
  let cur: { page: number; heading: string | null; lines: string[]; size: number } | null = null;
  let prev: DocLine | null = null;

  const heading = () => (section && sub && sub !== section ? `${section} › ${sub}` : (sub ?? section));
  const close = () => {
    if (cur && cur.lines.length) out.push({ page: cur.page, heading: cur.heading, text: cur.lines.join('\n') });
    cur = null;
  };

  for (const l of lines) {
    const text = clean(l.text);
    const gap = prev && prev.page === l.page ? l.y - prev.y : Infinity;
    prev = l;
    if (!text || PAGE_LINE.test(text) || isColumnHeader(text)) continue;
    if (isHeading(l, bodySize)) {
      // a short passage under the same heading is continued across a sub-heading rather than cut off
      if (cur && (cur as { size: number }).size >= MIN_CHARS) close();
      if (isSection(l, bodySize)) {
        section = text;
        sub = null;
      } else sub = text;
      if (cur && (cur as { page: number }).page === l.page) (cur as { lines: string[] }).lines.push(text);
      continue;
    }
    const open = cur as { page: number; heading: string | null; lines: string[]; size: number } | null;
    const breaks =
      !open ||
      open.page !== l.page ||
      (gap > l.size * 2.2 && open.size >= MIN_CHARS) ||
      open.size + text.length > MAX_CHARS;
    if (breaks) {
      close();
      cur = { page: l.page, heading: heading(), lines: [], size: 0 };
    }
    const c = cur as unknown as { lines: string[]; size: number };
    c.lines.push(text);
    c.size += text.length + 1;
  }
  close();
  return out;
};
