import { formatUsdRange, hasCostEstimate, lineTotals, NO_ACTION_REQUIRED } from '@/contracts/analysis-display';
import type { Deficiency } from '@/contracts/reports';

/** The cost a finding's one-line row shows: its range for the quantity, '$0' for no action, or 'No price'. */
export const findingCostText = (deficiency: Pick<Deficiency, 'costEstimate' | 'quantity'>): string => {
  const estimate = deficiency.costEstimate;
  if (!estimate || !hasCostEstimate(estimate)) return 'No price';
  if (estimate.sourceKey === NO_ACTION_REQUIRED) return '$0';
  const totals = lineTotals(deficiency);
  return totals ? formatUsdRange(totals.min, totals.max) : 'No price';
};

/** 'Kitchen · page 10': where the finding is and where the report says it. */
export const findingWhere = (deficiency: Pick<Deficiency, 'location' | 'page'>): string =>
  [deficiency.location?.trim(), deficiency.page !== null ? `page ${deficiency.page}` : null]
    .filter(Boolean)
    .join(' · ');
