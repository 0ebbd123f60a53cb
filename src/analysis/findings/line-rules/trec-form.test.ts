import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import { Segmenter } from './segmenter';
import { trecItem, trecSection } from './trec-form';

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
});
