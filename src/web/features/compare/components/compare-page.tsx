import { useQueries, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Analysis, ReportListItem } from '@/contracts/reports';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDate, pluralize } from '@/web/lib/format';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  compareHref,
  parseCompareIds,
  summarizeForComparison,
  type ReportComparison,
} from '../utils/compare-reports';
import { ComparisonTable } from './comparison-table';
import { PrioritiesColumns } from './priorities-columns';
import { queryKeys } from '@/web/lib/query-keys';

/** Unlocked, analysed reports: the only ones whose findings the server sends. */
const comparable = (reports: readonly ReportListItem[]) =>
  reports.filter((r) => r.status === 'completed' && r.hasFullAccess);

const reportTitle = (r: ReportListItem) => r.enhancedData.propertyAddress ?? r.filename;

const Picker = ({
  reports,
  selected,
  onChange,
}: {
  reports: ReportListItem[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) => (
  <fieldset className="rounded-xl border p-4">
    <legend className="px-1 text-sm font-medium">
      Reports to compare{' '}
      <span className="text-muted-foreground">
        (choose {COMPARE_MIN} to {COMPARE_MAX})
      </span>
    </legend>
    <ul className="grid gap-2 sm:grid-cols-2">
      {reports.map((r) => {
        const checked = selected.includes(r.id);
        const id = `compare-${r.id}`;
        return (
          <li key={r.id} className="flex items-start gap-2">
            <Checkbox
              id={id}
              checked={checked}
              disabled={!checked && selected.length >= COMPARE_MAX}
              onCheckedChange={(value) =>
                onChange(value === true ? [...selected, r.id] : selected.filter((s) => s !== r.id))
              }
              className="mt-0.5"
            />
            <label htmlFor={id} className="min-w-0 text-sm">
              <span className="block font-medium break-words">{reportTitle(r)}</span>
              <span className="block text-xs text-muted-foreground">
                {r.filename} · {formatDate(r.uploadedAt)} · {pluralize(r.summary.totalDeficiencies ?? 0, 'finding')}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  </fieldset>
);

/**
 * /reports/compare?ids=… — two to four of the user's unlocked reports side by side: findings by severity and by
 * category with their estimated costs, then each report's top priorities. Built from each report's analysis (the
 * same answer the report's page reads), so nothing here can disagree with a report's own page.
 */
export const ComparePage = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const selected = parseCompareIds(search);
  const list = useQuery<ReportListItem[] | null>({ queryKey: queryKeys.reports });
  const candidates = comparable(list.data ?? []);
  const chosen = selected.filter((id) => candidates.some((r) => r.id === id));
  const analyses = useQueries({
    queries: chosen.map((id) => ({ queryKey: queryKeys.reportAnalysis(id) })),
  });
  const columns: ReportComparison[] = analyses.flatMap((q) =>
    q.data && (q.data as Analysis).hasFullAccess ? [summarizeForComparison(q.data as Analysis)] : [],
  );
  const loading = list.isPending || analyses.some((q) => q.isPending);

  return (
    <PageContainer>
      <PageHeader
        title="Compare reports"
        description="Two to four of your unlocked reports side by side: what each found, by severity and by category, and what to fix first."
        actions={
          <Button variant="outline" asChild>
            <Link href="/reports">
              <ArrowLeft aria-hidden="true" />
              All reports
            </Link>
          </Button>
        }
      />
      {list.isPending ? (
        <Skeleton className="h-32 w-full rounded-xl" />
      ) : candidates.length < COMPARE_MIN ? (
        <Card>
          <CardContent className="space-y-3 p-6 text-center">
            <p className="font-medium">Comparing needs at least two unlocked reports.</p>
            <p className="text-sm text-muted-foreground">
              You have {candidates.length === 0 ? 'none' : 'one'} yet. Unlock another report to compare it.
            </p>
            <Button asChild>
              <Link href="/reports">Go to your reports</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-6">
          <Picker
            reports={candidates}
            selected={chosen}
            onChange={(ids) => navigate(compareHref(ids), { replace: true })}
          />
          {chosen.length < COMPARE_MIN ? (
            <p className="text-sm text-muted-foreground" role="status">
              Choose {chosen.length === 0 ? 'two reports' : 'one more report'} to see them side by side.
            </p>
          ) : loading ? (
            <Skeleton className="h-64 w-full rounded-xl" aria-busy="true" />
          ) : (
            <>
              <ComparisonTable columns={columns} />
              <PrioritiesColumns columns={columns} />
            </>
          )}
        </div>
      )}
    </PageContainer>
  );
};
