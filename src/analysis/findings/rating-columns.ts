import { formBoxes, type DocLine } from './doc-lines';
import type { LabelInfo } from './vocabulary';

const POSITIVE_CODES: Record<string, Omit<LabelInfo, 'label'>> = {
  // a safety column marks the item as safety-related; the wording decides whether it is critical
  SAF: { flags: true, severity: 'major', safety: true },
  SH: { flags: true, severity: 'major', safety: true },
  MC: { flags: true, severity: 'major' },
  RR: { flags: true, severity: 'minor' },
  R: { flags: true, severity: 'minor' },
  NR: { flags: true, severity: 'minor' },
  D: { flags: true, severity: 'minor' },
  DEF: { flags: true, severity: 'minor' },
  MM: { flags: true, severity: 'minor' },
  DM: { flags: true, severity: 'minor' },
  IQ: { flags: true, severity: 'minor' },
  M: { flags: true, severity: 'minor' },
};
const NEGATIVE_CODES = new Set(['NI', 'NP', 'NA', 'N/A', 'E']);
const NEUTRAL_CODES = new Set(['IN', 'I', 'S', 'SER', 'SAT', 'OK', 'A', 'AC']);

const headerTokens = (header: DocLine) =>
  header.line.runs.flatMap((run) => {
    // a run may hold several codes ('SER MM RR'): spread them over the run's width
    const parts = run.text.trim().split(/\s+/).filter(Boolean);
    const step = parts.length ? run.width / parts.length : 0;
    return parts.map((code, i) => ({ code, center: run.x + step * (i + 0.5) }));
  });

const nearestCode = (x: number, tokens: { code: string; center: number }[]) => {
  let best: string | null = null;
  let dist = Infinity;
  for (const t of tokens) {
    const d = Math.abs(t.center - x);
    if (d < dist) [best, dist] = [t.code, d];
  }
  return dist < 40 ? best : null;
};

/** Turns the codes an inspector checked into one label. */
export const labelFromCodes = (codes: string[]): LabelInfo | null => {
  if (codes.length === 0) return null;
  const positive = codes.filter((c) => POSITIVE_CODES[c]);
  if (positive.length) {
    const safety = positive.find((c) => POSITIVE_CODES[c]!.safety);
    const major = positive.find((c) => POSITIVE_CODES[c]!.severity === 'major');
    const pick = safety ?? major ?? positive[0]!;
    return { label: `${codes.join('+')} checked`, ...POSITIVE_CODES[pick]! };
  }
  if (codes.every((c) => NEGATIVE_CODES.has(c)))
    return { label: `${codes.join('+')} checked`, flags: false, severity: null };
  if (codes.some((c) => NEUTRAL_CODES.has(c)))
    return { label: `${codes.join('+')} checked`, flags: false, severity: null, soft: true };
  return null;
};

/** Codes of the checked boxes on a checklist row, read against the column header above it. */
export const checkedCodes = (row: DocLine, header: DocLine | null | undefined): string[] => {
  if (!header) return [];
  // as many boxes as column codes: the k-th box belongs to the k-th code
  const boxes = formBoxes(row.text);
  const columns = header.text.trim().split(/\s+/);
  if (boxes.length === columns.length) return columns.filter((_, k) => boxes[k] === '☒');
  const tokens = headerTokens(header);
  const codes: string[] = [];
  for (const run of row.line.runs) {
    const t = run.text.trim();
    if (t !== '☒' && t.toUpperCase() !== 'X') continue;
    const code = nearestCode(run.x + run.width / 2, tokens);
    if (code) codes.push(code);
  }
  return codes;
};

/**
 * Ratings from item grids ('2.0 SIDING … X' under 'IN RR NI NA'), keyed by item number, so that comments
 * written further down under '2.0 …' know how the inspector rated the item.
 */
export const gridRatings = (lines: readonly DocLine[], isHeader: (text: string) => boolean): Map<string, LabelInfo> => {
  const out = new Map<string, LabelInfo>();
  let header: DocLine | null = null;
  for (const l of lines) {
    if (isHeader(l.text)) {
      header = l;
      continue;
    }
    if (!header || header.page !== l.page) continue;
    const m = /^(\d{1,2}\.\d{1,2})\s/.exec(l.text);
    if (!m) continue;
    const label = labelFromCodes(checkedCodes(l, header));
    if (label) out.set(m[1]!, label);
  }
  return out;
};
