import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract-document';
import { toDocLines } from './doc-lines';

const docOf = (text: string) => extractDocument(new TextEncoder().encode(text), { kind: 'text' });

describe('toDocLines', () => {
  it('builds a document’s lines once and shares them, read-only, with every reader', async () => {
    const doc = await docOf('ROOF\nThe flashing at the chimney is loose.\nRecommend a roofer reseal it.');
    const lines = toDocLines(doc);
    expect(lines.map((l) => l.text)).toEqual([
      'ROOF',
      'The flashing at the chimney is loose.',
      'Recommend a roofer reseal it.',
    ]);
    expect(toDocLines(doc)).toBe(lines);
    expect(Object.isFrozen(lines)).toBe(true);
  });

  it('builds separate lines for separate documents', async () => {
    const a = toDocLines(await docOf('Gutters are full of debris.'));
    const b = toDocLines(await docOf('Gutters are full of debris.'));
    expect(b).not.toBe(a);
    expect(b.map((l) => l.text)).toEqual(a.map((l) => l.text));
  });
});
