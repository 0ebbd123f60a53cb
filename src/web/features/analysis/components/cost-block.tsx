import { CircleDollarSign, ExternalLink } from 'lucide-react';
import {
  CONFIDENCE_LABELS,
  formatUnitUsd,
  formatUsd,
  hasCostEstimate,
  KEYWORD_TIP,
  keywordMatchPercent,
  lineTotals,
  matchStrength,
  minimumVisitNote,
  NO_ACTION_REQUIRED,
  priceConfidence,
  PRICING_UNAVAILABLE,
  showsKeywordTip,
  uncertaintyNote,
  UNIT_LABELS,
  URGENCY_LABELS,
} from '@/contracts/analysis-display';
import type { CostEstimate, Deficiency } from '@/contracts/reports';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';

const Figure = ({ label, value, strong }: { label: string; value: number; strong?: boolean }) => (
  <div className="min-w-0">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className={cn('tabular-nums', strong ? 'text-lg font-semibold' : 'font-medium')}>{formatUsd(value)}</dd>
  </div>
);

const Citations = ({ estimate }: { estimate: CostEstimate }) => {
  const citations = [
    ...estimate.laborCitations.map((c) => ({ ...c, kind: 'Labor' })),
    ...estimate.materialCitations.map((c) => ({ ...c, kind: 'Material' })),
  ].filter((c) => /^https?:\/\//i.test(c.url));
  if (citations.length === 0) return null;
  return (
    <div className="text-xs">
      <p className="font-medium text-muted-foreground">Sources</p>
      <ul className="mt-1 space-y-1">
        {citations.map((c) => (
          <li key={`${c.kind}-${c.url}-${c.label}`}>
            <a
              href={c.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-start gap-1 text-primary underline-offset-2 hover:underline"
            >
              <span>
                {c.kind}: {c.label || c.url}
              </span>
              <ExternalLink className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};

const CONFIDENCE_CLASSES = {
  good: 'border-success/40 bg-success/15 text-foreground',
  rough: 'border-warning/50 bg-warning/20 text-foreground',
} as const;

/** The one plain-words confidence indicator (issue 17): good match, or rough match — ask for a quote. */
export const ConfidenceBadge = ({ estimate }: { estimate: CostEstimate }) => {
  const confidence = priceConfidence(estimate);
  if (!confidence) return null;
  return (
    <Badge
      className={cn('border', CONFIDENCE_CLASSES[confidence])}
      data-testid="price-confidence"
      data-confidence={confidence}
    >
      {CONFIDENCE_LABELS[confidence]}
    </Badge>
  );
};

/**
 * The finding's cost: totals (per-unit × quantity, labor floored at the trade's minimum visit) min/avg/max and one
 * confidence word; the rest — labor and material, the minimum visit, urgency, source, region, catalog item, priced
 * scope, keyword match, the estimate's own uncertainty and its citations (wages, labor index, BLS series) — behind
 * 'How was this priced?', so a buyer reads the figure first. 'Pricing unavailable' without an estimate (§4); $0 for
 * no action required.
 */
export const CostBlock = ({ deficiency }: { deficiency: Deficiency }) => {
  const estimate = deficiency.costEstimate;
  if (!estimate || !hasCostEstimate(estimate)) {
    return (
      <div className="rounded-lg border border-dashed bg-muted/30 p-3 text-sm" data-testid="cost-block">
        <p className="font-medium text-muted-foreground">{PRICING_UNAVAILABLE}</p>
        {estimate?.sourceLabel && <p className="mt-1 text-xs text-muted-foreground">{estimate.sourceLabel}</p>}
      </div>
    );
  }
  if (estimate.sourceKey === NO_ACTION_REQUIRED) {
    return (
      <div className="rounded-lg bg-muted/40 p-3 text-sm" data-testid="cost-block">
        <p className="flex items-baseline gap-2">
          <span className="text-lg font-semibold tabular-nums">{formatUsd(0)}</span>
          <span className="text-muted-foreground">{estimate.sourceLabel}</span>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{uncertaintyNote(estimate)}</p>
      </div>
    );
  }

  const totals = lineTotals(deficiency);
  if (!totals) return null;
  const quantity = deficiency.quantity;
  const ratio = keywordMatchPercent(estimate);
  const minimum = minimumVisitNote(deficiency);
  return (
    <div className="space-y-2 rounded-lg bg-muted/40 p-3 text-sm" data-testid="cost-block">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium">
          <CircleDollarSign className="size-4 text-primary" aria-hidden="true" />
          Estimated cost
          {quantity > 1 && (
            <span className="font-normal text-muted-foreground">
              for {quantity.toLocaleString('en-US')} {UNIT_LABELS[deficiency.unitType]}
            </span>
          )}
        </p>
        <ConfidenceBadge estimate={estimate} />
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <Figure label="Minimum" value={totals.min} />
        <Figure label="Average" value={totals.average} strong />
        <Figure label="Maximum" value={totals.max} />
      </dl>
      <details className="group text-xs" data-testid="pricing-provenance">
        <summary className="cursor-pointer font-medium text-primary underline-offset-2 hover:underline">
          How was this priced?
        </summary>
        <div className="mt-2 space-y-2">
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Figure label="Labor" value={totals.labor} />
            <Figure label="Material" value={totals.material} />
            {quantity > 1 && (
              <div className="col-span-2 min-w-0 sm:col-span-1">
                <dt className="text-xs text-muted-foreground">Per unit</dt>
                <dd className="font-medium tabular-nums">
                  {formatUnitUsd(estimate.minCost)} – {formatUnitUsd(estimate.maxCost)}
                </dd>
              </div>
            )}
          </dl>
          {minimum && <p data-testid="minimum-visit">{minimum}</p>}
          <div className="space-y-0.5 text-muted-foreground">
            <p>
              <span className="font-medium">Urgency:</span> {URGENCY_LABELS[estimate.urgency]}
            </p>
            <p>
              <span className="font-medium">Source:</span> {estimate.sourceLabel}
            </p>
            {estimate.region && (
              <p>
                <span className="font-medium">Region:</span> {estimate.region}
              </p>
            )}
            {estimate.bniDescription && (
              <p>
                <span className="font-medium">Catalog item:</span> {estimate.bniDescription}
              </p>
            )}
            {estimate.scope && (
              <p data-testid="cost-scope">
                <span className="font-medium">Priced as:</span> {estimate.scope}
              </p>
            )}
            <p>
              <span className="font-medium">Catalog match:</span> {matchStrength(estimate.priorityScore).toLowerCase()}
              {ratio !== null && `, ${ratio}% of its keywords found in the finding`}
            </p>
            {ratio !== null && showsKeywordTip(ratio) && <p>{KEYWORD_TIP}</p>}
            <p>{uncertaintyNote(estimate)}</p>
          </div>
          <Citations estimate={estimate} />
        </div>
      </details>
    </div>
  );
};
