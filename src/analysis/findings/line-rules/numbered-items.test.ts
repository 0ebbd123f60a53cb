import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import { Segmenter } from './segmenter';
import { decimalItem, loneItemNumber, numberedItem, numberedSection, ratingGridRow } from './numbered-items';

const line = (text: string, over = {}) => ({ ...writtenLine(0, [{ text }]), ...over });

describe('numbered section and item rules', () => {
  it('opens a section only on a heading-like numbered line', () => {
    const s = new Segmenter(10);
    expect(numberedSection(line('3. Roofing', { bold: true }), '3. Roofing', s)).toBe(true);
    expect(s.st.section).toBe('Roofing');
    const sentence = '4. Water heater was old and rusty at its base';
    expect(numberedSection(line(sentence), sentence, s)).toBe(false);
    expect(s.st.section).toBe('Roofing');
  });

  it("reads '12. Attic' as an item, and an item named for limitations as a notes zone", () => {
    const s = new Segmenter(10);
    expect(numberedItem(line('12. Attic'), '12. Attic', s)).toBe(true);
    expect(s.st).toMatchObject({ item: 'Attic', noteZone: false });
    expect(numberedItem(line('13. Limitations'), '13. Limitations', s)).toBe(true);
    expect(s.st.noteZone).toBe(true);
    expect(numberedItem(line('14. The roof leaks.'), '14. The roof leaks.', s)).toBe(false);
  });

  it('drops the rating of the item before when a new item number stands alone', () => {
    const s = new Segmenter(10);
    s.st.itemNo = '8.3';
    s.st.itemRating = { label: 'Repair', flags: true, severity: null };
    expect(loneItemNumber(line('8.4.'), '8.4.', s)).toBe(true);
    expect(s.st).toMatchObject({ itemNo: '8.4', itemRating: null });
  });

  it("skips a rating grid row, opens a subject on '1.4 Fascia', and a comment on a numbered sentence", () => {
    const s = new Segmenter(10);
    expect(ratingGridRow(line('2.8 Grading/Landscaping X X'), '2.8 Grading/Landscaping X X', s)).toBe(true);
    expect(decimalItem(line('1.4 Fascia / Soffit / Trim'), '1.4 Fascia / Soffit / Trim', s)).toBe(true);
    expect(s.cur).toMatchObject({ kind: 'paragraph', title: 'Fascia / Soffit / Trim', itemNo: '1.4' });
    const comment = '1.5 The fascia board is rotted at the rear corner.';
    expect(decimalItem(line(comment), comment, s)).toBe(true);
    expect(s.cur).toMatchObject({ kind: 'bullet', itemNo: '1.5' });
    expect(s.cur?.lines[0]?.text).toBe('The fascia board is rotted at the rear corner.');
    expect(decimalItem(line('2.5 inch gap at the door'), '2.5 inch gap at the door', s)).toBe(false);
  });
});
