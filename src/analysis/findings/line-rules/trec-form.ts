// The Texas (TREC) property inspection form: roman-numbered sections in capitals ('I. STRUCTURAL SYSTEMS') and
// lettered items behind the form's I / NI / NP / D checkboxes ('☒ ☐ ☐ ☒ A. Foundations'); a ticked fourth box (D,
// deficient) rates every comment under the item.
import { formBoxes } from '../doc-lines';
import type { LineRule } from './segmenter';

const TREC_ITEM = /^(?:[☒☐]\s*){3,4}\s*([A-Z])\.\s+(.{2,80})$/;
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
