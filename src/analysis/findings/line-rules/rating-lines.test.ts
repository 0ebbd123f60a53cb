import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import { ratingField, standaloneRating } from './rating-lines';
import { Segmenter } from './segmenter';

const line = (text: string) => writtenLine(0, [{ text }]);

describe('rating line rules', () => {
  it("rates the item from a field's value, and reads a field's other text as a comment", () => {
    const s = new Segmenter(10);
    expect(ratingField(line('Comments: Repair or Replace'), 'Comments: Repair or Replace', s)).toBe(true);
    expect(s.st.itemRating?.flags).toBe(true);
    expect(s.cur).toBeNull();
    const comment = 'Comments: The sink drains slowly.';
    expect(ratingField(line(comment), comment, s)).toBe(true);
    expect(s.cur?.lines[0]?.text).toBe('The sink drains slowly.');
    expect(s.cur?.labelSource).toBe('rating');
  });

  it('reads a rating word on its own line, but not one that ends a wrapped sentence', () => {
    const s = new Segmenter(10);
    s.prevLine = line('The window appeared to be');
    expect(standaloneRating(line('serviceable.'), 'serviceable.', s)).toBe(false);
    s.prevLine = line('Windows');
    expect(standaloneRating(line('Repair/Replace'), 'Repair/Replace', s)).toBe(true);
    expect(s.st.itemRating?.flags).toBe(true);
  });
});
