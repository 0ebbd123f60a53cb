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

/**
 * The words a line adds to the comment of a checklist row: those in the column the comment began, on the row's page;
 * null when it adds none. The field name before the boxes may wrap too ('Results Measurement &' over
 * 'Recommendations:'), and its second line is printed on the same line as the comment's next words: those words go
 * on the comment, the field name's do not.
 */
export const rowContinuation = (c: Block, l: DocLine): DocLine | null => {
  const row = c.row;
  if (l.page !== row?.page) return null;
  const firstBox = row.line.runs.find((q) => /[☒☐]/.test(q.text))?.x ?? 0;
  const col = row.line.runs.find((r) => !/[☒☐]/.test(r.text) && r.x > firstBox)?.x ?? c.lines[0]?.line.runs[0]?.x ?? 0;
  if (Math.abs(l.x - col) < 30) return l;
  const runs = l.line.runs;
  const at = runs.findIndex((r) => Math.abs(r.x - col) < 30);
  if (at <= 0) return null;
  const fieldName = runs.slice(0, at).map((r) => r.text.trim());
  if (fieldName.some((t) => /[☒☐]/.test(t)) || fieldName.join(' ').length > 40 || runs[at - 1]!.x >= firstBox)
    return null;
  const words = runs
    .slice(at)
    .map((r) => r.text.trim())
    .join(' ');
  return { ...l, text: words, x: runs[at]!.x, raw: l.text };
};
