import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import { checklistRow, continuesRow } from './checklist-rows';
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
    expect(continuesRow(s.cur!, under)).toBe(true);
    expect(continuesRow(s.cur!, { ...under, x: 72 })).toBe(false);
    expect(continuesRow(s.cur!, { ...under, page: 2 })).toBe(false);
  });
});
