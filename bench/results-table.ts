import type { Machine } from './machine';

export interface Row {
  metric: string;
  measured: string;
  /** empty when the issue sets no target for the row */
  target: string;
  /** null: informational (no target) */
  pass: boolean | null;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export const renderTable = (rows: Row[]): string => {
  const lines = ['| Metric | Measured | Target | Result |', '|---|---|---|---|'];
  for (const row of rows) {
    const result = row.pass === null ? '' : row.pass ? 'pass' : '**FAIL**';
    lines.push(`| ${cell(row.metric)} | ${cell(row.measured)} | ${cell(row.target)} | ${result} |`);
  }
  return lines.join('\n');
};

export const renderRun = (machine: Machine, rows: Row[], notes: string[], loadAtEnd: number): string => {
  const failed = rows.filter((r) => r.pass === false).length;
  const header =
    `### ${machine.date} — ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}` +
    ` (load average ${machine.load} at the start, ${loadAtEnd} at the end)`;
  const summary = failed === 0 ? 'All targets met.' : `${failed} target(s) missed.`;
  return [header, '', renderTable(rows), '', summary, ...notes.map((n) => `- ${n}`)].join('\n');
};
