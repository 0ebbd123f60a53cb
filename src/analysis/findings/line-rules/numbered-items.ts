// Numbered sections and items: '3. Roofing' (a section, set as a heading), '12. Attic' (an item of its own line),
// an item number alone in a left column ('8.4.'), and decimal items ('1.4 Fascia / Soffit / Trim', HomeGauge and
// many others) with their rating grid rows ('2.8 Grading/Landscaping X X') and comments on the same line.
import type { LineRule } from './segmenter';
import { headingLike } from './layout';

const NUM_SECTION = /^(\d{1,2})[.:]\s+([A-Z][A-Za-z ,&/()'-]{2,60})$/;
const NUMBERED_ITEM = /^(\d{1,2})\.\s+([A-Z][\w ,&/()'’-]{2,60})$/;
// an item number alone on its line ('8.4.'), printed in a column left of the comment it numbers
const LONE_ITEM_NO = /^(\d{1,2}(?:\.\d{1,2}){1,2})\.?$/;
const DECIMAL_ITEM = /^(\d{1,2}\.\d{1,2})\.?\s+(\S.*)$/;

export const numberedSection: LineRule = (l, text, s) => {
  const m = NUM_SECTION.exec(text);
  if (!m || !headingLike(l, s.bodySize)) return false;
  s.startSection(m[2]!.trim());
  return true;
};

export const numberedItem: LineRule = (_l, text, s) => {
  const m = NUMBERED_ITEM.exec(text);
  if (!m || m[2]!.split(/\s+/).length > 7 || /[.;]$/.test(text)) return false;
  s.close();
  const st = s.st;
  st.item = m[2]!.trim();
  st.itemNo = null;
  st.itemRating = null;
  st.group++;
  st.noteZone = /limitation/i.test(text);
  st.plainNotes = false;
  return true;
};

export const loneItemNumber: LineRule = (_l, text, s) => {
  const m = LONE_ITEM_NO.exec(text);
  if (!m || s.st.inSummary) return false;
  s.close();
  // a rating qualifies its own item, not the next one
  if (m[1] !== s.st.itemNo) s.st.itemRating = null;
  s.st.itemNo = m[1]!;
  s.st.group++;
  return true;
};

/** A row of the item rating grid ('2.8 Grading/Landscaping X X'): skipped, the ratings are read separately. */
export const ratingGridRow: LineRule = (l, text) => {
  const gridMark =
    l.line.runs.some((r) => /^[X☒]$/.test(r.text.trim())) || /^\d+\.\d+\s+[A-Z][A-Z0-9 /&(),.'-]+\sX(\s|$)/.test(text);
  return DECIMAL_ITEM.test(text) && (/(?:\s(?:X|☒|☐)){1,4}$/.test(text) || (gridMark && !/[a-z]{3,}.*[.]$/.test(text)));
};

/** '1.4 Fascia / Soffit / Trim' opens a subject; '1.4 The fascia is rotted at …' is a comment of its own. */
export const decimalItem: LineRule = (l, text, s) => {
  const m = DECIMAL_ITEM.exec(text);
  if (!m || /^\d+\.\d+\s*(%|inch|in\b|ft|feet|gallon|amp|volt)/i.test(text)) return false;
  const st = s.st;
  const rest = m[2]!.trim();
  const isComment = rest.split(/\s+/).length > 7 || /[.]$/.test(rest);
  if (m[1] !== st.itemNo) st.itemRating = null;
  st.itemNo = m[1]!;
  st.group++;
  st.noteZone = false;
  if (isComment) {
    s.open('bullet', { itemNo: m[1]!, group: st.group });
    s.cur!.lines.push({ ...l, text: rest, raw: l.text });
  } else {
    st.item = rest.replace(/\s*\(.*\)\s*$/, '').trim() || rest;
    s.close();
    // the subject line itself opens a group; bullets follow
    s.open('paragraph', { title: rest, item: st.item, itemNo: m[1]!, group: st.group });
  }
  return true;
};
