import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract-document';
import type { Finding } from '../types';
import type { Candidate } from './candidates';
import type { DocLine } from './doc-lines';
import { builtinFinder, citation, toFinding } from './builtin-finder';

// Small report excerpts written for these tests, one per format family.
const analyse = async (text: string) => {
  const doc = await extractDocument(new TextEncoder().encode(text), { kind: 'text' });
  return { format: builtinFinder.detectFormat(doc), findings: await builtinFinder.find(doc, {}), doc };
};
const byQuote = (findings: Finding[], words: string) => findings.find((f) => f.quote.includes(words));

const SPECTORA = `1: INSPECTION DETAILS
Information
Occupancy Vacant
4: EXTERIOR
Recommendations
4.1.1 Siding
Recommendations
CRACKED FIBER CEMENT PANEL
NORTH WALL
A cracked siding panel was observed near the hose bib. Recommend a siding contractor replace the panel.
Recommendation
Contact a qualified siding contractor.
4.3.1 Walkways
Safety Hazard
RAISED SLAB EDGE
The front walkway has a raised slab edge that is a trip hazard. Recommend grinding or replacing the slab.
5: ELECTRICAL
Limitations
Panel
COVER NOT REMOVED
The panel cover could not be removed safely.
5.2.1 Receptacles
Maintenance Item
LOOSE COVER PLATE
A receptacle cover plate in the hall is loose. Tighten the screws.
5.4.1 Smoke Alarms
Significant Defects
NO SMOKE ALARM IN BEDROOMS
No smoke alarms were present in the bedrooms. Install smoke alarms in each sleeping room.`;

const TREC = `I. STRUCTURAL SYSTEMS
☒ ☐ ☐ ☒ A. Foundations
Type of Foundation(s): Slab on grade
Comments:
Foundations can move with soil moisture; keep drainage positive around the home.
1: Corner crack
Recommendation
A corner crack was observed at the southeast corner of the slab. Seal the crack to keep moisture out.
Recommendation: Contact a qualified masonry professional.
☒ ☐ ☐ ☐ B. Grading and Drainage
Comments:
Grading was performing at the time of the inspection.
II. ELECTRICAL SYSTEMS
☒ ☐ ☐ ☒ B. Branch Circuits, Connected Devices, and Fixtures
Comments:
1: Missing GFCI protection
Safety Hazard
The garage receptacles are not GFCI protected. Install GFCI protection.
2: Lights inoperative
Maintenance Item
Two closet lights did not operate. Replace the bulbs and retest.`;

const HOMEGAUGE = `1. Exterior
IN RR NI NA
1.0 SIDING X
1.1 GUTTERS X
IN=Inspected, RR=Repair or Replace, NI=Not Inspected, NA=Not Applicable
Comments:
1.0 Vinyl siding on all elevations.
- Recommend periodic cleaning to maintain.
1.1 Gutters
- Leaves and debris are packed in the rear gutters. Recommend cleaning.
- Gutter guards can help where trees overhang the roof.
1.2 Downspouts
- Downspouts empty against the foundation at the left side.
- Recommend extensions to carry water away from the foundation.
NOTE:
- All exterior surfaces should be inspected and maintained on a regular basis.
- Wood elements are susceptible to decay and insect damage.
2. Kitchen
2.0 Dishwasher (Inoperable)
- Inoperable appliance. Recommend repair or replacement by an appliance technician.
2.1 Sink
- No deficiencies noted at the sink.`;

const HIP = `Heating and Air Conditioning
1. Furnace
Description: Gas forced air
Observations:
• Appeared functional at time of inspection.
• MAINTENANCE: Filters should be changed every month during the heating season.
• SAFETY CONCERN: The furnace flue pipe touches the wood framing. Provide the required clearance to combustibles.
2. Condenser
Observations:
• DEFERRED COST: The outdoor condenser is at the end of its typical service life.
• FYI: Condensers last 12 to 15 years on average.
• IMPROVE: Shrubs are growing against the condenser coil. Trim them back two feet.`;

