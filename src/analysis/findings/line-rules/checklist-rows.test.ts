import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import { checklistRow, rowContinuation } from './checklist-rows';
import { Segmenter } from './segmenter';

describe('checklist row rules', () => {
  it('opens a comment on a row of three boxes, named by the field before them', () => {
    const s = new Segmenter(10);
    const text = 'Gutters: ☒ ☐ ☐ Loose at the rear';
    expect(checklistRow(writtenLine(0, [{ text }]), text, s)).toBe(true);
    expect(s.cur).toMatchObject({ kind: 'checklist', item: 'Gutters', title: 'Gutters:' });
    expect(s.cur?.lines.map((l) => l.text)).toEqual(['Loose at the rear']);
    expect(checklistRow(writtenLine(1, [{ text: 'Gutters ☒ loose' }]), 'Gutters ☒ loose', s)).toBe(false);
  });

  it("continues the row's comment only in its column on its page", () => {
    const s = new Segmenter(10);
    const row = writtenLine(0, [{ text: 'Gutters' }, { text: '☒' }, { text: '☐' }, { text: '☐' }, { text: 'Loose' }]);
    checklistRow(row, row.text, s);
    const commentX = row.line.runs[4]!.x;
    const under = { ...writtenLine(1, [{ text: 'at the rear corner' }]), x: commentX };
    expect(rowContinuation(s.cur!, under)).toBe(under);
    expect(rowContinuation(s.cur!, { ...under, x: 72 })).toBeNull();
    expect(rowContinuation(s.cur!, { ...under, page: 2 })).toBeNull();
  });

  it("takes the comment's words from a line that also carries the wrapped field name", () => {
    const s = new Segmenter(10);
    const row = writtenLine(0, [
      { text: 'Results Measurement &' },
      { text: '☐' },
      { text: '☒' },
      { text: '☐' },
      { text: 'The radon level was above 4 pCi/l, therefore it' },
    ]);
    checklistRow(row, row.text, s);
    const commentX = row.line.runs[4]!.x;
    const shared = writtenLine(1, [
      { text: 'Recommendations:' },
      { text: 'is recommended that the house be mitigated' },
    ]);
    shared.line.runs[1]!.x = commentX;
    expect(rowContinuation(s.cur!, shared)).toMatchObject({
      text: 'is recommended that the house be mitigated',
      x: commentX,
      raw: shared.text,
    });
    // a line whose words start left of the comment's column (a new field with boxes of its own) is not the comment's
    const boxed = writtenLine(1, [{ text: 'Radon:' }, { text: '☒' }, { text: 'Retest' }]);
    boxed.line.runs[2]!.x = commentX;
    expect(rowContinuation(s.cur!, boxed)).toBeNull();
  });
});
