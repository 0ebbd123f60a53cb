import { ClipboardList, Eye } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Analysis } from '@/contracts/reports';
import { Button } from '@/web/components/ui/button';
import { pluralize } from '@/web/lib/format';
import { useIncludeAll, useSetExclusion } from '../api/set-deficiency-exclusion';
import {
  allFindings,
  contractorIndex,
  contractorsFor,
  countByFilter,
  groupFindings,
  hasAnyEstimate,
  navigationSections,
  pricingRegion,
  type RiskFilter as Filter,
  SECTION_ANCHORS,
} from '../utils/findings-view';
import { FindingCard } from './finding-card';
import { LockedAnalysis } from './locked-analysis';
import { AnalysisSummarySection, PropertyLocationSection, RiskGuideSection } from './overview-sections';
import { PanelSection } from './panel-section';
import { RenderingErrorBoundary } from './rendering-error-boundary';
import { FailedState, LoadingResultsState, NoIssuesState, ProcessingState } from './report-state-messages';
import { RiskFilter } from './risk-filter';
import { SectionNavigation } from './section-navigation';
import { TotalCostsSection } from './total-costs-section';

/**
 * The detail panel: the per-report states (processing, failed, locked, no issues, still loading) or the list —
 * navigation, property location, analysis summary, risk guide, total costs, detailed findings with the risk
 * filter and one section per category. `listRef` marks where the list starts (its floating Back to top).
 */
export const DetailPanel = ({
  analysis,
  isRefreshing,
  listRef,
}: {
  analysis: Analysis;
  isRefreshing: boolean;
  listRef?: (element: HTMLElement | null) => void;
}) => {
  if (analysis.status === 'processing') return <ProcessingState stage={analysis.stage} />;
  if (analysis.status !== 'completed') return <FailedState reason={analysis.failureReason} />;
  if (!analysis.hasFullAccess) return <LockedAnalysis analysis={analysis} />;
  const count = allFindings(analysis.deficiencies).length;
  if (count === 0) return isRefreshing ? <LoadingResultsState /> : <NoIssuesState />;
  return <FindingsList analysis={analysis} listRef={listRef} />;
};

const FindingsList = ({
  analysis,
  listRef,
}: {
  analysis: Analysis;
  listRef?: (element: HTMLElement | null) => void;
}) => {
  const reportId = analysis.report.id;
  const [filter, setFilter] = useState<Filter>('all');
  const exclusion = useSetExclusion(reportId);
  const includeAll = useIncludeAll(reportId);

  const findings = useMemo(() => allFindings(analysis.deficiencies), [analysis.deficiencies]);
  const groups = useMemo(() => groupFindings(analysis.deficiencies, filter), [analysis.deficiencies, filter]);
  const allGroups = useMemo(() => groupFindings(analysis.deficiencies, 'all'), [analysis.deficiencies]);
  const contractors = useMemo(() => contractorIndex(analysis.contractors), [analysis.contractors]);
  const counts = countByFilter(findings);
  const visible = groups.reduce((sum, g) => sum + g.items.length, 0);
  const excluded = findings.filter((d) => d.excluded);
  const withCosts = hasAnyEstimate(findings);
  const pendingId = exclusion.isPending ? exclusion.variables?.id : undefined;

  return (
    <div ref={listRef} className="space-y-6" data-testid="deficiency-list">
      {visible > 0 && <SectionNavigation sections={navigationSections(groups, withCosts)} />}
      <RenderingErrorBoundary resetKey={analysis}>
        <PropertyLocationSection
          address={analysis.propertyAddress}
          inspectionDate={analysis.inspectionDate}
          region={pricingRegion(findings)}
        />
      </RenderingErrorBoundary>
      <RenderingErrorBoundary resetKey={analysis}>
        <AnalysisSummarySection summary={analysis.summary} excludedCount={excluded.length} hasEstimates={withCosts} />
      </RenderingErrorBoundary>
      <RiskGuideSection />
      {withCosts && (
        <RenderingErrorBoundary resetKey={analysis}>
          <TotalCostsSection findings={findings} groups={allGroups} />
        </RenderingErrorBoundary>
      )}
      <PanelSection
        anchor={SECTION_ANCHORS.detailedFindings}
        title="Detailed Findings"
        icon={<ClipboardList className="size-5 text-primary" aria-hidden="true" />}
        actions={
          excluded.length > 0 && (
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0"
              disabled={includeAll.isPending}
              onClick={() => includeAll.mutate(excluded.map((d) => d.id))}
            >
              <Eye aria-hidden="true" />
              Include All Items
            </Button>
          )
        }
      >
        <div className="space-y-3">
          <RiskFilter value={filter} counts={counts} onChange={setFilter} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {pluralize(visible, 'issue')} of {findings.length}
            {excluded.length > 0 ? ` · ${excluded.length} excluded` : ''}
          </p>
          {visible === 0 && (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              No {filter} issues in this report.
            </p>
          )}
        </div>
      </PanelSection>
      {groups.map((group) => (
        <PanelSection
          key={group.key}
          anchor={group.anchor}
          title={
            <>
              {group.name}
              <span className="text-sm font-normal text-muted-foreground">
                ({pluralize(group.items.length, 'issue')})
              </span>
            </>
          }
          className="border-none bg-transparent p-0 shadow-none sm:p-0"
        >
          <div className="space-y-4">
            {group.items.map((deficiency) => (
              <RenderingErrorBoundary key={deficiency.id} resetKey={deficiency}>
                <FindingCard
                  reportId={reportId}
                  propertyAddress={analysis.propertyAddress}
                  deficiency={deficiency}
                  contractors={contractorsFor(deficiency, contractors)}
                  onExclude={(value) => exclusion.mutate({ id: deficiency.id, excluded: value })}
                  exclusionPending={pendingId === deficiency.id || includeAll.isPending}
                />
              </RenderingErrorBoundary>
            ))}
          </div>
        </PanelSection>
      ))}
    </div>
  );
};
