// The published-guide check of the cost engine (issue 24, docs/costs.md): every repair of
// test-data/cost-reference.json is priced from its finding text, nationally (or in the state the guide is about),
// and its average job total is compared with the guide's low–high range.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { estimateFinding } from '@/analysis/costs/estimate';
import { NATIONAL_REGION, resolveRegion } from '@/analysis/costs/region';
import { CATEGORY_KEYS } from '@/analysis/types';
import { lineTotals } from '@/contracts/analysis-display';

export const COST_REFERENCE_PATH = fileURLToPath(new URL('../../../test-data/cost-reference.json', import.meta.url));

const ReferenceEntrySchema = z.object({
  id: z.string().min(1),
  repair: z.string().min(1),
  set: z.enum(['tuned', 'heldout']),
  category: z.enum(CATEGORY_KEYS),
  /** what an inspector would write: the engine prices this text */
  text: z.string().min(1),
  /** 'job': the guide's range is for the whole job; 'sq_ft' / 'lin_ft': it is a unit price */
  unit: z.enum(['job', 'sq_ft', 'lin_ft']),
  low: z.number().positive(),
  high: z.number().positive(),
  /** a guide about one state's prices is checked against that state's labor index */
  state: z.string().length(2).optional(),
  source: z.object({
    publisher: z.string().min(1),
    url: z.string().url(),
    year: z.number().int().nullable(),
    quote: z.string().min(1),
  }),
});
export type ReferenceEntry = z.infer<typeof ReferenceEntrySchema>;

const ReferenceFileSchema = z.object({ entries: z.array(ReferenceEntrySchema).min(1) });

export const loadCostReference = (path = COST_REFERENCE_PATH): ReferenceEntry[] => {
  const { entries } = ReferenceFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const ids = new Set(entries.map((e) => e.id));
  if (ids.size !== entries.length) throw new Error('cost reference: duplicate ids');
  for (const e of entries) if (e.low > e.high) throw new Error(`cost reference ${e.id}: low above high`);
  return entries;
};

export interface PricedReference {
  entry: ReferenceEntry;
  itemCode: string | null;
  /** our average for the guide's unit (job total, or the per-unit price), null when the engine gave none */
  ours: number | null;
  inside: boolean;
  /** ours / the guide's midpoint */
  ratio: number | null;
  /** the job total includes the trade's minimum visit */
  minimumApplied: boolean;
}

export const priceReference = (entry: ReferenceEntry): PricedReference => {
  const region = entry.state ? resolveRegion({ state: entry.state }) : NATIONAL_REGION;
  const priced = estimateFinding(
    {
      category: entry.category,
      severity: 'major',
      description: entry.text,
      quote: entry.text,
      location: null,
      recommendation: null,
    },
    region,
  );
  const estimate = priced.costEstimate;
  let ours: number | null = null;
  let minimumApplied = false;
  if (estimate && entry.unit === 'job') {
    const totals = lineTotals({ costEstimate: estimate, quantity: priced.quantity });
    ours = totals?.average ?? null;
    minimumApplied = !!totals && totals.average > estimate.averageCost * priced.quantity;
  } else if (estimate && priced.unitType === entry.unit) {
    ours = estimate.averageCost;
  }
  const mid = (entry.low + entry.high) / 2;
  return {
    entry,
    itemCode: priced.itemCode,
    ours,
    inside: ours !== null && ours >= entry.low && ours <= entry.high,
    ratio: ours === null ? null : ours / mid,
    minimumApplied,
  };
};

export interface ReferenceSummary {
  count: number;
  priced: number;
  inside: number;
  insideShare: number;
  medianRatio: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export const summarize = (rows: readonly PricedReference[]): ReferenceSummary => {
  const ratios = rows.flatMap((r) => (r.ratio === null ? [] : [r.ratio]));
  const inside = rows.filter((r) => r.inside).length;
  return {
    count: rows.length,
    priced: ratios.length,
    inside,
    insideShare: rows.length ? inside / rows.length : 0,
    medianRatio: median(ratios),
  };
};

const money = (n: number | null) =>
  n === null ? '—' : n < 100 && !Number.isInteger(n) ? `$${n.toFixed(2)}` : `$${Math.round(n).toLocaleString('en-US')}`;

const summaryLine = (label: string, s: ReferenceSummary) =>
  `${label}: ${s.inside}/${s.count} inside the published range (${(100 * s.insideShare).toFixed(1)} %), median ours/midpoint ${s.medianRatio.toFixed(2)}, ${s.priced} priced`;

/** The table `npm run eval` prints: one line per repair, then the tuned, held-out and whole-set figures. */
export const formatCostReference = (rows: readonly PricedReference[]): string => {
  const lines = ['', 'published-guide cost check (test-data/cost-reference.json, national unless a state is given)'];
  lines.push(
    `${'set'.padEnd(8)}${'repair'.padEnd(26)}${'item'.padEnd(18)}${'ours'.padStart(9)}  guide range        ratio`,
  );
  for (const r of rows) {
    const e = r.entry;
    const unit = e.unit === 'job' ? '' : `/${e.unit === 'sq_ft' ? 'sq ft' : 'ft'}`;
    lines.push(
      `${e.set.padEnd(8)}${e.id.slice(0, 25).padEnd(26)}${(r.itemCode ?? '—').padEnd(18)}${money(r.ours).padStart(9)}${unit.padEnd(0)}  ${`${money(e.low)}–${money(e.high)}${unit}`.padEnd(19)}${r.ratio === null ? '  —' : r.ratio.toFixed(2).padStart(5)} ${r.inside ? 'in' : 'OUT'}${r.minimumApplied ? ' (minimum visit)' : ''}`,
    );
  }
  lines.push(summaryLine('tuned', summarize(rows.filter((r) => r.entry.set === 'tuned'))));
  lines.push(summaryLine('held-out', summarize(rows.filter((r) => r.entry.set === 'heldout'))));
  lines.push(summaryLine('all', summarize(rows)));
  return lines.join('\n');
};

export const runCostReference = (path = COST_REFERENCE_PATH): PricedReference[] =>
  loadCostReference(path).map(priceReference);
