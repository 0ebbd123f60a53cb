import { ArrowRight } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { useCreditBalance, useCreditPackages, useCreditTransactions } from '../api/credit-queries';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';
import { useReports } from '../api/get-reports';
import { BalanceSummary } from './balance-summary';
import { PackageGrid } from './package-grid';
import { TransactionHistory } from './transaction-history';
import { UseCreditsCard } from './use-credits-card';

const reportParam = (search: string): number | null => {
  const value = new URLSearchParams(search).get('report');
  return value && /^\d+$/.test(value) ? Number(value) : null;
};

/** /credits: balance, totals, 'use existing credits', packages and the history (platform §2). */
export const CreditsPage = () => {
  const search = useSearch();
  const balance = useCreditBalance();
  const transactions = useCreditTransactions();
  const packages = useCreditPackages();
  const reports = useReports();
  const preselectedId = reportParam(search);

  return (
    <PageContainer>
      <PageHeader
        title="Credits"
        description="One credit unlocks the full analysis of one report: every finding, cost breakdown and contractor contact. Credits never expire."
        actions={
          <Button variant="outline" asChild>
            <Link href="/purchase-credits">
              Compare packages
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <div className="space-y-10">
        <BalanceSummary balance={balance.data} loading={balance.isPending} />

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
          <div className="min-w-0 lg:col-span-2">
            <UseCreditsCard
              balance={balance.data?.balance}
              reports={reports.data}
              reportsLoading={reports.isPending}
              preselectedId={preselectedId}
            />
          </div>
          <div className="min-w-0 lg:col-span-3">
            <TransactionHistory
              transactions={transactions.data}
              loading={transactions.isPending}
              error={transactions.isError}
            />
          </div>
        </div>

        <section aria-labelledby="packages-heading" className="space-y-4">
          <div>
            <h2 id="packages-heading" className="text-xl font-semibold tracking-tight">
              Buy Credits
            </h2>
            <p className="text-sm text-muted-foreground">One-time purchase. Pay once, use whenever you need.</p>
          </div>
          <PackageGrid
            packages={packages.data ?? undefined}
            loading={packages.isPending}
            reportId={preselectedId ?? undefined}
          />
        </section>
      </div>
    </PageContainer>
  );
};
