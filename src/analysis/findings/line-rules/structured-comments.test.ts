import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import type { DocLine } from '../doc-lines';
import { Segmenter } from './segmenter';
import { colonFinding, recordFields, recordHeader, recordSummaryLine } from './structured-comments';

const caps = (index: number, text: string): DocLine => ({ ...writtenLine(index, [{ text }]), caps: true });
const feed = (s: Segmenter, lines: DocLine[]) =>
  lines.map((l) => [recordHeader, recordSummaryLine, colonFinding, recordFields].some((r) => r(l, l.text, s)));

describe('numbered record rules', () => {
  it("reads a record's label, title and location from the lines after its header", () => {
    const s = new Segmenter(10);
    const taken = feed(s, [
      writtenLine(0, [{ text: '2.1.1 Siding, Flashing & Trim' }]),
      writtenLine(1, [{ text: 'Recommendation' }]),
      caps(2, 'WOOD ROT'),
      caps(3, 'REAR OF HOUSE'),
      writtenLine(4, [{ text: 'Wood rot was observed at the trim.' }]),
    ]);
    expect(taken).toEqual([true, true, true, true, false]);
    expect(s.cur).toMatchObject({
      kind: 'structured',
      item: 'Siding, Flashing & Trim',
      itemNo: '2.1.1',
      title: 'WOOD ROT',
      location: 'REAR OF HOUSE',
      labelSource: 'label',
    });
  });

  it('puts a title wrapped onto a second line in its own type on the title, not in the location', () => {
    const s = new Segmenter(10);
    const lines = [
      writtenLine(0, [{ text: '9.2.2 Floor Insulation' }]),
      writtenLine(1, [{ text: 'Recommendation' }]),
      caps(2, 'SHEATH DEFECT AT SERVICE-'),
      caps(3, 'ENTRANCE CONDUCTORS'),
      writtenLine(4, [{ text: 'The cable sheath is cracked at the weatherhead.' }]),
    ];
    for (const [i, l] of lines.entries()) {
      s.prevLine = lines[i - 1] ?? null;
      [recordHeader, recordFields].some((r) => r(l, l.text, s));
    }
    expect(s.cur).toMatchObject({ title: 'SHEATH DEFECT AT SERVICE-ENTRANCE CONDUCTORS', location: null });
    // a location in a smaller type under the title stays the location
    const t = new Segmenter(10);
    const located = [lines[0]!, lines[1]!, caps(2, 'WOOD ROT'), { ...caps(3, 'REAR OF HOUSE'), size: 8 }];
    for (const [i, l] of located.entries()) {
      t.prevLine = located[i - 1] ?? null;
      [recordHeader, recordFields].some((r) => r(l, l.text, t));
    }
    expect(t.cur).toMatchObject({ title: 'WOOD ROT', location: 'REAR OF HOUSE' });
  });

  it("takes a summary page's line as a flagged summary record of its own", () => {
    const s = new Segmenter(10);
    feed(s, [writtenLine(0, [{ text: '2.1.1 Exterior - Siding: Nail heads exposed' }])]);
    expect(s.blocks).toHaveLength(1);
    expect(s.blocks[0]).toMatchObject({ title: 'Nail heads exposed', item: 'Exterior - Siding', inSummary: true });
  });

  it("opens a record on '3: Loose handrail' but not on a field ending in a colon", () => {
    const s = new Segmenter(10);
    expect(feed(s, [writtenLine(0, [{ text: '3: Loose handrail' }])])).toEqual([true]);
    expect(s.cur?.title).toBe('Loose handrail');
    expect(colonFinding(writtenLine(1, [{ text: '4: Roof:' }]), '4: Roof:', new Segmenter(10))).toBe(false);
  });
});
