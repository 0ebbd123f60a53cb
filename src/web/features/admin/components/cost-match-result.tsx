import { CircleAlert, ExternalLink, MapPin } from 'lucide-react';
import type { AdminCostMatchResponse } from '@/contracts/admin';
import { lineTotals, minimumVisitNote } from '@/contracts/analysis-display';
import { CATEGORY_NAMES, type CategoryKey } from '@/contracts/common';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatUsd, formatUsdRange } from '@/web/lib/format';
import { unitLabel } from '../utils/unit-label';

// the cost engine calls a score of 2 or more a strong match (match-catalog-item.ts)
const STRONG_SCORE = 2;
const Figure = ({ label, value, hint }: { label: string; value: string; hint?: string }) => (
  <div className="rounded-lg bg-muted/50 p-3">
    <p className="text-xs text-muted-foreground">{label}</p>
    <p className="text-lg font-semibold tabular-nums">{value}</p>
    {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
  </div>
);

/** What the cost engine made of the text: the catalog item, why it matched, and the price in that region. */
export const CostMatchResult = ({ result }: { result: AdminCostMatchResponse }) => {
  const { match, estimate } = result;
  const unit = unitLabel(result.unitType);
  // the job's figures as the report shows them: labor floored at the trade's minimum visit
  const job = estimate ? lineTotals({ costEstimate: estimate, quantity: result.quantity }) : null;
  const minimum = estimate ? minimumVisitNote({ costEstimate: estimate, quantity: result.quantity }) : null;
  return (
    <Card aria-label="Match result" role="region">
      <CardHeader>
        <CardDescription className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" />
          <span data-testid="cost-match-region">{result.region}</span>
        </CardDescription>
        {match ? (
          <>
            <CardTitle data-testid="cost-match-item">{match.itemName}</CardTitle>
            <div className="flex flex-wrap gap-2">
              <Badge variant="secondary">{match.itemCode}</Badge>
              <Badge variant="outline">{CATEGORY_NAMES[match.category as CategoryKey] ?? match.category}</Badge>
              <Badge variant="outline">{match.trade}</Badge>
              <Badge variant="outline">priced per {unitLabel(match.unit)}</Badge>
            </div>
          </>
        ) : (
          <CardTitle className="flex items-center gap-2">
            <CircleAlert className="size-5 text-muted-foreground" aria-hidden="true" />
            No catalog item matched
          </CardTitle>
        )}
      </CardHeader>
      <CardContent className="space-y-6">
        {match && (
          <div className="space-y-2">
            <p className="text-sm">
              Score{' '}
              <span className="font-semibold tabular-nums" data-testid="cost-match-score">
                {match.priorityScore}
              </span>
              <span className="text-muted-foreground">
                {' '}
                ({match.priorityScore >= STRONG_SCORE ? 'strong' : 'weak'} match) · {match.matchedKeywords.length} of{' '}
                {match.totalKeywords} keywords
              </span>
            </p>
            <ul className="flex flex-wrap gap-1.5" aria-label="Matched keywords">
              {match.matchedKeywords.map((keyword) => (
                <li key={keyword}>
                  <Badge variant="default">{keyword}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        {estimate ? (
          <div className="space-y-3">
            <h3 className="text-sm font-semibold">Regional price</h3>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure
                label={`Per ${unit}`}
                value={formatUsdRange(estimate.minCost, estimate.maxCost)}
                hint={`${formatUsd(estimate.averageCost)} average`}
              />
              <Figure label="Labor" value={formatUsd(estimate.laborCost)} hint="per unit, average" />
              <Figure label="Material" value={formatUsd(estimate.materialCost)} hint="per unit, average" />
              <Figure
                label={`For ${result.quantity} ${unitLabel(result.unitType, result.quantity)}`}
                value={formatUsdRange(job?.min ?? 0, job?.max ?? 0)}
                hint={
                  estimate.uncertaintyPct === null
                    ? 'specialist: range only'
                    : `±${estimate.uncertaintyPct}% uncertainty`
                }
              />
            </div>
            {estimate.scope && <p className="text-xs">Priced as: {estimate.scope}</p>}
            {minimum && <p className="text-xs">{minimum}</p>}
            <p className="text-xs text-muted-foreground" data-testid="cost-match-source">
              {estimate.sourceLabel} · urgency {estimate.urgency}
            </p>
            {[...estimate.laborCitations, ...estimate.materialCitations].length > 0 && (
              <ul className="space-y-1 text-xs">
                {[...estimate.laborCitations, ...estimate.materialCitations].map((citation) => (
                  <li key={citation.url + citation.label}>
                    <a
                      href={citation.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 text-primary hover:underline"
                    >
                      {citation.label}
                      <ExternalLink className="size-3" aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            No estimate: a report finding with this text would show no cost.
          </p>
        )}
        <p className="text-xs text-muted-foreground">Catalog {result.catalogVersion}</p>
      </CardContent>
    </Card>
  );
};
