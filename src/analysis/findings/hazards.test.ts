import { describe, expect, it } from 'vitest';
import { HAZARDS, hazardOf } from './hazards';

// One case per rubric hazard: two sentences in an inspector's words that name it, and one close sentence that does
// not (so a pattern that grows too broad fails as surely as one that stops matching).
interface HazardCase {
  name: string;
  positives: [string, string];
  negative: string;
}

const CASES: HazardCase[] = [
  {
    name: 'exposed or open wiring',
    positives: [
      'Exposed wiring was observed in the attic above the hall bathroom.',
      'Wire splices in the crawlspace were left uncapped and not enclosed in a junction box.',
    ],
    negative: 'Wiring in the attic is neatly run and stapled to the framing.',
  },
  {
    name: 'open junction box',
    positives: [
      'An open junction box was found in the garage ceiling.',
      'The junction box in the attic above the kitchen has no cover.',
    ],
    negative: 'Junction boxes in the attic are fitted with their covers.',
  },
  {
    name: 'missing GFCI protection',
    positives: [
      'The bathroom receptacles lack GFCI protection.',
      'The GFCI receptacle at the kitchen island would not trip when tested.',
    ],
    negative: 'GFCI receptacles were present and tripped properly at the kitchen counters.',
  },
  {
    name: 'panel dead front or cover',
    positives: [
      'The dead front cover of the main electrical panel is missing.',
      'Two screws are missing from the deadfront of the garage sub panel.',
    ],
    negative: 'The main panel is a 200 amp Square D panel in the garage.',
  },
  {
    name: 'gas leak or odour',
    positives: [
      'A gas odor was noted near the range; have the gas company check the connection.',
      'We smelled natural gas at the water heater connection.',
    ],
    negative: 'The gas meter is located on the east side of the house.',
  },
  {
    name: 'carbon monoxide, flue or venting of combustion gases',
    positives: [
      'The water heater flue pipe is disconnected at the draft hood.',
      'Signs of backdrafting were observed at the water heater.',
    ],
    negative: 'The furnace vents through a metal pipe that exits through the roof.',
  },
  {
    name: 'temperature and pressure relief valve',
    positives: [
      'The TPR valve has no discharge pipe.',
      'The temperature and pressure relief valve discharge line is routed uphill.',
    ],
    negative: 'The water heater is a 50 gallon gas unit installed in 2015.',
  },
  {
    name: 'fall hazard: guards, balusters, railings',
    positives: [
      'Balusters on the rear deck are spaced more than four inches apart.',
      'The stair handrail is loose at the wall bracket.',
    ],
    negative: 'The deck stairs have a sturdy handrail on one side.',
  },
  {
    name: 'garage fire separation',
    positives: [
      'The door between the garage and the house is not fire rated.',
      'The garage entry door is missing a self-closing hinge.',
    ],
    negative: 'The garage door opener is mounted securely to the ceiling.',
  },
  {
    name: 'garage door auto-reverse',
    positives: [
      'The garage door did not auto-reverse when it met resistance.',
      'The photo eye sensors are mounted more than six inches above the floor.',
    ],
    negative: 'The garage door opener operated with the wall button.',
  },
  {
    name: 'missing or inoperable smoke or CO alarm',
    positives: [
      'No smoke detectors were installed in the bedrooms.',
      'The CO alarm in the hallway did not sound when tested.',
    ],
    negative: 'A smoke stain was noted above the fireplace.',
  },
  {
    name: 'missing anti-tip bracket',
    positives: [
      'The range is missing an anti-tip bracket.',
      'The freestanding range has no tip-over protection installed.',
    ],
    negative: 'The range burners all lit and the oven heated.',
  },
  {
    name: 'stated safety, shock, fire, trip or scald hazard',
    positives: [
      'The raised walkway slab at the front entry is a trip hazard.',
      'Water at the tub measured 140 degrees, which can cause scalding.',
    ],
    negative: 'The hallway carpet is worn and stained.',
  },
];

describe('HAZARDS', () => {
  it('has a test case for every entry (and no case for an entry that is gone)', () => {
    expect(CASES.map((c) => c.name).sort()).toEqual(HAZARDS.map((h) => h.name).sort());
  });

  it('has unique names', () => {
    expect(new Set(HAZARDS.map((h) => h.name)).size).toBe(HAZARDS.length);
  });

  it.each(CASES)('$name', ({ name, positives, negative }) => {
    const hazard = HAZARDS.find((h) => h.name === name);
    expect(hazard, `no HAZARDS entry named '${name}'`).toBeDefined();
    for (const text of positives) {
      expect(hazard!.pattern.test(text), `'${name}' should match: ${text}`).toBe(true);
      expect(hazardOf(text), `hazardOf should name a hazard: ${text}`).not.toBeNull();
    }
    expect(hazard!.pattern.test(negative), `'${name}' should not match: ${negative}`).toBe(false);
    expect(hazardOf(negative), `no hazard in: ${negative}`).toBeNull();
  });
});

describe('hazardOf', () => {
  it.each([
    'Gutters need cleaning',
    'Minor cosmetic crack in drywall',
    'The roof shingles are near the end of their service life.',
    'Caulk the gap between the kitchen backsplash and the counter.',
    'The dishwasher did not drain at the end of the cycle.',
    'Downspouts empty against the foundation; recommend extensions.',
    'The hall bathroom toilet is loose at the floor.',
  ])('does not make a critical hazard of: %s', (text) => {
    expect(hazardOf(text)).toBeNull();
  });

  it('returns the first entry of the table that matches', () => {
    const text = 'An open junction box and exposed wiring were found in the garage.';
    const first = HAZARDS.find((h) => h.pattern.test(text))!;
    expect(hazardOf(text)).toBe(first);
    expect(first.name).toBe('exposed or open wiring');
  });

  it('is case-insensitive and gives the same answer on repeated calls', () => {
    const text = 'NO GFCI PROTECTION AT THE KITCHEN COUNTERS.';
    expect(hazardOf(text)?.name).toBe('missing GFCI protection');
    expect(hazardOf(text)?.name).toBe('missing GFCI protection');
  });
});
