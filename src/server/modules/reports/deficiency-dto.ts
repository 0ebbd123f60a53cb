import { CATEGORY_KEYS, CATEGORY_NAMES, type CategoryKey, TRADES, type Trade, UNIT_TYPES } from '@/contracts/common';
import type { Contractor } from '@/contracts/contractors';
import type { Deficiency } from '@/contracts/reports';
import type { deficiencies, StoredContractor } from '../../db/schema';
import { unitOptions } from './unit-options';

export type DeficiencyRow = typeof deficiencies.$inferSelect;

/** deficiencies.source of a finding the owner added: re-analysis keeps it, the page marks it "added by you" */
export const USER_FINDING_SOURCE = 'user';

const SEVERITY_ORDER = { critical: 0, major: 1, minor: 2 } as const;

export const asCategoryKey = (value: string): CategoryKey =>
  (CATEGORY_KEYS as readonly string[]).includes(value) ? (value as CategoryKey) : 'general';

export const asTrade = (value: string): Trade =>
  (TRADES as readonly string[]).includes(value) ? (value as Trade) : 'general contractor';

const asSeverity = (value: string): Deficiency['severity'] =>
  value === 'critical' || value === 'major' ? value : 'minor';

/**
 * A stored deficiency as the wire's Deficiency (API.md), with the ids of its matched contractors in rank order. The
 * private note goes only to its owner (`withNote`): never to an admin, a share link or the download.
 */
export const toDeficiencyDto = (
  row: DeficiencyRow,
  contractorIds: string[] = [],
  { withNote = false }: { withNote?: boolean } = {},
): Deficiency => {
  const categoryKey = asCategoryKey(row.categoryKey);
  const unitType = (UNIT_TYPES as readonly string[]).includes(row.unitType)
    ? (row.unitType as Deficiency['unitType'])
    : 'each';
  return {
    id: row.id,
    category: CATEGORY_NAMES[categoryKey],
    categoryKey,
    severity: asSeverity(row.severity),
    location: row.location,
    description: row.description,
    recommendation: row.recommendation,
    repairMethod: row.repairMethod,
    quantity: row.quantity,
    unitType,
    unitOptions: unitOptions({ costItemCode: row.costItemCode, unitType, costEstimate: row.costEstimate ?? null }),
    excluded: row.excluded,
    page: row.page,
    quote: row.quote,
    inspectorLabel: row.inspectorLabel,
    confidence: row.confidence,
    trade: asTrade(row.trade),
    costEstimate: row.costEstimate ?? null,
    contractorIds,
    addedByUser: row.source === USER_FINDING_SOURCE,
    ...(withNote && { note: row.note }),
  };
};

/** critical → major → minor, then the order the report gave them */
export const compareDeficiencies = (
  a: Pick<DeficiencyRow, 'severity' | 'position'>,
  b: Pick<DeficiencyRow, 'severity' | 'position'>,
): number =>
  (SEVERITY_ORDER[asSeverity(a.severity)] ?? 3) - (SEVERITY_ORDER[asSeverity(b.severity)] ?? 3) ||
  a.position - b.position;

/** Deficiencies grouped by category key (canonical order), each list sorted by severity. */
export const groupByCategory = (list: Deficiency[]): Partial<Record<CategoryKey, Deficiency[]>> => {
  const groups: Partial<Record<CategoryKey, Deficiency[]>> = {};
  for (const key of CATEGORY_KEYS) {
    const items = list.filter((d) => d.categoryKey === key);
    if (items.length > 0) groups[key] = items;
  }
  return groups;
};

/** A stored contractor snapshot as the wire's Contractor. */
export const toContractorDto = (snapshot: StoredContractor, trade: string): Contractor => ({
  id: snapshot.id,
  placeId: snapshot.placeId,
  name: snapshot.name,
  category: (TRADES as readonly string[]).includes(snapshot.category) ? (snapshot.category as Trade) : asTrade(trade),
  rating: snapshot.rating,
  reviewCount: snapshot.reviewCount === null ? null : Math.round(snapshot.reviewCount),
  distance: snapshot.distance,
  address: snapshot.address,
  phone: snapshot.phone,
  website: snapshot.website,
  isOpen: snapshot.isOpen,
  priceLevel:
    snapshot.priceLevel !== null && snapshot.priceLevel >= 1 && snapshot.priceLevel <= 4
      ? Math.round(snapshot.priceLevel)
      : null,
  isDemo: snapshot.isDemo,
  source: snapshot.source,
});
