import { describe, expect, it } from 'vitest';
import { matchCatalogItem } from './match-catalog-item';
import { tokenize } from './text-match';

// Finding texts written for these tests (not taken from any report).
describe('matchCatalogItem', () => {
  it.each([
    ['The outlet beside the kitchen sink has no GFCI protection; have an electrician install one.', 'ELE-GFCI'],
    ['Several damaged and missing shingles on the rear slope. A roofer should repair.', 'ROF-SHINGLE'],
    ['The water heater relief valve has no discharge pipe attached. Install a TPR discharge line.', 'PLB-TPR'],
    ['Open junction box with exposed splices in the garage ceiling.', 'ELE-JBOX'],
    ['Exhaust fan in the hall bath terminates in the attic rather than outside.', 'HVC-EXHAUSTVENT'],
    ['No carbon monoxide alarm found on the bedroom level.', 'ELE-CO'],
    ['Range is not secured with an anti-tip bracket.', 'APL-ANTITIP'],
    ['Garage door opener did not auto-reverse when the beam was blocked.', 'APL-AUTOREVERSE'],
    ['Radon level of 6.1 pCi/L exceeds the EPA action level.', 'ENV-RADON'],
    ['Gutters are full of leaves and debris.', 'ROF-GUTTERCLEAN'],
  ])('%s → %s', (text, code) => {
    expect(matchCatalogItem(text)?.item.code).toBe(code);
  });

  it('returns null when no keyword of any item occurs', () => {
    expect(matchCatalogItem('The buyer attended the walkthrough on a sunny afternoon.')).toBeNull();
    expect(matchCatalogItem('')).toBeNull();
  });

  it('reports the score, the matched keywords and the item keyword count', () => {
    const match = matchCatalogItem('Exterior receptacles are not GFCI protected.');
    expect(match?.item.code).toBe('ELE-GFCI');
    expect(match?.matchedKeywords).toContain('gfci');
    expect(match?.totalKeywords).toBeGreaterThanOrEqual(match?.matchedKeywords.length ?? 0);
    expect(match?.priorityScore).toBeGreaterThanOrEqual(2);
  });

  it('scores a lone generic word as a moderate match (below 2)', () => {
    const match = matchCatalogItem('Thermostat.');
    expect(match?.item.code).toBe('HVC-THERMOSTAT');
    expect(match?.priorityScore).toBe(1);
  });

  it('prefers a specific item over a trade service call', () => {
    // "electrician" and "wiring" alone would pick the service call; "double tapped" is specific
    expect(matchCatalogItem('Electrician to correct wiring: a double tapped breaker in the panel.')?.item.code).toBe(
      'ELE-DOUBLETAP',
    );
    expect(matchCatalogItem('Have an electrician review the wiring.')?.item.code).toBe('ELE-GENERAL');
  });

  it('honours negative keywords', () => {
    // a water heater near end of life is a replacement, but a water heater TPR problem is not
    expect(matchCatalogItem('Water heater is past its service life.')?.item.code).toBe('PLB-WATERHEATER');
    expect(matchCatalogItem('Water heater relief valve leaking; heater is old.')?.item.code).toBe('PLB-TPR');
  });

  it('uses the category to break ties only', () => {
    // "attic walkway" (general) and "flexible gas" (plumbing) weigh the same: the finding's category decides
    const text = 'Flexible gas line laid across the attic walkway.';
    expect(matchCatalogItem(text, { category: 'plumbing' })?.item.code).toBe('PLB-GASPIPE');
    expect(matchCatalogItem(text, { category: 'general' })?.item.code).toBe('GEN-ATTICWALKWAY');
  });

  it('matches word forms and scattered co-occurring words', () => {
    expect(tokenize('Outlets were LOOSE')).toEqual(['outlet', 'loose']);
    expect(matchCatalogItem('Several of the bedroom outlets were found loose in the wall.')?.item.code).toBe(
      'ELE-RECEPTACLE',
    );
  });
});
