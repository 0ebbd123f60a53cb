import { ListFilter } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { RISK_FILTER_LABELS, RISK_FILTERS, type RiskFilter as Filter } from '../utils/findings-view';

/** §4 risk filter: all, critical, major, minor, each with its count. */
export const RiskFilter = ({
  value,
  counts,
  onChange,
}: {
  value: Filter;
  counts: Record<Filter, number>;
  onChange: (value: Filter) => void;
}) => (
  <div role="group" aria-label="Filter by risk" className="flex flex-wrap items-center gap-2">
    <ListFilter className="size-4 text-muted-foreground" aria-hidden="true" />
    {RISK_FILTERS.map((filter) => (
      <Button
        key={filter}
        size="sm"
        variant={value === filter ? 'default' : 'outline'}
        aria-pressed={value === filter}
        onClick={() => onChange(filter)}
      >
        {RISK_FILTER_LABELS[filter]} <span className="tabular-nums opacity-80">({counts[filter]})</span>
      </Button>
    ))}
  </div>
);
