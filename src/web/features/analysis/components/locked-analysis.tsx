import { Check, HardHat, Layers, Lock, LockOpen, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { formatUsdRange } from '@/contracts/analysis-display';
import { NOMINAL_CREDIT_PRICE_CENTS } from '@/contracts/credits';
import type { Analysis } from '@/contracts/reports';
import { useCreditPackages } from '@/web/components/credits/credit-queries';
import { UnlockReportDialog } from '@/web/components/credits/unlock-report-dialog';
import { useUnlockReturn } from '@/web/components/credits/unlock-return';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatCents, pluralize } from '@/web/lib/format';

/** §6: what unlocking gives, listed on the upgrade card. */
export const LOCKED_ITEMS = [
  'Detailed issue descriptions',
  'Specific repair recommendations',
  'Contractor contact information',
  'Detailed cost breakdowns',
  'SMS messaging to contractors',
] as const;

const TeaserFigure = ({ icon, label, value }: { icon: ReactNode; label: string; value: string }) => (
  <div className="flex items-center gap-3 rounded-lg bg-muted/40 p-4">
    {icon}
    <div className="min-w-0">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p
        className="text-lg font-semibold tabular-nums"
        data-testid={`teaser-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {value}
      </p>
    </div>
  </div>
);

/**
 * The locked view (no full access): the teaser from the server's real figures — estimated cost range, categories,
 * contractor trades — and the upgrade card with the price of one credit, the unlock dialog and /credits?report=ID.
 * The server sends no finding for a locked report, so nothing else could be shown.
 */
export const LockedAnalysis = ({ analysis }: { analysis: Analysis }) => {
  // back from a purchase started for this report: the unlock dialog opens, one confirmation away
  const [unlocking, setUnlocking] = useState(useUnlockReturn());
  const packages = useCreditPackages();
  const single = packages.data?.find((p) => p.credits === 1);
  const price = formatCents(single?.priceInCents ?? NOMINAL_CREDIT_PRICE_CENTS);
  const { teaser } = analysis;
  const reportId = analysis.report.id;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
            Analysis Preview
          </CardTitle>
          <CardDescription>{analysis.upgradeMessage}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-3">
          <TeaserFigure
            icon={<Wallet className="size-6 shrink-0 text-primary" aria-hidden="true" />}
            label="Estimated repair costs"
            value={
              teaser.totalCostRange
                ? formatUsdRange(teaser.totalCostRange.min, teaser.totalCostRange.max)
                : 'Not priced'
            }
          />
          <TeaserFigure
            icon={<Layers className="size-6 shrink-0 text-primary" aria-hidden="true" />}
            label="Categories affected"
            value={pluralize(teaser.categoryCount, 'category', 'categories')}
          />
          <TeaserFigure
            icon={<HardHat className="size-6 shrink-0 text-primary" aria-hidden="true" />}
            label="Contractor trades"
            value={pluralize(teaser.contractorTradeCount, 'trade')}
          />
        </CardContent>
      </Card>

      <Card className="border-primary/40">
        <CardHeader>
          <CardTitle>Unlock the full analysis</CardTitle>
          <CardDescription>
            <span className="text-2xl font-semibold text-foreground">{price}</span> for 1 credit · lifetime access to
            this report
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <ul className="grid gap-2 sm:grid-cols-2">
            {LOCKED_ITEMS.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm">
                <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setUnlocking(true)}>
              <LockOpen aria-hidden="true" />
              Use Credit to Unlock
            </Button>
            <Button asChild variant="outline">
              <Link href={`/credits?report=${reportId}`}>Buy Credits</Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <UnlockReportDialog
        open={unlocking}
        onOpenChange={setUnlocking}
        report={{ id: reportId, filename: analysis.report.filename }}
        after="stay"
      />
    </div>
  );
};
