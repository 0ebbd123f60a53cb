import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import type { DocLine } from './doc-lines';
import { highlightMarker, readHighlightLegend, shadedShare } from './highlights';
import { markerOf, polarityOf, readLegend } from './markers';
import type { Block } from './segment';

const YELLOW = '#ffff00';
const GREEN = '#00ff00';
const RED = '#ff0000';
const GREY = '#d9d9d9';

/** A line of runs, each `[text, background?]`, on page 1. */
const line = (index: number, ...parts: [string, string?][]): DocLine =>
  writtenLine(
    index,
    parts.map(([text, background]) => ({ text, ...(background ? { background } : {}) })),
  );

const LEGEND_LINES = [
  line(0, ['Green highlighting is for clarity, emphasis, or acknowledgement.', GREEN]),
  line(1, ['Green does not indicate a defect or problem.', GREEN]),
  line(2, ['Yellow highlighting designates a defect or condition that should be', YELLOW]),
  line(3, ['repaired, replaced, or evaluated by an appropriate expert.', YELLOW]),
  line(4, ['Red highlighting designates a defect that is significant and/or a safety concern.', RED]),
];

const block = (lines: DocLine[]): Block => ({
  kind: 'paragraph',
  lines,
  title: null,
  location: null,
  section: 'Deck',
  item: null,
  itemNo: null,
  label: null,
  labelSource: null,
  group: 1,
  inSummary: false,
});

describe("a report's highlight legend", () => {
  it('gives each colour it explains the meaning its sentence says', () => {
    const legend = readHighlightLegend(LEGEND_LINES);
    expect(legend.get(YELLOW)).toMatchObject({ flags: true, severity: null });
    expect(legend.get(GREEN)).toMatchObject({ flags: false });
    expect(legend.get(RED)).toMatchObject({ flags: true, severity: 'major', safety: true });
    expect(polarityOf(legend.get(RED)!)).toBe('safety');
    expect(polarityOf(legend.get(YELLOW)!)).toBe('deficiency');
    expect(polarityOf(legend.get(GREEN)!)).toBe('informational');
  });

  it('finds the colour a legend names in the report when the legend line is not printed on it', () => {
    const lines = [
      line(0, ['Items shaded in yellow are defects that need repair.']),
      line(1, ['Loose railing', YELLOW], ['at the rear steps']),
    ];
    expect(readHighlightLegend(lines).get(YELLOW)).toMatchObject({ flags: true });
  });

  it('reads each colour from its own sentence, not from the next colour explained after it', () => {
    const lines = [
      line(
        0,
        ['Yellow highlighting = defect, repair needed.', YELLOW],
        ['Green highlighting = does not indicate a defect.', GREEN],
      ),
    ];
    const legend = readHighlightLegend(lines);
    expect(legend.get(YELLOW)).toMatchObject({ flags: true });
    expect(legend.get(GREEN)).toMatchObject({ flags: false });
  });

  it('assumes nothing: a report that highlights without a legend has no highlight markers', () => {
    const lines = [line(0, ['Loose railing at the rear steps', YELLOW])];
    expect(readHighlightLegend(lines).size).toBe(0);
    expect(markerOf(block(lines), readLegend([block(lines)], lines)).label).toBeNull();
  });
});

describe('the highlight marker of a comment', () => {
  const lines = (...more: DocLine[]) => [...LEGEND_LINES, ...more];

  it('is the meaning of the highlight most of the comment is printed on', () => {
    const comment = [line(10, ['☒']), line(10, ['Guard rail is needed', YELLOW])];
    const all = lines(...comment);
    const marker = markerOf(block(comment), readLegend([block(comment)], all));
    expect(marker).toMatchObject({ labelSource: 'color', label: { label: 'yellow highlight', flags: true } });
  });

  it('is the meaning of the highlight the comment opens on, even when its explanation is not highlighted', () => {
    const comment = [
      line(10, ['☒'], ['Not constructed to best practice', YELLOW], ['is common and can be subjective.', GREY]),
      line(11, ['Framing should have been secured with approved strapping and hangers by the builder.', GREY]),
    ];
    const legend = readHighlightLegend(lines(...comment));
    expect(
      highlightMarker(
        comment.flatMap((l) => l.line.runs),
        legend,
      ),
    ).toMatchObject({ flags: true });
  });

  it('is none for a comment with a few highlighted words in the middle, or the legend itself', () => {
    const legend = readHighlightLegend(LEGEND_LINES);
    const comment = [line(10, ['The deck boards are weathered and the'], ['posts', YELLOW], ['need stain.'])];
    expect(highlightMarker(comment[0]!.line.runs, legend)).toBeNull();
    expect(highlightMarker(LEGEND_LINES[2]!.line.runs, legend)).toBeNull();
  });

  it('does not outrank a printed defect label, and an informational highlight does not replace one', () => {
    const comment = [line(10, ['Noted for clarity: the deck was stained recently.', GREEN])];
    const all = lines(...comment);
    const labelled = { ...block(comment), label: { label: 'Repair', flags: true, severity: 'minor' as const } };
    expect(markerOf(labelled, readLegend([labelled], all)).label?.label).toBe('Repair');
    expect(markerOf(block(comment), readLegend([block(comment)], all)).label?.label).toBe('green highlight');
  });

  it('counts the share of a comment on any coloured fill', () => {
    expect(shadedShare([line(0, ['abcd', GREY], ['efgh'])])).toBeCloseTo(0.5);
    expect(shadedShare([line(0, ['plain'])])).toBe(0);
  });
});
