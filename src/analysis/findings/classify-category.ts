import type { CategoryKey } from '../types';
import { wordsPattern } from '../words-pattern';

// Ordered: the first rule whose pattern matches the finding's own words wins, so specific phrases
// ('garage door opener', 'refrigerant line insulation') come before the generic words they contain.
const RULES: [RegExp, CategoryKey][] = [
  [
    /\b(radon|mold|mildew|asbestos|lead[- ]based paint|termites?|wood[- ]destroying|rodents?|rats?|pests?|wasps?|bees|bird nest|dampness|dehumidif\w*)\b/i,
    'environmental',
  ],
  [
    /\b(pool|spa|hot tub)\b.*\b(gates?|fences?|barriers?|alarms?|latch\w*|self-?clos\w*)|\b(gates?|fences?|barriers?|alarms?|doors?)\b.*\bpool\b|\bpool (area|barrier|fence|gate)/i,
    'general',
  ],
  [/\b(flammable|combustible) (materials?|liquids?|storage|items)\b/i, 'general'],
  [/\b(septic|leach field|drain field|sprinkler|irrigation|aerator\b.*\b(septic|spray))\b/i, 'plumbing'],
  [
    /\b(garage door (opener|operator|sensor|motor)|door operator|opener|auto(matic)?[- ]?revers\w*|safety revers\w*|photo[- ]?(eye|electric|sensor))\b/i,
    'appliances',
  ],
  [/\b(smoke (detector|alarm)s?|carbon monoxide (detector|alarm)s?|co (detector|alarm)s?|smoke\/co)\b/i, 'electrical'],
  [
    wordsPattern(
      [
        /refrigerant/,
        /condensate/,
        /a\/c/,
        /air condition\w*/,
        /ac unit/,
        /condens(er|ing) unit/,
        /condensers?/,
        /furnace/,
        /heat pump/,
        /hvac/,
        /air handler/,
        /evaporator/,
        /heat exchanger/,
        /plenum/,
        /ductwork/,
        /ducts?/,
        /return air/,
        /blower/,
        /thermostat/,
        /combustion air/,
        /sediment trap/,
        /temperature differential/,
        /boiler/,
        /radiator/,
        /heating (unit|system)/,
        /cooling (unit|system)/,
        /air flow/,
        /airflow/,
      ],
      { before: String.raw`\b`, after: String.raw`\b`, flags: 'i' },
    ),
    'hvac',
  ],
  [/\b(exhaust fans?|bath(room)? fans?|vent(ed|ing|s)? into (the )?attic)\b/i, 'hvac'],
  [
    /\b(flue|vent pipe|vent connector|gas vent)\b.{0,60}\b(clearance|combustible\w*|furnace|water heater)\b|\b(furnace|water heater)\b.{0,60}\bflue\b|\bdrain pans?\b/i,
    'hvac',
  ],
  [/\b(improper|gas)\s+(piping|pipes?)\b/i, 'plumbing'],
  [
    /\b(fireplace|firebox|hearth|chimney (cap|crown|flue|liner|damper)|damper|spark arrestor|gas logs?|wood stove|chimney)\b(?!.*\bflashing)/i,
    'fireplaces',
  ],
  [
    /\b(dishwasher|range|oven|cook ?top|stove|microwave|refrigerator|garbage disposal|disposal|washer|dryer|range hood|anti-?tip|tip-?over)\b/i,
    'appliances',
  ],
  [/\b(flue|vent pipe|gas vent)\b.*\b(clearance|combustible)/i, 'hvac'],
  [
    /\b(roof(ing)?|shingles?|gutters?|downspouts?|drip edge|valley|skylight|flashing|plumbing (vent|stack)s?|vent stacks?|roof vents?|soffit vents?)\b/i,
    'roofing',
  ],
  [
    wordsPattern(
      [
        /gfci/,
        /afci/,
        /receptacles?/,
        /outlets?/,
        /wir(e|es|ing)/,
        /electrical/,
        /breakers?/,
        /(electrical|service|main|distribution|breaker|sub) ?panel/,
        /panel (box|cover|board)/,
        /junction box/,
        /splices?/,
        /light fixtures?/,
        /lights? (are|is|was|were|did|do|does) not/,
        /lights? not/,
        /lighting/,
        /bulbs?/,
        /switch(es)?/,
        /ceiling fans?/,
        /fan out of balance/,
        /conductors?/,
        /grounding/,
        /ungrounded/,
        /open ground/,
        /polarity/,
        /service entrance/,
        /sub ?panel/,
        /cover plates?/,
        /doorbell/,
      ],
      { before: String.raw`\b`, after: String.raw`\b`, flags: 'i' },
    ),
    'electrical',
  ],
  [/\b(gas (line|pipe|piping|meter|leak|shut-?off|valve)|csst)\b/i, 'plumbing'],
  [
    wordsPattern(
      [
        /water heater/,
        /tpr/,
        /t&p/,
        /pressure relief/,
        /faucets?/,
        /sinks?/,
        /toilets?/,
        /tubs?/,
        /showers?/,
        /bath ?tub/,
        /drains?/,
        /drain (line|pipe)/,
        /traps?/,
        /supply (line|pipe)s?/,
        /plumbing/,
        /pipes?/,
        /piping/,
        /hose (bib|faucet)s?/,
        /water softener/,
        /expansion (tank|valve)/,
        /shut-?off valve/,
        /stopper/,
        /diverter/,
        /sewer/,
        /sump pump/,
        /well pump/,
        /water pressure/,
        /leak(s|ing)? .{0,20}(under|at) (the )?sink/,
        /grout/,
        /caulk\w* .{0,30}(tub|shower)/,
        /(tub|shower).{0,30}caulk\w*/,
      ],
      { before: String.raw`\b`, after: String.raw`\b`, flags: 'i' },
    ),
    'plumbing',
  ],
  [/\b(insulation|insulated|vapor (barrier|retarder))\b/i, 'insulation'],
  [
    /\b(foundation|slab|basement floor|footing|beams?|joists?|rafters?|truss(es)?|framing|structural|sill plate|piers?|columns?|sagging|subfloor|floor structure)\b/i,
    'structural',
  ],
  [
    wordsPattern(
      [
        /garage (vehicle )?door/,
        /overhead door/,
        /vehicle door/,
        /storm door/,
        /entry door .{0,30}(rot|trim|frame|sill)/,
        /sidings?/,
        /brick/,
        /mortar/,
        /masonry/,
        /stucco/,
        /veneer/,
        /fascias?/,
        /soffits?/,
        /eaves?/,
        /trim/,
        /grading/,
        /grade/,
        /drainage/,
        /slope/,
        /erosion/,
        /driveways?/,
        /walkways?/,
        /sidewalks?/,
        /patios?/,
        /decks?/,
        /porch(es)?/,
        /stoops?/,
        /steps?/,
        /stairs? .{0,20}(exterior|front|rear)/,
        /retaining walls?/,
        /fences?/,
        /vegetation/,
        /trees?/,
        /stumps?/,
        /shrubs?/,
        /window wells?/,
        /exterior/,
        /paint/,
      ],
      { before: String.raw`\b`, after: String.raw`\b`, flags: 'i' },
    ),
    'exterior',
  ],
  [
    /\b(windows?|doors?|latch\w*|weather-?strip\w*|walls?|ceilings?|floors?|flooring|tiles?|cabinets?|counter ?tops?|closets?|drywall|stairs?|stairways?|handrails?|carpet|interior)\b/i,
    'interiors',
  ],
];

