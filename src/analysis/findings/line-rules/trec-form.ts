// The Texas (TREC) property inspection form: roman-numbered sections in capitals ('I. STRUCTURAL SYSTEMS') and
// lettered items behind the form's I / NI / NP / D checkboxes ('☒ ☐ ☐ ☒ A. Foundations'); a ticked fourth box (D,
// deficient) rates every comment under the item. The same form is also printed with letters for its boxes: an 'X'
// under each ticked column ('X X 7. Doors (Interior and Exterior)' under 'I NI NP R'), items numbered or lettered.
import { formBoxes } from '../doc-lines';
import type { LineRule } from './segmenter';

const TREC_ITEM = /^(?:[☒☐]\s*){3,4}\s*([A-Z])\.\s+(.{2,80})$/;
const MARKED_ITEM = /^X(?:\s+X){0,3}\s+(\d{1,2}|[A-Z])\.\s+([A-Z].{1,118})$/;
const TREC_SECTION = /^(?:[☒☐]\s*)*([IVX]{1,4})\.\s+([A-Z][A-Z ,&/-]{3,60})$/;

export const trecSection: LineRule = (_l, text, s) => {
  const m = TREC_SECTION.exec(text);
  if (!m || /[a-z]/.test(m[2]!)) return false;
  s.startSection(m[2]!.trim());
  return true;
};

export const trecItem: LineRule = (_l, text, s) => {
  const m = TREC_ITEM.exec(text);
  if (!m) return false;
  s.close();
  const st = s.st;
  st.item = m[2]!.trim();
  st.itemNo = m[1]!;
  const boxes = formBoxes(text);
  st.itemRating =
    boxes.length === 4 && boxes[3] === '☒' ? { label: 'D (deficient) checked', flags: true, severity: null } : null;
  st.group++;
  st.noteZone = false;
  return true;
};

/**
 * A form item whose ticks are printed as letters, read only once a column header ('I NI NP R') has been seen: it
 * opens the subject of the comments under it. Its ticks do not rate them: read as a rating, a ticked repair column
 * lifted every comment under the item, its general remarks too (measured: F1 86.4 against 86.9, docs/analysis.md).
 * The form's own instruction in brackets after the item's name ('(If the roof is inaccessible, …') is not its name.
 */
export const markedFormItem: LineRule = (_l, text, s) => {
  const m = MARKED_ITEM.exec(text);
  // a numbered sentence ('X 2. The outlet is loose.') is a comment, not an item
  if (!m || !s.st.columns || /[.;]$/.test(text)) return false;
  s.close();
  const st = s.st;
  st.item = m[2]!.replace(/\s*\(.*$/, '').trim();
  st.openInstruction = /\([^)]*$/.test(m[2]!) ? 3 : 0;
  st.itemNo = m[1]!;
  st.itemRating = null;
  st.group++;
  st.noteZone = false;
  return true;
};

/** The rest of a form item's instruction ('the lack of ground fault circuit protection where required.)'). */
export const formInstruction: LineRule = (_l, text, s) => {
  if (s.st.openInstruction <= 0) return false;
  s.st.openInstruction = text.includes(')') ? 0 : s.st.openInstruction - 1;
  return true;
};
