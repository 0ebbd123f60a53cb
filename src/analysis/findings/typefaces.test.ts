import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import type { TextRun } from '../types';
import { readTypefaceLegend, typefaceMarker } from './typefaces';

const lines = (...texts: string[]) => texts.map((text, i) => writtenLine(i, [{ text }]));
const run = (text: string, face: Partial<Pick<TextRun, 'bold' | 'italic' | 'underline'>> = {}): TextRun => ({
  ...writtenLine(0, [{ text }]).line.runs[0]!,
  ...face,
});

const LEGEND = lines(
  'How to Read and Interpret this Report:',
  'Highest priority items are printed in bold.',
  'Underlined regular print items should be addressed to prevent more extensive damage and/or indicate',
  'non-compliance with current building standards.',
  'Italicized items are informational and do not necessarily require action.',
);

describe('typeface legend', () => {
  it("reads what the report's legend says each typeface means", () => {
    const legend = readTypefaceLegend(LEGEND);
    expect(legend.get('bold')).toMatchObject({ flags: true, severity: 'major' });
    expect(legend.get('underline')).toMatchObject({ flags: true, severity: null });
    expect(legend.get('italic')).toMatchObject({ flags: false });
  });

  it('reads no meaning where a typeface is named without one', () => {
    expect(readTypefaceLegend(lines('Click the underlined links for the manufacturer documents.')).size).toBe(0);
    expect(readTypefaceLegend(lines('The water heater is 12 years old.', 'Bold text is used for headings.')).size).toBe(
      0,
    );
  });
});

describe('typeface marker', () => {
  const legend = readTypefaceLegend(LEGEND);

  it('marks a comment printed mostly in a typeface the legend explains, or opening with it', () => {
    expect(typefaceMarker([run('Gas lines are not properly bonded.', { underline: true })], legend)?.flags).toBe(true);
    const boldLead = [
      run('The drain line is improperly routed.', { bold: true }),
      run('Should not discharge into the garage when the valve is tripped; hot water.'),
    ];
    expect(typefaceMarker(boldLead, legend)?.severity).toBe('major');
    expect(typefaceMarker([run('Limited visibility due to the solar panel.', { italic: true })], legend)?.flags).toBe(
      false,
    );
    expect(typefaceMarker([run('The roof changes from shingles to rolled roofing.')], legend)).toBeNull();
  });

  it('prefers a typeface that flags, gives the legend lines themselves none, and none without a legend', () => {
    const both = [run('Open junction box in the attic.', { italic: true, underline: true })];
    expect(typefaceMarker(both, legend)?.flags).toBe(true);
    expect(
      typefaceMarker(
        LEGEND[1]!.line.runs.map((r) => ({ ...r, bold: true })),
        legend,
      ),
    ).toBeNull();
    expect(typefaceMarker([run('Gas lines are not properly bonded.', { underline: true })], new Map())).toBeNull();
  });
});
