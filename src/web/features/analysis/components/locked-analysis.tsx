import { HardHat, Layers, Lock, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatUsdRange } from '@/contracts/analysis-display';
import type { Analysis } from '@/contracts/reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { pluralize } from '@/web/lib/format';
import { useAnalysisSlots } from './analysis-slots';

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
 * contractor trades — and below it the credits feature's offer to unlock (a slot the route fills). The server sends
 * no finding for a locked report, so nothing else could be shown.
 */
export const LockedAnalysis = ({ analysis }: { analysis: Analysis }) => {
  const { unlockOffer } = useAnalysisSlots();
  const { teaser } = analysis;
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

      {unlockOffer?.({ id: analysis.report.id, filename: analysis.report.filename })}
    </div>
  );
};
