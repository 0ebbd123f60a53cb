import { CATEGORY_NAMES, type AnalysisResult } from '../analysis/types';

// The human-readable form of one analysis (npm run analyze without --json).

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

export const printTable = (file: string, r: AnalysisResult) => {
  console.log(`Report:   ${file}`);
  console.log(
    `Property: ${r.propertyAddress?.full ?? '(not stated)'}   Inspected: ${r.inspectionDate ?? '(not stated)'}`,
  );
  console.log(`Format:   ${r.format}, ${r.pages} pages, ${r.deficiencies.length} deficiencies`);
  console.log('');
  console.log(
    `${pad('#', 4)}${pad('Category', 14)}${pad('Severity', 10)}${pad('Page', 6)}${pad('Description', 58)}Cost (avg, range)`,
  );
  let min = 0;
  let avg = 0;
  let max = 0;
  r.deficiencies.forEach((d, i) => {
    const c = d.costEstimate;
    const q = d.quantity || 1;
    const cost = c ? `${money(c.averageCost * q)} (${money(c.minCost * q)}–${money(c.maxCost * q)})` : '—';
    if (c) {
      min += c.minCost * q;
      avg += c.averageCost * q;
      max += c.maxCost * q;
    }
    console.log(
      `${pad(String(i + 1), 4)}${pad(CATEGORY_NAMES[d.category], 14)}${pad(d.severity, 10)}${pad(String(d.page), 6)}${pad(d.description, 58)}${cost}`,
    );
  });
  const count = (s: string) => r.deficiencies.filter((d) => d.severity === s).length;
  console.log('');
  console.log(
    `Totals: ${r.deficiencies.length} deficiencies (${count('critical')} critical, ${count('major')} major, ${count('minor')} minor)`,
  );
  console.log(`Estimated cost: ${money(avg)} (${money(min)}–${money(max)})`);
  const t = r.timings;
  console.log(`Timings: extract ${t.extractMs} ms, find ${t.findMs} ms, price ${t.priceMs} ms, total ${t.totalMs} ms`);
};
