import { formatUsdRange } from '@/contracts/analysis-display';
import { Link } from 'wouter';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';
import { findingRange, type ReportComparison } from '../utils/compare-reports';

/** Per report, the first few priorities; the rest are a click away on the report's own page. */
const SHOWN = 5;

const GRID: Record<number, string> = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' };

/** Each report's top priorities (critical, then major, most expensive first), one column per report. */
export const PrioritiesColumns = ({ columns }: { columns: readonly ReportComparison[] }) => (
  <section aria-labelledby="compare-priorities" className="space-y-3">
    <h2 id="compare-priorities" className="text-lg font-semibold">
      Top priorities
    </h2>
    <div className={cn('grid gap-4', GRID[columns.length])}>
      {columns.map((c) => (
        <article key={c.id} className="rounded-xl border bg-card p-3" data-testid="compare-priorities">
          <h3 className="mb-2 line-clamp-2 text-sm font-semibold">{c.title}</h3>
          {c.priorities.length === 0 ? (
            <p className="text-sm text-muted-foreground">No critical or major findings.</p>
          ) : (
            <ol className="divide-y text-sm">
              {c.priorities.slice(0, SHOWN).map((d) => {
                const cost = findingRange(d);
                return (
                  <li key={d.id} className="py-2" data-severity={d.severity}>
                    <div className="flex items-start gap-2">
                      <Badge variant={d.severity === 'critical' ? 'critical' : 'major'} className="shrink-0">
                        {d.severity === 'critical' ? 'Critical' : 'Major'}
                      </Badge>
                      <span className="min-w-0 flex-1 font-medium break-words">{d.description}</span>
                    </div>
                    <p className="mt-0.5 flex justify-between gap-2 text-xs text-muted-foreground">
                      <span className="truncate">
                        {[d.location, d.page !== null ? `page ${d.page}` : null].filter(Boolean).join(' · ')}
                      </span>
                      <span className="shrink-0 tabular-nums">
                        {cost ? formatUsdRange(cost.min, cost.max) : 'No price'}
                      </span>
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
          {c.priorities.length > SHOWN && (
            <Link href={`/reports/${c.id}`} className="mt-1 inline-block text-sm text-primary hover:underline">
              {c.priorities.length - SHOWN} more on the report
            </Link>
          )}
        </article>
      ))}
    </div>
  </section>
);