const CHECKLIST = `PLUMBING SYSTEM
Water Heater:
SER MM RR SAF NI
Condition: ☐ ☐ ☒ ☒ ☐ The relief valve discharge pipe was missing.
Venting: ☒ ☐ ☐ ☐ ☐
Fixtures:
SER MM RR SAF NI
Faucets: ☐ ☒ ☐ ☐ ☐ The kitchen faucet was loose at the counter. The bathroom faucet dripped when closed.
Drains: ☐ ☐ ☐ ☐ ☒ Drains under the vanity were not visible.`;

describe('builtinFinder: Spectora-style reports', () => {
  it('keeps one finding per labelled block, with its label, title and severity, and skips limitations', async () => {
    const { format, findings } = await analyse(SPECTORA);
    expect(format).toBe('spectora');
    expect(findings).toHaveLength(4);
    const siding = byQuote(findings, 'cracked siding panel')!;
    expect(siding).toMatchObject({
      category: 'exterior',
      inspectorLabel: 'Recommendations',
      description: 'Cracked fiber cement panel',
    });
    expect(siding.location?.toLowerCase()).toBe('north wall');
    expect(byQuote(findings, 'trip hazard')).toMatchObject({ severity: 'critical', inspectorLabel: 'Safety Hazard' });
    expect(byQuote(findings, 'cover plate')).toMatchObject({ severity: 'minor', category: 'electrical' });
    expect(byQuote(findings, 'smoke alarms')).toMatchObject({ severity: 'critical', category: 'electrical' });
    expect(byQuote(findings, 'could not be removed')).toBeUndefined();
  });
});

describe('builtinFinder: TREC forms', () => {
  it('reads numbered comments under lettered items', async () => {
    const { format, findings } = await analyse(TREC);
    expect(format).toBe('trec');
    const descriptions = findings.map((f) => f.description);
    expect(descriptions).toEqual(
      expect.arrayContaining(['Corner crack', 'Missing GFCI protection', 'Lights inoperative']),
    );
    expect(findings.find((f) => f.description === 'Missing GFCI protection')).toMatchObject({
      category: 'electrical',
      severity: 'critical',
    });
    expect(byQuote(findings, 'Grading was performing')).toBeUndefined();
  });
  // the general advice under an item marked deficient scores near the threshold, and which side it falls on moves
  // with retraining (a known miss under some of the November 28 models, not under the shipped one)
  it('ignores the general comments', async () => {
    const { findings } = await analyse(TREC);
    expect(byQuote(findings, 'keep drainage positive')).toBeUndefined();
  });
  it('files a slab crack under structural', async () => {
    const { findings } = await analyse(TREC);
    expect(byQuote(findings, 'corner crack')).toMatchObject({ category: 'structural' });
  });
});

describe('builtinFinder: a form that ticks several problems under one heading', () => {
  const FORM = `INSPECTION REPORT
18 GARAGE
Floor: ☒ Visible area appears serviceable
Vehicle Door
☒ Appears serviceable
☒ Loose hinges on the garage door, repair needed
☐ Dents in the panels
☒ Damaged weatherstrip at the bottom of the door,
replace`;

  it('reports each ticked problem as a finding of its own, quoting its own lines', async () => {
    const { findings } = await analyse(FORM);
    expect(byQuote(findings, 'Loose hinges')?.quote).toBe('☒ Loose hinges on the garage door, repair needed');
    expect(byQuote(findings, 'weatherstrip')?.quote).toBe('☒ Damaged weatherstrip at the bottom of the door, replace');
    expect(byQuote(findings, 'Appears serviceable')).toBeUndefined();
    expect(byQuote(findings, 'Dents')).toBeUndefined();
  });
});

