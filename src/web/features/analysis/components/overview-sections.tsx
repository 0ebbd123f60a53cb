import { BookOpen, ChartNoAxesColumn, MapPin } from 'lucide-react';
import { formatUsdRange, RISK_LABELS, type RiskLevel } from '@/contracts/analysis-display';
import type { Summary } from '@/contracts/reports';
import { Badge } from '@/web/components/ui/badge';
import { pluralize } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { SECTION_ANCHORS } from '../utils/findings-view';
import { RISK_DESCRIPTIONS, RISK_STYLES } from '../utils/risk-style';
import { PanelSection } from './panel-section';
import { RiskBadge } from './risk-badge';

export const PropertyLocationSection = ({
  address,
  inspectionDate,
  region,
}: {
  address: string | null;
  inspectionDate: string | null;
  region: string | null;
}) => (
  <PanelSection
    anchor={SECTION_ANCHORS.propertyLocation}
    title="Property Location"
    icon={<MapPin className="size-5 text-primary" aria-hidden="true" />}
  >
    <dl className="grid gap-3 text-sm sm:grid-cols-3">
      <div className="sm:col-span-1">
        <dt className="text-muted-foreground">Address</dt>
        <dd className="font-medium break-words">{address ?? 'Not found in the report'}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Inspection date</dt>
        <dd className="font-medium">{inspectionDate ?? 'Not found in the report'}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Priced for</dt>
        <dd className="font-medium break-words">{region ?? 'US national average'}</dd>
      </div>
    </dl>
  </PanelSection>
);

const SEVERITIES: Exclude<RiskLevel, 'low'>[] = ['critical', 'major', 'minor'];

export const AnalysisSummarySection = ({
  summary,
  excludedCount,
  hasEstimates,
}: {
  summary: Summary;
  excludedCount: number;
  hasEstimates: boolean;
}) => {
  const total = summary.totalDeficiencies ?? 0;
  return (
    <PanelSection
      anchor={SECTION_ANCHORS.analysisSummary}
      title="Analysis Summary"
      icon={<ChartNoAxesColumn className="size-5 text-primary" aria-hidden="true" />}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <p className="text-sm">
            <span className="font-semibold">{pluralize(total, 'issue')}</span> in{' '}
            <span className="font-semibold">{pluralize(summary.categoriesAffected, 'category', 'categories')}</span>
            {hasEstimates && (
              <>
                , estimated at{' '}
                <span className="font-semibold" data-testid="summary-cost-range">
                  {formatUsdRange(summary.totalCostRange.min, summary.totalCostRange.max)}
                </span>
              </>
            )}
            .
          </p>
          <ul className="space-y-2">
            {SEVERITIES.map((level) => {
              const count = summary.severityCount?.[level] ?? 0;
              const Icon = RISK_STYLES[level].icon;
              return (
                <li key={level} className="flex items-center gap-3 text-sm">
                  <Icon className={cn('size-4 shrink-0', RISK_STYLES[level].text)} aria-hidden="true" />
                  <span className="w-28 shrink-0">{RISK_LABELS[level]}</span>
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <span
                      className={cn('block h-full rounded-full', RISK_STYLES[level].fill)}
                      style={{ width: `${total > 0 ? (count / total) * 100 : 0}%` }}
                    />
                  </span>
                  <span className="w-8 text-right font-medium tabular-nums">{count}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">Categories affected</p>
          <div className="flex flex-wrap gap-1.5">
            {summary.categories.length > 0 ? (
              summary.categories.map((name) => (
                <Badge key={name} variant="outline">
                  {name}
                </Badge>
              ))
            ) : (
              <span className="text-sm text-muted-foreground">None</span>
            )}
          </div>
          {excludedCount > 0 && (
            <p className="text-sm text-muted-foreground">
              {pluralize(excludedCount, 'item')} excluded from the report {excludedCount === 1 ? 'is' : 'are'} left out
              of these figures.
            </p>
          )}
        </div>
      </div>
    </PanelSection>
  );
};

const LEVELS: RiskLevel[] = ['critical', 'major', 'minor', 'low'];

export const RiskGuideSection = () => (
  <PanelSection
    anchor={SECTION_ANCHORS.riskGuide}
    title="Risk Assessment Guide"
    icon={<BookOpen className="size-5 text-primary" aria-hidden="true" />}
  >
    <ul className="grid gap-3 sm:grid-cols-2">
      {LEVELS.map((level) => (
        <li key={level} className="space-y-1.5 rounded-lg border p-3">
          <RiskBadge severity={level} />
          <p className="text-sm text-muted-foreground">{RISK_DESCRIPTIONS[level]}</p>
        </li>
      ))}
    </ul>
  </PanelSection>
);
