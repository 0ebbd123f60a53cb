import type { CategoryKey, Finding, Trade } from '../types';

// report-lifecycle §9, with the API.md decision that HVAC findings go to an HVAC contractor.
const TRADE_BY_CATEGORY: Record<CategoryKey, Trade> = {
  electrical: 'electrician',
  plumbing: 'plumber',
  roofing: 'roofer',
  hvac: 'hvac contractor',
  structural: 'general contractor',
  exterior: 'general contractor',
  environmental: 'general contractor',
  general: 'general contractor',
  insulation: 'general contractor',
  interiors: 'general contractor',
  appliances: 'handyman',
  fireplaces: 'chimney sweep',
};

export const tradeForCategory = (category: CategoryKey): Trade => TRADE_BY_CATEGORY[category];

// A trade the inspector names ("have a qualified plumber…", "evaluation by an HVAC professional") wins over the
// category's trade: a dishwasher drain filed under appliances (handyman) that the inspector sends to a plumber gets
// plumbers (issue 17). Only trade words, not 'qualified contractor' or 'professional' alone.
const NAMED_TRADES: [Trade, RegExp][] = [
  ['electrician', /\belectricians?\b|\belectrical contractors?\b/i],
  ['plumber', /\bplumbers?\b|\bplumbing (?:contractor|professional|company)s?\b/i],
  [
    'hvac contractor',
    /\b(?:hvac|heating(?: and| &) (?:air|cooling)) (?:contractor|professional|technician|tech|company|specialist)s?\b/i,
  ],
  ['roofer', /\broofers?\b|\broofing (?:contractor|professional|company|specialist)s?\b/i],
  ['chimney sweep', /\bchimney (?:sweep|specialist|professional|contractor)s?\b/i],
  ['handyman', /\bhandym[ae]n\b/i],
];

/** The first trade named in the text (by position), or null. */
export const namedTrade = (text: string | null | undefined): Trade | null => {
  if (!text) return null;
  let best: { trade: Trade; at: number } | null = null;
  for (const [trade, pattern] of NAMED_TRADES) {
    const at = text.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { trade, at };
  }
  return best?.trade ?? null;
};

/** The finding's trade: the one its recommendation (or repair method) names, else its category's. */
export const tradeForFinding = (finding: Pick<Finding, 'category' | 'recommendation' | 'repairMethod'>): Trade =>
  namedTrade(finding.recommendation) ?? namedTrade(finding.repairMethod) ?? tradeForCategory(finding.category);
