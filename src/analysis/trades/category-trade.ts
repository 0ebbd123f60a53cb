import type { CategoryKey, Trade } from '../types';

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