describe('builtinFinder: HomeGauge-style reports', () => {
  it('turns a condition and its recommendation into one finding and skips notes and generic advice', async () => {
    const { format, findings } = await analyse(HOMEGAUGE);
    expect(format).toBe('homegauge');
    const downspouts = byQuote(findings, 'Downspouts empty')!;
    expect(downspouts.quote).toContain('Recommend extensions');
    expect(byQuote(findings, 'Gutter guards')).toBeUndefined();
    expect(byQuote(findings, 'periodic cleaning')).toBeUndefined();
    expect(byQuote(findings, 'No deficiencies')).toBeUndefined();
  });
  // known miss: the general note under 'NOTE:' scores above the shipped model's threshold (0.07), and which side it
  // falls on has moved with retraining (the learned threshold has been 0.03-0.18; held out, 0.02-0.30 by fold)
  it.fails('skips the general note about decay', async () => {
    const { findings } = await analyse(HOMEGAUGE);
    expect(byQuote(findings, 'susceptible to decay')).toBeUndefined();
  });
  // known misses: short unmarked bullets in a report whose rating grid the text export loses score under the
  // threshold ('Inoperable appliance.', 'Leaves and debris … Recommend cleaning.')
  it('keeps short unmarked defect bullets', async () => {
    const { findings } = await analyse(HOMEGAUGE);
    expect(byQuote(findings, 'Inoperable appliance')).toMatchObject({ category: 'appliances' });
    expect(byQuote(findings, 'Leaves and debris')).toMatchObject({ category: 'roofing' });
  });
});

describe('builtinFinder: Home Inspector Pro tags', () => {
  it('keeps tagged deficiencies and drops MAINTENANCE/FYI tips', async () => {
    const { format, findings } = await analyse(HIP);
    expect(format).toBe('homeinspectorpro');
    // 'DEFERRED COST' is no longer a known tag (one corpus report used it): the comment is kept on its words
    expect(findings.map((f) => f.inspectorLabel)).toEqual(['SAFETY CONCERN', null, 'IMPROVE']);
    expect(findings[0]).toMatchObject({ category: 'hvac', severity: 'critical' });
    expect(findings[1]).toMatchObject({ severity: 'major' });
    expect(byQuote(findings, 'Filters should be changed')).toBeUndefined();
    expect(byQuote(findings, 'Condensers last')).toBeUndefined();
  });
  // a condenser at the end of its service life, under 'Heating and Air Conditioning': filed under plumbing while the
  // category model also read the finder's style features
  it('files an old condenser under HVAC', async () => {
    const { findings } = await analyse(HIP);
    expect(byQuote(findings, 'outdoor condenser')).toMatchObject({ category: 'hvac' });
  });
});

describe('builtinFinder: rated checklists', () => {
  it('reads checked columns and splits a comment that lists separate issues', async () => {
    const { format, findings } = await analyse(CHECKLIST);
    expect(format).toBe('checklist');
    expect(findings).toHaveLength(3);
    expect(findings[0]).toMatchObject({ category: 'plumbing', severity: 'critical', inspectorLabel: 'RR+SAF checked' });
    expect(findings[1]!.quote).toBe('The kitchen faucet was loose at the counter.');
    expect(findings[2]!.quote).toBe('The bathroom faucet dripped when closed.');
    expect(byQuote(findings, 'not visible')).toBeUndefined();
  });
});

const NARRATIVE = `ROOF
The roof covering is asphalt shingle, about twelve years old. Several shingles are missing at the rear slope and should be replaced by a roofer. Gutters were clean and draining at the time of the inspection.

PLUMBING
The water heater is gas fired and eight years old. The kitchen sink trap leaks when the sink drains; a plumber should repair it. Water pressure was normal.

MAINTENANCE TIPS
All homeowners should clean their gutters twice a year. Filters should be changed every month. It is important to monitor the attic for leaks after storms.`;

describe('builtinFinder: free prose', () => {
  it('keeps the observed defects of a paragraph and leaves description and generic tips out', async () => {
    const { findings } = await analyse(NARRATIVE);
    expect(findings.map((f) => f.quote)).toEqual([
      'Several shingles are missing at the rear slope and should be replaced by a roofer.',
      'The kitchen sink trap leaks when the sink drains; a plumber should repair it.',
    ]);
    expect(findings.map((f) => f.category)).toEqual(['roofing', 'plumbing']);
  });
});

const OBSERVATION_PAIRS = `ELECTRICAL
Service Panel
Observation: Two circuits share one breaker terminal (double tap) in the main panel.
Recommendation: Have a licensed electrician correct the double tap.
Note: Panel labels should be kept current by the owner.
Smoke Alarms
Safety Concern: No smoke alarm was found in the upstairs hallway. Install one.`;

