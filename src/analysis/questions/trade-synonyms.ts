/**
 * The trade's words for the same thing. Each concept lists the phrases a report prints (matched in reports and in
 * questions alike) and the shorthand buyers type that would be ambiguous inside a report ('tank' is also a septic
 * or pressure tank, 'old' appears in every disclaimer), matched in questions only. A phrase is lowercase words.
 */
export interface Concept {
  key: string;
  /** how an answer names the thing ('Water heater') */
  label: string;
  phrases: string[];
  questionOnly?: string[];
  /** a property of a thing (age, size) rather than the thing: it needs a subject to answer a question */
  attribute?: boolean;
}

export const CONCEPTS: Concept[] = [
  {
    key: 'water-heater',
    label: 'Water heater',
    phrases: [
      'water heater',
      'water heaters',
      'hot water heater',
      'hot water tank',
      'hot water source',
      'water heating',
      'water heating equipment',
      'tankless',
      'hot water',
    ],
    questionOnly: ['wh', 'tank', 'hwh', 'hwt', 'heater'],
  },
  {
    key: 'air-conditioner',
    label: 'Air conditioner',
    phrases: [
      'air conditioner',
      'air conditioners',
      'air conditioning',
      'ac',
      'a/c',
      'a c',
      'condenser',
      'condensing unit',
      'compressor',
      'cooling',
      'central air',
      'heat pump',
    ],
    questionOnly: ['aircon', 'cooler', 'hvac'],
  },
  {
    key: 'furnace',
    label: 'Furnace',
    phrases: [
      'furnace',
      'furnaces',
      'heating equipment',
      'heating system',
      'heating unit',
      'boiler',
      'forced air',
      'heat exchanger',
    ],
    questionOnly: ['heat', 'heating', 'heater', 'hvac'],
  },
  {
    key: 'roof',
    label: 'Roof',
    phrases: ['roof', 'roofs', 'roofing', 'shingle', 'shingles', 'roof covering', 'roof coverings'],
  },
  {
    key: 'foundation',
    label: 'Foundation',
    phrases: [
      'foundation',
      'foundations',
      'slab',
      'crawlspace',
      'crawl space',
      'pier and beam',
      'stem wall',
      'structural',
    ],
  },
  {
    key: 'panel',
    label: 'Electrical panel',
    phrases: [
      'electrical panel',
      'service panel',
      'main panel',
      'breaker panel',
      'breaker box',
      'distribution panel',
      'load center',
      'panel',
      'electrical service',
      'service entrance',
    ],
    questionOnly: ['electric', 'electrical', 'service'],
  },
  {
    key: 'amps',
    label: 'Amperage',
    phrases: ['amp', 'amps', 'amperage', 'ampacity', 'service size'],
    attribute: true,
  },
  {
    key: 'age',
    label: 'Age',
    phrases: [
      'age',
      'years old',
      'year old',
      'estimated age',
      'approximate age',
      'date of manufacture',
      'year of manufacture',
      'manufactured',
      'year built',
      'built in',
      'mfg',
    ],
    questionOnly: ['old', 'older', 'year', 'years', 'built', 'new', 'newer', 'when'],
    attribute: true,
  },
  {
    key: 'capacity',
    label: 'Size',
    phrases: ['capacity', 'gallon', 'gallons', 'gal', 'tons', 'ton', 'btu', 'btus', 'tonnage'],
    questionOnly: ['size', 'big', 'large', 'small', 'sized'],
    attribute: true,
  },
  {
    key: 'material',
    label: 'Material',
    phrases: ['material', 'materials', 'type', 'types'],
    questionOnly: ['kind', 'made', 'what kind'],
    attribute: true,
  },
  {
    key: 'gfci',
    label: 'GFCI protection',
    phrases: ['gfci', 'gfi', 'ground fault', 'gfci protected', 'gfci protection'],
  },
  {
    key: 'outlet',
    label: 'Outlets',
    phrases: ['outlet', 'outlets', 'receptacle', 'receptacles'],
    questionOnly: ['plug', 'plugs', 'socket', 'sockets'],
  },
  {
    key: 'smoke',
    label: 'Smoke and CO alarms',
    phrases: ['smoke detector', 'smoke detectors', 'smoke alarm', 'smoke alarms', 'carbon monoxide', 'co detector'],
  },
  {
    key: 'sewer',
    label: 'Sewer line',
    phrases: ['sewer', 'sewer line', 'main sewer', 'sewer scope', 'waste line', 'waste lines', 'main line'],
    questionOnly: ['scope', 'scoped'],
  },
  {
    key: 'drainage',
    label: 'Grading and drainage',
    phrases: ['grading', 'grade', 'drainage', 'slope', 'pitched', 'negative grade'],
    questionOnly: ['yard'],
  },
  {
    key: 'garage-door',
    label: 'Garage door',
    phrases: ['garage door', 'auto reverse', 'safety reverse', 'photo eye', 'photo sensor', 'garage door opener'],
  },
  { key: 'fireplace', label: 'Fireplace', phrases: ['fireplace', 'chimney', 'damper', 'flue', 'firebox'] },
  { key: 'insulation', label: 'Insulation', phrases: ['insulation', 'insulated', 'r-value'] },
  {
    key: 'moisture',
    label: 'Moisture',
    phrases: ['moisture', 'leak', 'leaks', 'leaking', 'water stain', 'damp', 'wet'],
  },
  { key: 'pressure', label: 'Water pressure', phrases: ['water pressure', 'psi', 'static water pressure'] },
  {
    key: 'shutoff',
    label: 'Shut-off valve',
    phrases: ['shut off', 'shutoff', 'shut-off', 'main valve', 'shut off valve'],
  },
  {
    key: 'well',
    label: 'Well',
    phrases: ['well pump', 'well system', 'well information', 'private well', 'well water', 'pressure tank'],
    questionOnly: ['well'],
  },
  { key: 'sump', label: 'Sump pump', phrases: ['sump', 'sump pump', 'sump pit'] },
  { key: 'radon', label: 'Radon', phrases: ['radon', 'pci/l', 'pci'] },
  { key: 'plumbing', label: 'Plumbing', phrases: ['plumbing', 'plumber', 'pipes', 'piping'] },
];
