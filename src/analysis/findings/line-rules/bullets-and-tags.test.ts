import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import { bulletOrTag } from './bullets-and-tags';
import { Segmenter } from './segmenter';

const line = (text: string) => writtenLine(0, [{ text }]);

describe('bullet and tag rule', () => {
  it('opens a comment on each bullet, without the bullet', () => {
    const s = new Segmenter(10);
    expect(bulletOrTag(line('• Loose handrail at the stairs'), '• Loose handrail at the stairs', s)).toBe(true);
    expect(s.cur).toMatchObject({ kind: 'bullet' });
    expect(s.cur?.lines[0]?.text).toBe('Loose handrail at the stairs');
    expect(bulletOrTag(line('(3) Missing cover plate'), '(3) Missing cover plate', s)).toBe(true);
    expect(s.blocks).toHaveLength(1);
  });

  it("marks a comment with the inspector's tag, and leaves plain text to the layout", () => {
    const s = new Segmenter(10);
    const text = 'SAFETY: The handrail is loose.';
    expect(bulletOrTag(line(text), text, s)).toBe(true);
    expect(s.cur?.labelSource).toBe('tag');
    expect(bulletOrTag(line('The railing is loose.'), 'The railing is loose.', new Segmenter(10))).toBe(false);
  });
});
