// An underline is a line drawn under the text, not part of it: word processors draw it as a thin filled rectangle or
// a stroked line just below the baseline, often in pieces (one per word and space). A report whose legend says
// "Underlined items should be addressed…" marks findings this way. Each text item is underlined when a line runs
// under most of it, close below its baseline, and not far beyond it (a table's rule spans its whole row).
import type { Rule } from './operator-text';

interface Positioned {
  transform: number[];
  width: number;
  height: number;
}

// more lines than this on a page is a drawing or a ruled form, not underlined text
const MAX_RULES = 2000;
// where an underline sits: below the baseline by at most this share of the text size
const BELOW = 0.35;
// the pieces of one underline: on the same height within this (points), with gaps of at most this (points)
const SAME_HEIGHT = 0.6;
const GAP = 3;

/** Rules on one height whose pieces touch, joined into one. */
export const joinRules = (rules: readonly Rule[]): Rule[] => {
  const sorted = [...rules].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const out: Rule[] = [];
  for (const r of sorted) {
    const last = out.findLast((o) => Math.abs(o.y - r.y) < SAME_HEIGHT && r.x0 <= o.x1 + GAP && r.x1 >= o.x0 - GAP);
    if (last) {
      last.x0 = Math.min(last.x0, r.x0);
      last.x1 = Math.max(last.x1, r.x1);
    } else out.push({ ...r });
  }
  return out;
};

/** The items with `underline` set where a line is drawn under them. */
export const withUnderlines = <T extends Positioned>(
  items: T[],
  rules: readonly Rule[],
): (T & { underline?: true })[] => {
  if (rules.length === 0 || rules.length > MAX_RULES) return items;
  const joined = joinRules(rules);
  return items.map((item) => {
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
    // upright text only: a turned item's baseline is not horizontal
    if (a <= 0 || Math.abs(b) > 1e-3 * a || item.width <= 0) return item;
    const size = Math.hypot(c, d) || item.height || 10;
    const [x0, x1] = [e, e + item.width];
    const under = joined.some((r) => {
      if (r.y > f || r.y < f - BELOW * size) return false;
      const overlap = Math.min(r.x1, x1) - Math.max(r.x0, x0);
      // under most of the item, and not running on far past it (a table's rule spans the row)
      return overlap >= 0.6 * item.width && r.x1 - r.x0 <= 2 * item.width + 4 * size;
    });
    return under ? { ...item, underline: true as const } : item;
  });
};
