// Checklist forms: a row of checkboxes ('Gutters ☒ ☐ ☐ Loose at the rear'), the field name before the boxes and the
// comment after them; the comment's further lines sit in the column where it began.
import { formBoxes, type DocLine } from '../doc-lines';
import type { Block } from '../segment';
import type { LineRule } from './segmenter';

const isCheckRow = (text: string) => formBoxes(text).length >= 3;

export const checklistRow: LineRule = (l, text, s) => {
  if (!isCheckRow(text)) return false;
  const block = s.open('checklist', {
    item:
      text
        .replace(/[☒☐].*$/, '')
        .replace(/:\s*$/, '')
        .trim() || s.st.item,
  });
  const after = text.replace(/^[^☒☐]*(?:[☒☐]\s*)+/, '').trim();
  block.lines = after ? [{ ...l, text: after, raw: l.text }] : [];
  block.title = text.replace(/\s*(?:[☒☐]\s*)+.*$/, '');
  block.location = null;
  // keep the raw row for checkbox column decoding
  block.row = l;
  block.columns = s.st.columns && s.st.columns.page === l.page ? s.st.columns : null;
  return true;
};

/** Whether a line goes on the comment of a checklist row: in the column the comment began, on the row's page. */
export const continuesRow = (c: Block, l: DocLine): boolean => {
  const row = c.row;
  const col = c.lines[0]?.line.runs[0]?.x ?? 0;
  const firstRunX = row?.line.runs.find(
    (r) => !/[☒☐]/.test(r.text) && r.x > (row.line.runs.find((q) => /[☒☐]/.test(q.text))?.x ?? 0),
  )?.x;
  return Math.abs(l.x - (firstRunX ?? col)) < 30 && l.page === row?.page;
};
