import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import { columnHeader, isColumnHeader, noteHeading, pageFurniture, summaryZone } from './report-zones';
import { Segmenter } from './segmenter';

const line = (text: string) => writtenLine(0, [{ text }]);

describe('report zone rules', () => {
  it('skips captions, contents lines and repeated continued headings', () => {
    const s = new Segmenter(10);
    for (const text of [
      '',
      'Photo 12',
      'B. Item 10(Picture)',
      '9.2 Item 1(Picture) 9.2 Item 2(Picture)',
      'Roofing ........ 14',
      'Replace walkways - Continued',
      'INTERIOR CONTINUED',
    ])
      expect(pageFurniture(line(text), text, s)).toBe(true);
    expect(pageFurniture(line('The walkway is cracked.'), 'The walkway is cracked.', s)).toBe(false);
  });

  it('remembers a row of rating codes, and nothing else, as the column header', () => {
    const s = new Segmenter(10);
    expect(isColumnHeader('I NI NP D')).toBe(true);
    expect(isColumnHeader('A B C')).toBe(false);
    expect(columnHeader(line('IN RR NI NA'), 'IN RR NI NA', s)).toBe(true);
    expect(s.st.columns?.text).toBe('IN RR NI NA');
  });

  it("opens a notes zone on a limitations heading, a plain one on 'Notes'", () => {
    const s = new Segmenter(10);
    expect(noteHeading(line('Limitations'), 'Limitations', s)).toBe(true);
    expect(s.st).toMatchObject({ noteZone: true, plainNotes: false });
    expect(noteHeading(line('Notes:'), 'Notes:', s)).toBe(true);
    expect(s.st.plainNotes).toBe(true);
    const scope = 'The inspector is not required to:';
    expect(noteHeading(line(scope), scope, s)).toBe(true);
  });

  it('ends the summary when numbering starts again at 1 after summary findings', () => {
    const s = new Segmenter(10);
    expect(summaryZone(line('Summary'), 'Summary', s)).toBe(true);
    expect(s.st.inSummary).toBe(true);
    summaryZone(line('3. Roof'), '3. Roof', s);
    s.blocks.push({ ...s.open('paragraph'), label: { label: 'Repair', flags: true, severity: null } });
    s.cur = null;
    expect(summaryZone(line('1. Grounds'), '1. Grounds', s)).toBe(false);
    expect(s.st.inSummary).toBe(false);
  });
});
