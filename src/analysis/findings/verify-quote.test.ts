import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, Finding } from '../types';
import { mergeLlmFindings } from './merge-findings';
import { locateQuote, verifyQuote } from './verify-quote';

const page =
  'Attic\nThe bathroom exhaust fan\nterminates in the attic insulation. Extend the duct to a roof cap.\nGarage\nThe opener did not reverse when obstructed.';

describe('verifyQuote', () => {
  it('accepts a quote found on the page (case, spacing and line breaks aside) and returns it as printed', () => {
    expect(verifyQuote('the bathroom exhaust fan terminates   in the attic insulation.', page)).toEqual({
      quote: 'The bathroom exhaust fan terminates in the attic insulation.',
      repaired: false,
    });
    expect(
      verifyQuote('The opener did not reverse when obstructed’', page.replace('obstructed.', 'obstructed’')).quote,
    ).toBe('The opener did not reverse when obstructed’');
  });

  it('repairs a quote with a paraphrased tail to the part that is on the page', () => {
    const check = verifyQuote(
      'The bathroom exhaust fan terminates in the attic insulation and must be rerouted outside.',
      page,
    );
    expect(check.repaired).toBe(true);
    expect(check.quote).toBe('The bathroom exhaust fan terminates in the attic insulation');
  });

  it('rejects a quote that is not on the page', () => {
    expect(verifyQuote('The water heater relief valve is capped.', page).quote).toBeNull();
    expect(verifyQuote('fan', page).quote).toBeNull();
  });
});

describe('locateQuote', () => {
  it('finds a quote cited one page off and reports the right page', () => {
    const doc: ExtractedDocument = {
      kind: 'text',
      pageCount: 2,
      pages: [
        { number: 1, width: 612, height: 792, lines: [], text: 'Cover page' },
        { number: 2, width: 612, height: 792, lines: [], text: page },
      ],
    };
    expect(locateQuote(doc, 'The opener did not reverse when obstructed.', 1)).toMatchObject({
      page: 2,
      repaired: true,
    });
    expect(locateQuote(doc, 'Roof shingles are curling.', 2)).toBeNull();
  });
});

describe('mergeLlmFindings', () => {
  const base: Finding = {
    category: 'hvac',
    severity: 'major',
    location: null,
    description: 'Bath fan vents into attic',
    recommendation: null,
    repairMethod: null,
    page: 2,
    quote: 'The bathroom exhaust fan terminates in the attic insulation.',
    inspectorLabel: 'Recommendation',
    confidence: 0.9,
    source: 'builtin',
  };
  it('keeps the builtin citation for a finding both found and adds what only the model found', () => {
    const llm: Finding[] = [
      {
        ...base,
        page: 2,
        severity: 'minor',
        location: 'attic',
        recommendation: 'Extend the duct to a roof cap.',
        source: 'llm',
        inspectorLabel: null,
      },
      {
        ...base,
        description: 'Opener does not auto-reverse',
        quote: 'The opener did not reverse when obstructed.',
        category: 'appliances',
        severity: 'critical',
        source: 'llm',
      },
    ];
    const merged = mergeLlmFindings([base], llm);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({
      source: 'builtin',
      severity: 'major',
      location: 'attic',
      recommendation: 'Extend the duct to a roof cap.',
    });
    expect(merged[1]).toMatchObject({ source: 'llm', category: 'appliances' });
  });
});
