import type { Contractor } from '@/contracts/contractors';
import type { Analysis, CostEstimate, Deficiency } from '@/contracts/reports';

// Our own small analysis for component tests (no corpus text).

export const testEstimate = (overrides: Partial<CostEstimate> = {}): CostEstimate => ({
  minCost: 100,
  averageCost: 150,
  maxCost: 220,
  laborCost: 110,
  materialCost: 40,
  currency: 'USD',
  sourceKey: 'punchlist-catalog',
  sourceLabel: 'Punchlist catalog 2026.1 · BLS wages · TX labor index 0.84',
  region: 'Austin, TX 78745 · TX labor index 0.84',
  urgency: 'high',
  priorityScore: 3,
  matchedKeywords: ['gfci', 'receptacle', 'outlet', 'kitchen'],
  totalKeywords: 5,
  bniItemCode: 'ELE-GFCI',
  bniDescription: 'Add GFCI protection',
  uncertaintyPct: 20,
  materialCitations: [{ url: 'https://data.bls.gov/timeseries/WPUSI012011', label: 'GFCI receptacle allowance' }],
  laborCitations: [{ url: 'https://www.bls.gov/oes/current/oes472111.htm', label: 'BLS electricians wage' }],
  ...overrides,
});

export const testDeficiency = (overrides: Partial<Deficiency> = {}): Deficiency => ({
  id: 1,
  category: 'Electrical',
  categoryKey: 'electrical',
  severity: 'critical',
  location: 'Kitchen',
  description: 'Countertop receptacles lack GFCI protection',
  recommendation: 'Have an electrician install GFCI receptacles.',
  repairMethod: 'Replace the first receptacle of each circuit with a GFCI device.',
  quantity: 1,
  unitType: 'each',
  unitOptions: [
    { unitType: 'each', factor: 1 },
    { unitType: 'hour', factor: 1.5 },
  ],
  excluded: false,
  page: 3,
  quote: 'No GFCI protection at the kitchen counters.',
  inspectorLabel: 'Deficient',
  confidence: 0.9,
  trade: 'electrician',
  costEstimate: testEstimate(),
  contractorIds: [],
  ...overrides,
});

export const testContractor = (overrides: Partial<Contractor> = {}): Contractor => ({
  id: 'dir_1',
  placeId: null,
  name: 'Lantern Electric',
  category: 'electrician',
  rating: 4.6,
  reviewCount: 120,
  distance: 3218.68,
  address: '1 Congress Ave, Austin, TX 78701',
  phone: '+15125550142',
  website: null,
  isOpen: true,
  priceLevel: 2,
  isDemo: true,
  source: 'directory',
  ...overrides,
});

/** Four findings in three categories: priced ×2, unpriced, no action required, and a minor one. */
export const testFindings = (): Deficiency[] => [
  testDeficiency({ id: 1, quantity: 2, contractorIds: ['dir_1'] }),
  testDeficiency({
    id: 2,
    severity: 'minor',
    description: 'Loose cover plate in the hallway',
    location: 'Hallway',
    costEstimate: null,
    page: 4,
    quote: 'Cover plate loose.',
  }),
  testDeficiency({
    id: 3,
    category: 'HVAC',
    categoryKey: 'hvac',
    severity: 'major',
    trade: 'hvac contractor',
    description: 'Furnace filter is dirty',
    location: 'Utility closet',
    page: 9,
    quote: 'Filter dirty; monitor and replace.',
    costEstimate: testEstimate({
      sourceKey: 'no_action_required',
      sourceLabel: 'No repair cost: information or monitoring only',
      minCost: 0,
      averageCost: 0,
      maxCost: 0,
      laborCost: 0,
      materialCost: 0,
      uncertaintyPct: null,
    }),
  }),
  testDeficiency({
    id: 4,
    category: 'Plumbing',
    categoryKey: 'plumbing',
    severity: 'minor',
    trade: 'plumber',
    description: 'Slow drain at the bathroom sink',
    location: 'Hall bath',
    page: 12,
    quote: 'Sink drains slowly.',
    costEstimate: testEstimate({
      minCost: 80,
      averageCost: 120,
      maxCost: 200,
      laborCost: 100,
      materialCost: 20,
      matchedKeywords: ['drain'],
      totalKeywords: 4,
      priorityScore: 1,
      uncertaintyPct: 35,
      urgency: 'low',
    }),
  }),
];

export const groupByKey = (list: Deficiency[]): Analysis['deficiencies'] => {
  const groups: Analysis['deficiencies'] = {};
  for (const d of list) (groups[d.categoryKey] ??= []).push(d);
  return groups;
};

export const testAnalysis = (overrides: Partial<Analysis> = {}, findings = testFindings()): Analysis => ({
  status: 'completed',
  stage: 'done',
  failureReason: null,
  report: { id: 5, filename: 'maple-street.pdf', uploadedAt: '2026-03-01T10:00:00.000Z' },
  propertyAddress: '12 Maple St, Austin, TX 78745',
  property: { street: '12 Maple St', city: 'Austin', state: 'TX', zip: '78745', edited: false },
  inspectionDate: '02/27/2026',
  hasFullAccess: true,
  viewerIsOwner: true,
  upgradeMessage: null,
  summary: {
    totalDeficiencies: findings.filter((d) => !d.excluded).length,
    severityCount: { critical: 1, major: 1, minor: 2 },
    totalCostRange: { min: 280, max: 640 },
    categoriesAffected: 3,
    categories: ['Plumbing', 'Electrical', 'HVAC'],
  },
  deficiencies: groupByKey(findings),
  contractors: { electrician: [testContractor()] },
  teaser: { totalCostRange: { min: 280, max: 640 }, categoryCount: 3, contractorTradeCount: 1 },
  editsCarriedOver: null,
  ...overrides,
});

export const lockedAnalysis = (): Analysis =>
  testAnalysis({
    hasFullAccess: false,
    upgradeMessage: 'Unlock this analysis with 1 credit to see everything.',
    summary: {
      totalDeficiencies: null,
      severityCount: null,
      totalCostRange: { min: 1234, max: 5678 },
      categoriesAffected: 4,
      categories: ['Electrical'],
    },
    deficiencies: {},
    contractors: {},
    teaser: { totalCostRange: { min: 1234, max: 5678 }, categoryCount: 4, contractorTradeCount: 3 },
  });
