import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import type { DocLine } from '../doc-lines';
import { heading, headingLike, paragraphLine } from './layout';
import { Segmenter } from './segmenter';

const line = (index: number, text: string, over: Partial<DocLine> = {}): DocLine => ({
  ...writtenLine(index, [{ text }]),
  ...over,
});

describe('layout rules', () => {
  it('takes a short bold, caps or title-case line for a heading, not a sentence', () => {
    expect(headingLike(line(0, 'Service Panel', { bold: true }), 10)).toBe(true);
    expect(headingLike(line(0, 'SMOKE ALARMS', { caps: true }), 10)).toBe(true);
    expect(headingLike(line(0, 'Smoke Alarms'), 10, 'The panel is old.')).toBe(true);
    expect(headingLike(line(0, 'Smoke Alarms'), 10, 'The panel is')).toBe(false);
    expect(headingLike(line(0, 'The panel cover is missing.', { bold: true }), 10)).toBe(false);
    // a field printed with its value names no subject
    expect(headingLike(line(0, 'Type of Wiring: Copper'), 10, 'The panel is old.')).toBe(false);
    expect(headingLike(line(0, 'Water pressure: 80 psi', { bold: true }), 10)).toBe(false);
  });

  it('opens a new subject on a heading; a bold one also names the section', () => {
    const s = new Segmenter(10);
    expect(heading(line(0, 'Electrical', { bold: true }), 'Electrical', s)).toBe(true);
    expect(s.st).toMatchObject({ section: 'Electrical', item: 'Electrical' });
    expect(heading(line(1, 'Smoke Alarms', { caps: true }), 'Smoke Alarms', s)).toBe(true);
    expect(s.st).toMatchObject({ section: 'Electrical', item: 'Smoke Alarms' });
  });

  it('joins a line to the paragraph above unless a sentence ended before a gap, an indent or a colour change', () => {
    const s = new Segmenter(10);
    const feed = (l: DocLine) => paragraphLine(l, l.text, s);
    feed(line(0, 'The water heater is old and'));
    feed(line(1, 'shows rust at its base.'));
    feed(line(2, 'It should be replaced.'));
    expect(s.cur?.lines).toHaveLength(3);
    feed({ ...line(3, 'The furnace filter is dirty.'), y: 400 });
    expect(s.blocks).toHaveLength(1);
    feed({ ...line(4, 'Printed in red.'), y: 412, color: '#cc0000' });
    expect(s.blocks).toHaveLength(2);
  });
});
