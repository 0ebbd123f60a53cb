import type { Finding } from '../types';
import { overlap } from './summary-merge';

const same = (a: Finding, b: Finding) =>
  Math.abs(a.page - b.page) <= 1 && overlap(`${a.quote} ${a.description}`, `${b.quote} ${b.description}`) >= 0.5;

/**
 * Combines a model's findings with the rules engine's: a finding both found stays as the rules engine cited it
 * (it carries the inspector's own label), filling in what the rules left empty; findings only the model saw
 * are added. Report order is kept.
 */
export const mergeLlmFindings = (builtin: Finding[], llm: Finding[]): Finding[] => {
  const out = builtin.map((f) => ({ ...f }));
  for (const f of llm) {
    const twin = out.find((b) => same(b, f));
    if (twin) {
      twin.location ??= f.location;
      twin.recommendation ??= f.recommendation;
      twin.repairMethod ??= f.repairMethod;
      continue;
    }
    if (!out.some((o) => o.page === f.page && o.quote === f.quote)) out.push({ ...f, source: 'llm' });
  }
  return out.sort((a, b) => a.page - b.page);
};