// Section names in the report's own words (the context of a finding) mapped to categories.
const SECTION_RULES: [RegExp, CategoryKey][] = [
  [/roof|gutter/i, 'roofing'],
  [/electric/i, 'electrical'],
  [/plumb|water heater|bath|septic|sprinkler|irrigation/i, 'plumbing'],
  [/heat|cool|hvac|air cond|furnace|mechanical/i, 'hvac'],
  [/fireplace|chimney/i, 'fireplaces'],
  [/kitchen|appliance|laundry/i, 'appliances'],
  [/attic|insulation|ventilation/i, 'insulation'],
  [/foundation|structur|crawl|basement|framing/i, 'structural'],
  [/exterior|grounds|site|garage|lot|landscap|deck|porch/i, 'exterior'],
  [/interior|room|bedroom|living|dining|door|window|stair/i, 'interiors'],
  [/radon|mold|pest|environment/i, 'environmental'],
  [/pool|spa/i, 'general'],
];

/** The finding's category: its own words first, then its item and section names. */
export const classifyCategory = (
  text: string,
  item: string | null,
  section: string | null,
  title: string | null = null,
): CategoryKey => {
  // the inspector's heading and first sentence name the thing best ('Flat/negative grading. One or more…')
  if (title) {
    const lead = `${title}. ${text.replace(/^[^.]*?\.\s*/, '').split(/(?<=[.!?])\s/)[0] ?? ''}`;
    // the thing named first is the subject ('A cracked siding panel near the hose bib' is siding)
    let best: { at: number; cat: CategoryKey } | null = null;
    for (const [re, cat] of RULES) {
      const m = re.exec(lead);
      if (m && (!best || m.index < best.at)) best = { at: m.index, cat };
    }
    if (best) return best.cat;
  }
  const own = text.slice(0, 400);
  for (const [re, cat] of RULES) if (re.test(own)) return cat;
  for (const ctx of [item, section]) {
    if (!ctx) continue;
    for (const [re, cat] of RULES) if (re.test(ctx)) return cat;
    for (const [re, cat] of SECTION_RULES) if (re.test(ctx)) return cat;
  }
  return 'general';
};
