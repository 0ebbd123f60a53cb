// Comments printed as numbered records ('2.1.1 Siding' with a rating label at its right or on the next line, then a
// title and a location in capitals, then the comment): Spectora and software like it. The summary page lists them
// as '2.1.1 Exterior - Siding: Nail heads'; some reports number them '3: Loose handrail'.
import { PLAIN_TEXT_FONT } from '../../types';
import type { DocLine } from '../doc-lines';
import { matchLabel, type LabelInfo } from '../vocabulary';
import type { Block } from '../segment';
import type { LineRule } from './segmenter';

const SPECTORA_HEADER = /^(\d{1,2}\.\d{1,2}\.\d{1,2})\s+(.{2,90})$/;
const COLON_FINDING = /^(\d{1,2}):\s+(\S.{1,80})$/;
const SUMMARY_LINE = /\s-\s.*:/;

const labelInfo = (text: string): LabelInfo => matchLabel(text) ?? { label: text.trim(), flags: true, severity: null };

/** The label printed on the same row as a header, at its right ('2.1.1 Siding …   Inquire With Seller'). */
const rightLabel = (l: DocLine): { head: string; label: string } | null => {
  const runs = l.line.runs;
  if (runs.length < 2) return null;
  const last = runs[runs.length - 1]!;
  const prev = runs[runs.length - 2]!;
  if (last.x - (prev.x + prev.width) < 40) return null;
  const label = last.text.trim();
  if (!label || label.split(/\s+/).length > 5) return null;
  const head = l.text.slice(0, l.text.length - label.length).trim();
  return { head, label };
};

/** '2.1.1 Siding': a record opens; its label, title and location are read from the lines after it. */
export const recordHeader: LineRule = (l, text, s) => {
  const m = SPECTORA_HEADER.exec(text);
  if (!m || SUMMARY_LINE.test(m[2]!)) return false;
  const st = s.st;
  const rl = rightLabel(l);
  const name = rl ? rl.head.replace(SPECTORA_HEADER, '$2') : m[2]!;
  st.item = name.trim();
  st.itemNo = m[1]!;
  st.group++;
  st.noteZone = false;
  const block = s.open('structured', { item: st.item, itemNo: st.itemNo, head: l });
  if (rl) {
    block.label = labelInfo(rl.label);
    block.labelSource = 'label';
    s.expect = 'title';
  } else s.expect = 'label';
  return true;
};

/** '2.1.1 Exterior - Siding: Nail heads': one finding of the summary page. */
export const recordSummaryLine: LineRule = (l, text, s) => {
  const m = SPECTORA_HEADER.exec(text);
  if (!m || !SUMMARY_LINE.test(m[2]!)) return false;
  const block = s.open('structured', {
    title: m[2]!.replace(/^.*?:\s*/, ''),
    itemNo: m[1]!,
    item: m[2]!.replace(/:.*$/, ''),
    inSummary: true,
    head: l,
  });
  block.label = { label: 'summary', flags: true, severity: null };
  block.labelSource = 'label';
  s.close();
  return true;
};

/** '3: Loose handrail': a numbered finding title. */
export const colonFinding: LineRule = (l, text, s) => {
  const m = COLON_FINDING.exec(text);
  if (!m || /:\s*$/.test(text) || Number(m[1]) >= 40 || l.caps) return false;
  s.st.group++;
  s.st.noteZone = false;
  s.open('structured', { title: m[2]!.trim(), head: l });
  s.expect = 'label';
  return true;
};

/** The lines a record waits for: a header wrapped onto a second line, its label, its title, its location. */
export const recordFields: LineRule = (l, text, s) => {
  const c: Block | null = s.cur;
  if (!c || c.kind !== 'structured' || !s.expect) return false;
  const lab = matchLabel(text);
  if (s.expect === 'label' || (s.expect === 'title' && !c.title && c.head)) {
    // a header wrapped onto a second line ('5.1.2 A. Plumbing Supply, … and' / 'Fixtures')
    if (
      !lab &&
      !l.caps &&
      c.head &&
      text.split(/\s+/).length <= 4 &&
      !/[.:]$/.test(text) &&
      /[a-z,]$/i.test(c.head.text) &&
      l.y - c.head.y < 2.5 * l.size &&
      Math.abs(l.x - c.head.x) < 30
    ) {
      c.item = `${c.item ?? ''} ${text}`.trim();
      return true;
    }
  }
  if (s.expect === 'label') {
    if (lab || (l.color !== '#000000' && text.split(/\s+/).length <= 4 && !l.caps)) {
      c.label = lab ?? labelInfo(text);
      c.labelSource = 'label';
      s.expect = c.title ? null : 'title';
      return true;
    }
    s.expect = c.title ? null : 'title';
  }
  if (s.expect === 'title' && l.caps && text.length <= 90) {
    c.title = text;
    s.expect = 'location';
    return true;
  }
  // a title wrapped onto a second line in its own type ('CRAWL SPACE HATCH IS' / 'UNINSULATED') goes on the title,
  // not in the location's place; a text upload has no type to tell a wrapped title from a location by
  const above = s.prevLine;
  if (
    s.expect === 'location' &&
    c.title &&
    l.caps &&
    !l.line.runs.some((r) => r.fontName === PLAIN_TEXT_FONT) &&
    above?.text.trim() === c.title &&
    !/[.:;!?]$/.test(c.title) &&
    l.bold === above.bold &&
    Math.abs(l.size - above.size) < 0.5 &&
    l.y - above.y < 1.6 * l.size &&
    text.split(/\s+/).length <= 6
  ) {
    const rest = text.replace(/[.]$/, '');
    c.title = c.title.endsWith('-') ? `${c.title}${rest}` : `${c.title} ${rest}`;
    return true;
  }
  if (s.expect === 'location' && l.caps && text.length <= 80 && !/[.]$/.test(text)) {
    c.location = text;
    s.expect = null;
    return true;
  }
  s.expect = null;
  return false;
};