describe('builtinFinder: observation / recommendation pairs and mixed-case tags', () => {
  it('joins a recommendation to its observation and reads Title Case tags', async () => {
    const { findings } = await analyse(OBSERVATION_PAIRS);
    expect(byQuote(findings, 'smoke alarm')).toMatchObject({
      category: 'electrical',
      severity: 'critical',
      inspectorLabel: 'Safety Concern',
    });
    expect(byQuote(findings, 'Panel labels should be kept')).toBeUndefined();
  });
  // an 'Observation:' that names no defect word the vocabularies know ('double tap' was one report's phrase) is joined
  // to its 'Recommendation:' (a known miss until the finding model was bagged)
  it('joins an observation to its recommendation', async () => {
    const { findings } = await analyse(OBSERVATION_PAIRS);
    expect(byQuote(findings, 'double tap')?.recommendation).toContain('licensed electrician');
  });
});

// A fixed-width text export (as pdftotext -layout writes it): labels right-aligned, comments in a column.
const LAYOUT_TEXT = [
  '4.1.1 Siding                                                   Inquire With Seller',
  'LOOSE PANEL',
  'A siding panel is loose at the rear corner. Recommend a siding contractor refasten it.',
  '4.2.1 Gutters                                                  Maintenance Item',
  'DEBRIS IN GUTTERS',
  'Leaves have collected in the front gutter. Clean the gutter.',
  '4.3.1 Railing                                                  Safety Hazard',
  'LOOSE HANDRAIL',
  'The porch handrail moves when pushed. Secure it to the posts.',
].join('\n');

const LAYOUT_CHECKLIST = [
  'Water Heater:',
  '                          SER  MM  RR  SAF  NI',
  '    Condition:            ¨    ¨   þ   þ    ¨    The relief valve discharge pipe',
  '                                                 was missing at the heater.',
  '    Venting:              þ    ¨   ¨   ¨    ¨',
].join('\n');

describe('builtinFinder: fixed-width text exports', () => {
  it('reads right-aligned labels and comment columns from spacing', async () => {
    const spectora = await analyse(LAYOUT_TEXT);
    expect(spectora.format).toBe('spectora');
    const read = spectora.findings.map((f) => [f.description, f.inspectorLabel, f.severity]);
    expect(read).toContainEqual(['Loose panel', 'Inquire With Seller', 'minor']);
    expect(read).toContainEqual(['Loose handrail', 'Safety Hazard', 'critical']);
    const checklist = await analyse(LAYOUT_CHECKLIST);
    expect(checklist.findings).toHaveLength(1);
    expect(checklist.findings[0]!.quote).toBe('The relief valve discharge pipe was missing at the heater.');
    expect(checklist.findings[0]!.inspectorLabel).toBe('RR+SAF checked');
  });
});

describe('builtinFinder: summaries', () => {
  it('cites a finding repeated in a summary once, at the body page', async () => {
    const body = HOMEGAUGE.replace('2. Kitchen', '\f2. Kitchen');
    const summary = `\fGeneral Summary\n2. Kitchen\n2.0 DISHWASHER\nRepair or Replace\n- Inoperable appliance. Recommend repair or replacement by an appliance technician.`;
    const { findings } = await analyse(body + summary);
    const dishwashers = findings.filter((f) => f.quote.includes('Inoperable appliance'));
    expect(dishwashers).toHaveLength(1);
    expect(dishwashers[0]!.page).toBe(2);
  });
});

describe('builtinFinder: every finding is cited', () => {
  it('gives each finding a page and a quote found verbatim on that page', async () => {
    for (const text of [SPECTORA, TREC, HOMEGAUGE, HIP, CHECKLIST]) {
      const { findings, doc } = await analyse(text);
      for (const f of findings) {
        const page = doc.pages.find((p) => p.number === f.page)!;
        expect(page.text.replace(/\s+/g, ' ')).toContain(f.quote);
        expect(f.quote.length).toBeLessThanOrEqual(600);
      }
    }
  });
});

// a line of a written page (3), in body text
const line = (index: number, y: number, text: string, size = 10): DocLine =>
  ({ page: 3, index, text, x: 28, y, size, bold: false, italic: false, color: '#000000', caps: false }) as DocLine;

