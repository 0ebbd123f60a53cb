import type { AdminCostMatchQuerySchema, AdminCostMatchResponse } from '@/contracts/admin';
import { CATALOG_VERSION } from '@/analysis/costs/catalog';
import { estimateFinding } from '@/analysis/costs/estimate';
import { matchCatalogItem } from '@/analysis/costs/match-catalog-item';
import { resolveRegion } from '@/analysis/costs/region';
import type { z } from 'zod';

/**
 * GET /api/admin/cost-match: what the cost engine makes of a finding's text in a ZIP — the catalog item it matches,
 * with score and keywords, and the estimate the analysis would store (estimateFinding, so informational text gets the
 * "no action" estimate and a count in the text sets the quantity, exactly as in a report).
 */
export const matchCost = ({ query }: { query: z.output<typeof AdminCostMatchQuerySchema> }): AdminCostMatchResponse => {
  const region = resolveRegion({ zip: query.zip ?? null });
  const match = matchCatalogItem(query.text, { category: query.category });
  const estimate = estimateFinding(
    {
      category: query.category ?? match?.item.category ?? 'general',
      severity: query.severity,
      description: query.text,
      quote: '',
      location: null,
      recommendation: null,
    },
    region,
  );
  return {
    match: match && {
      itemCode: match.item.code,
      itemName: match.item.name,
      category: match.item.category,
      trade: match.item.trade,
      unit: match.item.unit,
      priorityScore: match.priorityScore,
      matchedKeywords: match.matchedKeywords,
      totalKeywords: match.totalKeywords,
    },
    region: region.label,
    estimate: estimate.costEstimate,
    quantity: estimate.quantity,
    unitType: estimate.unitType,
    catalogVersion: CATALOG_VERSION,
  };
};
