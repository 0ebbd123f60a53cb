import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import { Segmenter } from './segmenter';
import { formInstruction, markedFormItem, trecItem, trecSection } from './trec-form';

const read = (s: Segmenter, text: string) => {
  const l = writtenLine(0, [{ text }]);
  return trecSection(l, text, s) || trecItem(l, text, s);
};

describe('TREC form rules', () => {
  it('opens a section on a roman-numbered caps line and rates an item by its ticked D box', () => {
    const s = new Segmenter(10);
    expect(read(s, 'I. STRUCTURAL SYSTEMS')).toBe(true);
    expect(s.st.section).toBe('STRUCTURAL SYSTEMS');
    expect(read(s, '☒ ☐ ☐ ☒ A. Foundations')).toBe(true);
    expect(s.st).toMatchObject({ item: 'Foundations', itemNo: 'A' });
    expect(s.st.itemRating?.flags).toBe(true);
    expect(read(s, '☒ ☐ ☐ ☐ B. Grading and Drainage')).toBe(true);
    expect(s.st.itemRating).toBeNull();
  });

  it('leaves a roman-numbered sentence and an item without boxes to the other rules', () => {
    const s = new Segmenter(10);
    expect(read(s, 'II. Electrical systems were checked')).toBe(false);
    expect(read(s, 'A. Foundations')).toBe(false);
    expect(s.st.section).toBeNull();
  });

  it('opens an item on a line whose ticks are printed as X under a column header, without its bracketed instruction', () => {
    const s = new Segmenter(10);
    const text = 'X X 2. Branch Circuits - Connected Devices and Fixtures (Report as in need of repair';
    expect(markedFormItem(writtenLine(0, [{ text }]), text, s)).toBe(false);
    s.st.columns = writtenLine(0, [{ text: 'I NI NP R' }]);
    expect(markedFormItem(writtenLine(1, [{ text }]), text, s)).toBe(true);
    expect(s.st).toMatchObject({
      item: 'Branch Circuits - Connected Devices and Fixtures',
      itemNo: '2',
      itemRating: null,
    });
    const rest = 'the lack of ground fault circuit protection where required.)';
    expect(formInstruction(writtenLine(2, [{ text: rest }]), rest, s)).toBe(true);
    const comment = 'Comments: The garage has no GFCI outlets.';
    expect(formInstruction(writtenLine(3, [{ text: comment }]), comment, s)).toBe(false);
  });

  it('takes no more than three lines for an instruction whose bracket never closes', () => {
    const s = new Segmenter(10);
    s.st.columns = writtenLine(0, [{ text: 'I NI NP R' }]);
    const text = 'X 4. Roof Structure and Attic (If the attic is inaccessible, report the method used to';
    markedFormItem(writtenLine(1, [{ text }]), text, s);
    const taken = ['a', 'b', 'c', 'd'].map((t, i) => formInstruction(writtenLine(2 + i, [{ text: t }]), t, s));
    expect(taken).toEqual([true, true, true, false]);
  });

  it('leaves a numbered sentence behind an X to the other rules', () => {
    const s = new Segmenter(10);
    s.st.columns = writtenLine(0, [{ text: 'I NI NP R' }]);
    const text = 'X 2. The outlet is loose.';
    expect(markedFormItem(writtenLine(1, [{ text }]), text, s)).toBe(false);
  });
});
