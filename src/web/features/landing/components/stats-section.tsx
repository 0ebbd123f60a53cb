import { formatDuration, useSiteConfig } from '@/web/components/site/site-config';
import { MEASURED_ACCURACY } from '@/web/components/site/measured';
import { POLICIES } from '@/web/components/site/policies';
import { Section } from './section';

interface Stat {
  value: string;
  label: string;
  note: string;
}

/** Only figures we can stand behind: facts of the product, and timing measured on this site when there is enough. */
export const StatsSection = () => {
  const { data: config } = useSiteConfig();
  const stats: Stat[] = [
    ...(config?.costCatalog
      ? [
          {
            value: String(config.costCatalog.itemCount),
            label: 'repair types priced',
            note: `Our cost catalog, version ${config.costCatalog.version}, built on public BLS wage data`,
          },
        ]
      : []),
    {
      value: `${Math.round(MEASURED_ACCURACY.recallPct)}%`,
      label: 'of marked deficiencies found',
      note: `On our ${MEASURED_ACCURACY.reports}-report ${MEASURED_ACCURACY.set}, where every deficiency was marked by hand; ${Math.round(MEASURED_ACCURACY.precisionPct)}% of what we report is a real one. Unfamiliar formats score lower.`,
    },
    // measured speed when this site has enough analyses behind it; otherwise a fact about the cost model
    config?.analysisTiming
      ? {
          value: formatDuration(config.analysisTiming.medianSeconds),
          label: 'median time to results',
          note: `Measured from upload to finished analysis over our last ${config.analysisTiming.sampleSize} reports`,
        }
      : {
          value: '51',
          label: 'regional labor indexes',
          note: 'Every state plus DC, applied to the labor part of each estimate',
        },
    { value: '$0', label: 'referral fees', note: 'Contractors never pay to appear in your results' },
    {
      value: `${POLICIES.uploadRetentionHours} h`,
      label: 'until your upload is deleted',
      note: 'The analysis stays in your account; the file does not',
    },
  ];
  return (
    <Section id="numbers" eyebrow="By the numbers" title="Figures we can show our working for">
      <dl className="grid gap-px overflow-hidden rounded-2xl border bg-border sm:grid-cols-2 lg:grid-cols-5 [&>*:last-child]:sm:col-span-2 [&>*:last-child]:lg:col-span-1">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col gap-1 bg-card p-6">
            <dt className="order-2 font-medium">{s.label}</dt>
            <dd className="order-1 text-4xl font-semibold tracking-tight text-primary">{s.value}</dd>
            <dd className="order-3 text-sm text-muted-foreground">{s.note}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
};
