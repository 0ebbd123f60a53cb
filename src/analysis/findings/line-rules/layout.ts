// What no convention claimed is read from the layout alone: a short line set apart by capitals, size, weight or
// title case is a heading (a new subject); other lines join the comment above them unless a sentence ended and the
// next line starts after a gap, at another indent or in another colour.
import { colorFamily, type DocLine } from '../doc-lines';
import { rowContinuation } from './checklist-rows';
import { endsSentence, type LineRule } from './segmenter';

// 'Service Panel', 'Smoke Alarms': a short line of capitalised words (small words aside)
const isTitleCase = (text: string) => {
  const words = text.trim().split(/\s+/);
  return (
    words.length <= 5 &&
    words.every((w) => /^[A-Z0-9(&/-]/.test(w) || /^(and|or|of|the|a|an|to|in|at|for|on|with)$/.test(w)) &&
    /[a-z]/.test(text)
  );
};

export const headingLike = (l: DocLine, bodySize: number, prevText = '') =>
  l.text.length <= 60 &&
  !/[.,;:]$/.test(l.text) &&
  // 'Type of Wiring: Copper', 'Static water pressure reading: 80 psi': a field and its value, not a subject
  !/^[^:]{2,40}:\s+\S/.test(l.text) &&
  l.text.split(/\s+/).length <= 7 &&
  (l.caps ||
    l.size > bodySize * 1.25 ||
    l.bold ||
    (isTitleCase(l.text) && (!prevText || /[.!?:]$/.test(prevText.trim())))) &&
  !/\d{3,}/.test(l.text);

/** A short heading line opens a new subject within the section (caps lines inside a record are its own). */
export const heading: LineRule = (l, text, s) => {
  if (!headingLike(l, s.bodySize, s.prevText) || s.cur?.kind === 'structured') return false;
  s.close();
  const st = s.st;
  if (l.size > s.bodySize * 1.25 || l.bold) st.section = st.section && l.size <= s.bodySize * 1.1 ? st.section : text;
  st.item = text;
  st.itemRating = null;
  st.group++;
  st.noteZone = false;
  return true;
};

/** Any other line: it continues the comment above it, or opens a paragraph. */
export const paragraphLine: LineRule = (l, text, s) => {
  const c = s.cur;
  if (!c) {
    s.open('paragraph').lines.push(l);
    return true;
  }
  if (c.kind === 'checklist') {
    const more = rowContinuation(c, l);
    if (more) c.lines.push(more);
    else s.open('paragraph').lines.push(l);
    return true;
  }
  const last = c.lines[c.lines.length - 1];
  // the gap is measured from the paragraph's own last line: a page header, caption or photo skipped in between
  // does not join what it separates (a new page is always a gap)
  const gap = last && last.page === l.page ? l.y - last.y : Infinity;
  const bigGap = gap > Math.max(2.2 * l.size, 22);
  const sameParagraph =
    last &&
    (!endsSentence(last.text) ||
      /^[a-z(]/.test(text) ||
      (!bigGap && Math.abs(l.x - last.x) < 25 && colorFamily(l.color) === colorFamily(last.color)));
  if (c.kind === 'structured' || sameParagraph || c.lines.length === 0) c.lines.push(l);
  else s.open('paragraph').lines.push(l);
  return true;
};