describe('citation', () => {
  it('ends the quote at a gap of several lines (a photo), so captions under it are left out', () => {
    const lines = [
      line(0, 100, 'Deteriorating paint was observed on the wood trim.'),
      line(1, 112, 'Recommend a handyman scrape and paint the trim.'),
      line(2, 260, 'Peeling PaintGarage', 9),
      line(3, 270, 'Exterior Door', 9),
    ];
    const { page, quote } = citation({ lines, quoteText: undefined, head: undefined } as unknown as Candidate);
    expect(page).toBe(3);
    expect(quote).toBe(
      'Deteriorating paint was observed on the wood trim. Recommend a handyman scrape and paint the trim.',
    );
  });

  it('quotes what is wrong, not a longer recommendation a gap sets apart from it', () => {
    const lines = [
      line(0, 100, 'The toilet is loose at the floor.'),
      line(1, 140, 'Recommendation: Contact a qualified plumbing contractor.'),
    ];
    expect(citation({ lines } as unknown as Candidate).quote).toBe('The toilet is loose at the floor.');
    // advice alone is still quoted
    expect(citation({ lines: [lines[1]!] } as unknown as Candidate).quote).toBe(
      'Recommendation: Contact a qualified plumbing contractor.',
    );
  });

  it("quotes the longest opening of an issue's own words that is printed in one passage", () => {
    const lines = [
      line(0, 100, 'Cracked tile at the shower wall. The grout'),
      line(1, 112, 'is missing at the corner.'),
      line(2, 300, 'Regrout the corner.'),
    ];
    const quoteText = 'Cracked tile at the shower wall. The grout is missing at the corner. Regrout the corner.';
    expect(citation({ lines, quoteText } as unknown as Candidate).quote).toBe(
      'Cracked tile at the shower wall. The grout is missing at the corner.',
    );
    for (let words = 4; words <= 12; words++) {
      const opening = quoteText.split(' ').slice(0, words).join(' ');
      expect(citation({ lines, quoteText: `${opening} never printed` } as unknown as Candidate).quote).toBe(opening);
    }
    // an opening of fewer than four printed words is no passage of its own: the longest run of lines is quoted
    expect(citation({ lines, quoteText: 'Cracked tile here, never printed' } as unknown as Candidate).quote).toBe(
      'Cracked tile at the shower wall. The grout is missing at the corner.',
    );
  });

  it('keeps lines at normal spacing in one quote', () => {
    const lines = [line(0, 100, 'The gutter is loose at the rear.'), line(1, 124, 'Secure the gutter hangers.')];
    expect(citation({ lines } as unknown as Candidate).quote).toBe(
      'The gutter is loose at the rear. Secure the gutter hangers.',
    );
  });
});

describe('toFinding', () => {
  // a chosen comment read under the subject `item`, shown as a finding
  const findingOf = (item: string, text: string) =>
    toFinding(
      {
        item,
        text,
        title: null,
        location: null,
        label: null,
        lines: [line(0, 100, text)],
      } as unknown as Candidate,
      'exterior',
      'minor',
      0.5,
    );

  it("does not title or locate a finding by the form's ticked reassurance it was read under", () => {
    const finding = findingOf('☒ Appears serviceable', '☒ Uneven steps');
    expect(finding.description).toBe('Uneven steps');
    expect(finding.location).toBeNull();
  });

  it('keeps the field name of a ticked reassurance', () => {
    const finding = findingOf('Cover: ☒ Appears Serviceable', '☒ Common-minor cracks');
    expect(finding.description).toBe('Cover: Common-minor cracks');
    expect(finding.location).toBe('Cover');
  });

  it("drops a form's column letters as a subject", () => {
    const finding = findingOf('A B C', 'Siding: Minor damage');
    expect(finding.description).toBe('Siding: Minor damage');
    expect(finding.location).toBeNull();
    expect(findingOf('HVAC', 'Filter dirty').location).toBe('HVAC');
  });

  it('keeps a ticked statement that says what is wrong as the subject', () => {
    expect(findingOf('☒ None found (required and needed)', '☒ Add or relocate*').description).toBe(
      'None found (required and needed): Add or relocate*',
    );
  });
});
