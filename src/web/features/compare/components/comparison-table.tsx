import { formatUsdRange } from '@/contracts/analysis-display';
import { Link } from 'wouter';
import { cn } from '@/web/lib/utils';
import { categoryRows, type ReportComparison } from '../utils/compare-reports';

const SEVERITY_ROWS = [
  { key: 'critical', label: 'Critical', dot: 'bg-severity-critical' },
  { key: 'major', label: 'Major', dot: 'bg-severity-major' },
  { key: 'minor', label: 'Minor', dot: 'bg-severity-minor' },
] as const;

const range = (min: number | null, max: number | null) =>
  min === null || max === null ? 'No price' : formatUsdRange(min, max);

const RowHead = ({ children, className }: { children: React.ReactNode; className?: string }) => (
  <th
    scope="row"
    className={cn('sticky left-0 bg-card py-2 pr-3 text-left font-normal text-muted-foreground', className)}
  >
    {children}
  </th>
);

const GroupRow = ({ label, span }: { label: string; span: number }) => (
  <tr>
    <th scope="colgroup" colSpan={span} className="pt-4 pb-1 text-left text-xs font-semibold tracking-wide uppercase">
      {label}
    </th>
  </tr>
);

/** Findings by severity and by category, one column per report, with the estimated cost of each group. */
export const ComparisonTable = ({ columns }: { columns: readonly ReportComparison[] }) => {
  const categories = categoryRows(columns);
  const span = columns.length + 1;
  return (
    <div className="overflow-x-auto rounded-xl border bg-card p-3 sm:p-4">
      <table
        className="w-full border-collapse text-sm"
        // a phone shows two reports without scrolling; three or four scroll sideways under the sticky row names
        style={{ minWidth: `${7 + columns.length * 7.5}rem` }}
        data-testid="comparison-table"
      >
        <caption className="sr-only">Findings and estimated repair costs of the compared reports</caption>
        <thead>
          <tr className="border-b">
            <td className="sticky left-0 w-28 bg-card sm:w-40" />
            {columns.map((c) => (
              <th key={c.id} scope="col" className="px-2 pb-2 text-left align-bottom font-semibold">
                <Link href={`/reports/${c.id}`} className="line-clamp-2 text-primary hover:underline">
                  {c.title}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&_td]:px-2 [&_td]:py-2 [&_td]:tabular-nums [&_tr+tr]:border-t">
          <GroupRow label="By severity" span={span} />
          {SEVERITY_ROWS.map((s) => (
            <tr key={s.key}>
              <RowHead>
                <span className={cn('mr-2 inline-block size-2 rounded-full', s.dot)} aria-hidden="true" />
                {s.label}
              </RowHead>
              {columns.map((c) => (
                <td key={c.id} className={cn(c.severity[s.key] > 0 && s.key !== 'minor' && 'font-semibold')}>
                  {c.severity[s.key]}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <RowHead className="font-medium text-foreground">All findings</RowHead>
            {columns.map((c) => (
              <td key={c.id} className="font-medium">
                {c.total}
              </td>
            ))}
          </tr>
          <tr>
            <RowHead className="font-medium text-foreground">Estimated repairs</RowHead>
            {columns.map((c) => (
              <td key={c.id} className="font-semibold" data-testid="compare-total-cost">
                {c.cost ? formatUsdRange(c.cost.min, c.cost.max) : 'No price'}
              </td>
            ))}
          </tr>
          <GroupRow label="By category" span={span} />
          {categories.map((category) => (
            <tr key={category}>
              <RowHead>{category}</RowHead>
              {columns.map((c) => {
                const found = c.categories.find((x) => x.category === category);
                return (
                  <td key={c.id}>
                    {found ? (
                      <>
                        <span className="font-medium">{found.count}</span>
                        <span className="block text-xs text-muted-foreground">{range(found.min, found.max)}</span>
                      </>
                    ) : (
                      <>
                        <span className="text-muted-foreground" aria-hidden="true">
                          —
                        </span>
                        <span className="sr-only">none</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
