import { ClipboardList, Eye } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Analysis } from '@/contracts/reports';
import { Button } from '@/web/components/ui/button';
import { pluralize } from '@/web/lib/format';
import { useIncludeAll, useSetExclusion } from '../api/set-deficiency-exclusion';
import { useGroupMode } from '../hooks/use-group-mode';
import {
  allFindings,
  contractorIndex,
  contractorsFor,
  countByFilter,
  GROUP_MODES,
  groupFindings,
  groupFindingsBy,
  hasAnyEstimate,
  matchesFilter,
  pricingRegion,
  type RiskFilter as Filter,
  SECTION_ANCHORS,
  topPriorities,
} from '../utils/findings-view';
import { AddFindingDialog } from './add-finding-dialog';
import { FindingCard } from './finding-card';
import { LockedAnalysis } from './locked-analysis';
import { PanelSection } from './panel-section';
import { RenderingErrorBoundary } from './rendering-error-boundary';
import { ReportContractors } from './report-contractors';
import { FailedState, LoadingResultsState, NoIssuesState, ProcessingState } from './report-state-messages';
import { RiskFilter } from './risk-filter';
import { TopPriorities } from './top-priorities';
import { TotalCostsSection } from './total-costs-section';

/**
 * The detail panel: the per-report states (processing, failed, locked, no issues, still loading) or the analysis —
 * top priorities, total costs, all findings as compact rows (grouped by severity or category, the buyer's choice)
 * and the contractors once per trade. `listRef` marks where the list starts (its floating Back to top).
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

const GROUP_LABELS = { category: 'Category', severity: 'Severity' } as const;

const findingIdInHash = (): number | null => {
  const match = /^#finding-(\d+)$/.exec(typeof window === 'undefined' ? '' : window.location.hash);
  return match ? Number(match[1]) : null;
};

const FindingsList = ({
  analysis,
  listRef,
}: {
  analysis: Analysis;
  listRef?: (element: HTMLElement | null) => void;
}) => {
  const reportId = analysis.report.id;
  // only the owner corrects the findings (an admin reading another user's report would be answered 404)
  const editable = analysis.viewerIsOwner;
  const [filter, setFilter] = useState<Filter>('all');
  const [groupMode, setGroupMode] = useGroupMode();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => {
    const id = findingIdInHash();
    return new Set(id === null ? [] : [id]);
  });
  const [scrollTo, setScrollTo] = useState<number | null>(findingIdInHash);
  const exclusion = useSetExclusion(reportId);
  const includeAll = useIncludeAll(reportId);

  const findings = useMemo(() => allFindings(analysis.deficiencies), [analysis.deficiencies]);
  const groups = useMemo(
    () => groupFindingsBy(analysis.deficiencies, filter, groupMode),
    [analysis.deficiencies, filter, groupMode],
  );
  const categoryGroups = useMemo(() => groupFindings(analysis.deficiencies, 'all'), [analysis.deficiencies]);
  const priorities = useMemo(() => topPriorities(findings), [findings]);
  const contractors = useMemo(() => contractorIndex(analysis.contractors), [analysis.contractors]);
  const counts = countByFilter(findings);
  const excluded = findings.filter((d) => d.excluded);
  const visible = findings.filter((d) => !d.excluded && matchesFilter(d, filter)).length;
  const withCosts = hasAnyEstimate(findings);
  const pendingId = exclusion.isPending ? exclusion.variables?.id : undefined;

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Open a finding from a link (priorities, contractors): show it whatever the filter, expand it, scroll to it. */
  const open = useCallback(
    (id: number) => {
      const finding = findings.find((d) => d.id === id);
      if (finding && !matchesFilter(finding, filter)) setFilter('all');
      setExpanded((current) => new Set([...current, id]));
      setScrollTo(id);
      window.history.replaceState(window.history.state, '', `#finding-${id}`);
    },
    [findings, filter],
  );

  useEffect(() => {
    if (scrollTo === null) return;
    const element = document.getElementById(`finding-${scrollTo}`);
    element?.scrollIntoView?.({ block: 'start' });
    element?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus({ preventScroll: true });
    setScrollTo(null);
  }, [scrollTo]);

  return (
    <div ref={listRef} className="space-y-4" data-testid="deficiency-list">
      <RenderingErrorBoundary resetKey={analysis}>
        <TopPriorities findings={priorities} onOpen={open} />
      </RenderingErrorBoundary>
      {withCosts && (
        <RenderingErrorBoundary resetKey={analysis}>
          <TotalCostsSection
            findings={findings}
            groups={categoryGroups}
            region={pricingRegion(findings)}
            excludedCount={excluded.length}
          />
        </RenderingErrorBoundary>
      )}
      <PanelSection
        anchor={SECTION_ANCHORS.detailedFindings}
        title="All findings"
        icon={<ClipboardList className="size-5 text-primary" aria-hidden="true" />}
        className="p-3 sm:p-4"
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {editable && excluded.length > 0 && (
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
            )}
            {editable && <AddFindingDialog reportId={reportId} onAdded={open} />}
          </div>
        }
      >
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <div role="group" aria-label="Group findings by" className="flex items-center gap-1 text-sm">
              <span className="text-muted-foreground">Group by</span>
              {GROUP_MODES.map((mode) => (
                <Button
                  key={mode}
                  size="sm"
                  variant={groupMode === mode ? 'secondary' : 'ghost'}
                  aria-pressed={groupMode === mode}
                  onClick={() => setGroupMode(mode)}
                >
                  {GROUP_LABELS[mode]}
                </Button>
              ))}
            </div>
            <RiskFilter value={filter} counts={counts} onChange={setFilter} />
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="showing-count">
            Showing {pluralize(visible, 'issue')} of {counts.all}
            {excluded.length > 0 ? ` · ${excluded.length} excluded` : ''}
          </p>
          {visible === 0 && excluded.length === 0 && (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              No {filter} issues in this report.
            </p>
          )}
        </div>
        <div className="mt-3 space-y-4">
          {groups.map((group) => (
            <section
              key={group.key}
              id={group.anchor}
              aria-labelledby={`${group.anchor}-title`}
              className="scroll-mt-24"
            >
              <h3 id={`${group.anchor}-title`} className="mb-1.5 text-sm font-semibold">
                {group.name}{' '}
                <span className="font-normal text-muted-foreground">
                  ({pluralize(group.items.filter((d) => !d.excluded).length, 'issue')})
                </span>
              </h3>
              <div className="space-y-1.5">
                {group.items.map((deficiency) => (
                  <RenderingErrorBoundary key={deficiency.id} resetKey={deficiency}>
                    <FindingCard
                      reportId={reportId}
                      propertyAddress={analysis.propertyAddress}
                      deficiency={deficiency}
                      contractors={contractorsFor(deficiency, contractors)}
                      expanded={expanded.has(deficiency.id)}
                      onToggle={() => toggle(deficiency.id)}
                      onExclude={(value) => exclusion.mutate({ id: deficiency.id, excluded: value })}
                      exclusionPending={pendingId === deficiency.id || includeAll.isPending}
                      editable={editable}
                    />
                  </RenderingErrorBoundary>
                ))}
              </div>
            </section>
          ))}
        </div>
      </PanelSection>
      <RenderingErrorBoundary resetKey={analysis}>
        <ReportContractors analysis={analysis} findings={findings} onOpen={open} />
      </RenderingErrorBoundary>
    </div>
  );
};
