import { lineTotals } from '@/contracts/analysis-display';
import type { SharedAnalysis, SharedFinding } from '@/contracts/share-links';
import { Badge } from '@/web/components/ui/badge';
import { formatUsdRange, pluralize } from '@/web/lib/format';

// the job's total as the owner's page and the summary count it (labor floored at the trade's minimum visit)
const findingCost = (finding: SharedFinding): string | null => {
  const totals = lineTotals(finding);
  if (!totals || (totals.min <= 0 && totals.max <= 0)) return null;
  return formatUsdRange(totals.min, totals.max);
};

/** The shared analysis: the summary and every finding the owner kept, with the inspector's words and costs. */
export const SharedAnalysisView = ({ analysis }: { analysis: SharedAnalysis }) => {
  const { summary } = analysis;
  return (
    <div className="space-y-6">
      <section className="rounded-xl border bg-card p-4 shadow-xs sm:p-6">
        <h1 className="text-2xl font-semibold">Home inspection analysis</h1>
        <p className="mt-1 break-words text-muted-foreground">
          {analysis.propertyAddress ?? 'Property address not given'}
          {analysis.inspectionDate ? ` · inspected ${analysis.inspectionDate}` : ''}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <div>
            <dt className="text-xs text-muted-foreground">Findings</dt>
            <dd className="text-xl font-semibold">{summary.totalDeficiencies ?? analysis.findings.length}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Critical</dt>
            <dd className="text-xl font-semibold">{summary.severityCount?.critical ?? 0}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Major</dt>
            <dd className="text-xl font-semibold">{summary.severityCount?.major ?? 0}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Estimated repair costs</dt>
            <dd className="text-xl font-semibold">
              {formatUsdRange(summary.totalCostRange.min, summary.totalCostRange.max)}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-label="Findings" className="space-y-3">
        <h2 className="text-lg font-semibold">{pluralize(analysis.findings.length, 'finding')}</h2>
        {analysis.findings.map((finding) => {
          const cost = findingCost(finding);
          return (
            <article key={finding.id} className="rounded-lg border bg-card p-4 shadow-xs" data-testid="shared-finding">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={finding.severity}>{finding.severity.toUpperCase()}</Badge>
                <span className="text-sm text-muted-foreground">
                  {finding.category}
                  {finding.location ? ` · ${finding.location}` : ''}
                </span>
              </div>
              <p className="mt-2 font-medium break-words">{finding.description}</p>
              {finding.recommendation && (
                <p className="mt-1 text-sm break-words text-muted-foreground">{finding.recommendation}</p>
              )}
              {finding.quote && (
                <blockquote className="mt-2 border-l-2 pl-3 text-sm break-words italic">
                  “{finding.quote}”
                  {finding.page !== null && (
                    <span className="ml-1 text-xs not-italic text-muted-foreground">(report page {finding.page})</span>
                  )}
                </blockquote>
              )}
              {cost && (
                <p className="mt-2 text-sm">
                  Estimated cost: <span className="font-semibold">{cost}</span>
                  {finding.quantity > 1 ? ` for ${finding.quantity} ${finding.unitType.replace('_', ' ')}` : ''}
                </p>
              )}
            </article>
          );
        })}
      </section>
      <p className="text-xs text-muted-foreground">
        Costs are regional estimates from the Punchlist cost catalog, not quotes. Shared read-only.
      </p>
    </div>
  );
};
