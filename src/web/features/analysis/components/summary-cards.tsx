import { HardHat, Layers, ListChecks, OctagonAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Summary } from '@/contracts/reports';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';

const SummaryCard = ({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: string;
}) => (
  <Card className="flex items-center gap-3 p-4">
    <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
    <div className="min-w-0">
      <p
        className="text-2xl leading-none font-semibold tabular-nums"
        data-testid={`summary-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {value.toLocaleString('en-US')}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{label}</p>
    </div>
  </Card>
);

/** The four summary cards of a completed analysis with at least one finding (platform §9). */
export const SummaryCards = ({ summary, contractorCount }: { summary: Summary; contractorCount: number }) => (
  <section aria-label="Summary" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
    <SummaryCard
      label="Total Issues"
      value={summary.totalDeficiencies ?? 0}
      icon={ListChecks}
      tone="bg-primary/10 text-primary"
    />
    <SummaryCard
      label="Critical"
      value={summary.severityCount?.critical ?? 0}
      icon={OctagonAlert}
      tone="bg-severity-critical/12 text-severity-critical"
    />
    <SummaryCard
      label="Categories"
      value={summary.categoriesAffected}
      icon={Layers}
      tone="bg-secondary text-secondary-foreground"
    />
    <SummaryCard label="Contractors" value={contractorCount} icon={HardHat} tone="bg-success/15 text-success" />
  </section>
);
