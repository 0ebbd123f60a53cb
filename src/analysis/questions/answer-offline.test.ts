import { describe, expect, it } from 'vitest';
import { answerOffline, buildQuestionIndex, NOTHING_MATCHES } from './answer-offline';
import { extractFacts } from './extract-facts';
import { textTerms } from './text-terms';

const PASSAGES = [
  { page: 4, heading: 'ROOF COVERING', text: 'Types of Roof Covering: Composition\nOlder roof with curled shingles.' },
  { page: 9, heading: 'COOLING', text: 'Condenser: York brand, approx 3 Tons, 14 years old.' },
  { page: 12, heading: 'WATER HEATER', text: 'Capacity: 50 Gallons\nEstimated Age: 2014' },
  { page: 13, heading: 'SEPTIC', text: 'The septic tank was not inspected.' },
];
const index = buildQuestionIndex(PASSAGES, [
  { id: 7, description: 'Condenser fins damaged', quote: 'The AC condenser fins are bent.', location: null, page: 9 },
]);

describe('ask the report, offline', () => {
  it('folds the trade shorthand into concepts: WH is the water heater, AC the condenser', () => {
    expect(answerOffline(index, 'How old is the WH?').citations[0]!.page).toBe(12);
    const ac = answerOffline(index, 'AC age?');
    expect(ac.citations[0]!.page).toBe(9);
    expect(ac.findingIds).toEqual([7]);
    expect(ac.facts).toEqual([{ kind: 'age', value: '14 years old', page: 9, subject: 'Air conditioner' }]);
  });

  it('keeps question-only words out of reports: "tank" in a report is not a water heater', () => {
    expect(textTerms('The septic tank', 'doc').map((t) => t.term)).not.toContain('~water-heater');
    expect(textTerms('How big is the tank?', 'query').map((t) => t.term)).toContain('~water-heater');
  });

  it('marks the words that matched, and says plainly when nothing does', () => {
    const roof = answerOffline(index, 'Is the roof OK?').citations[0]!;
    expect(roof.highlights.map(([a, b]) => roof.quote.slice(a, b))).toEqual(['Roof Covering', 'roof', 'shingles']);
    expect(answerOffline(index, 'Is there a swimming pool?')).toMatchObject({
      answer: NOTHING_MATCHES,
      matched: false,
    });
  });

  it('reads ages, sizes and materials as the report states them', () => {
    expect(extractFacts('Capacity: 50 Gallons\nEstimated Age: 2014', 3)).toEqual([
      { kind: 'age', value: '2014', page: 3 },
      { kind: 'size', value: '50 Gallons', page: 3 },
    ]);
    expect(extractFacts('Types of Roof Covering: Composition', 4)).toEqual([
      { kind: 'material', value: 'Composition', page: 4 },
    ]);
  });
});
