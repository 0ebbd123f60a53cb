import type { CategoryKey, Citation, UnitType } from '../types';
import catalogData from './cost-data/catalog.json';

export type UncertaintyClass = 'standard' | 'scope' | 'specialist';

export interface MinAvgMax {
  min: number;
  avg: number;
  max: number;
}

/**
 * What a trade charges at least for a visit (trip charge / first hour), national dollars before the labor index.
 * It floors the labor of a whole job, not of one unit: see jobFloor in price-item.ts.
 */
export interface ServiceMinimum extends MinAvgMax {
  /** as the breakdown says it: "the electrician's minimum visit" */
  label: string;
  citation: Citation;
}

export interface CatalogTrade {
  soc: string;
  title: string;
  medianHourlyWage: number;
  /** true when the wage was read from the BLS release data itself, false when taken from the research note */
  wageVerified: boolean;
  citation: Citation;
  serviceMinimum?: ServiceMinimum;
}

export interface CatalogItem {
  code: string;
  category: CategoryKey;
  trade: string;
  name: string;
  /** the job one unit prices, in words ("replace one 15 A GFCI receptacle in an existing box") */
  scope: string;
  unit: UnitType;
  defaultQuantity: number;
  /** labor hours per unit (travel and set-up folded in for 'each' items) */
  laborHours: number;
  /** material allowance per unit */
  material: MinAvgMax;
  /** permit allowance for one default-sized job */
  permit: number;
  uncertainty: UncertaintyClass;
  keywords: string[];
  negativeKeywords: string[];
  /** nouns that, preceded by a number in the finding text, give the quantity ("3 outlets") */
  countNouns?: string[];
  /** a trade service-call item: chosen only when no specific item matches */
  fallback?: boolean;
  citations: { labor: Citation[]; material: Citation[] };
}

export interface Catalog {
  version: string;
  currency: 'USD';
  basis: string;
  method: string;
  laborBurden: number;
  laborBurdenSource: Citation;
  overheadProfit: MinAvgMax;
  trades: Record<string, CatalogTrade>;
  items: CatalogItem[];
}

// The JSON is validated by catalog.test.ts; the cast only narrows string literals TypeScript widens.
export const catalog = catalogData as unknown as Catalog;

export const CATALOG_VERSION = catalog.version;

const itemsByCode = new Map(catalog.items.map((item) => [item.code, item]));

export const getCatalogItem = (code: string): CatalogItem | null => itemsByCode.get(code) ?? null;

export const getTrade = (key: string): CatalogTrade => {
  const trade = catalog.trades[key];
  if (!trade) throw new Error(`catalog item refers to unknown trade '${key}'`);
  return trade;
};

export interface CatalogItemSummary {
  code: string;
  category: CategoryKey;
  trade: string;
  name: string;
  unit: UnitType;
  defaultQuantity: number;
  uncertainty: UncertaintyClass;
  keywordCount: number;
}

/** Version, count and a light item list for the admin cost pages. */
export const catalogMetadata = (): { version: string; itemCount: number; items: CatalogItemSummary[] } => ({
  version: catalog.version,
  itemCount: catalog.items.length,
  items: catalog.items.map((item) => ({
    code: item.code,
    category: item.category,
    trade: item.trade,
    name: item.name,
    unit: item.unit,
    defaultQuantity: item.defaultQuantity,
    uncertainty: item.uncertainty,
    keywordCount: item.keywords.length,
  })),
});
