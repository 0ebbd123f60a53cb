// Highlighting and shaded cells are filled shapes drawn under the text, not part of it: a report whose legend says
// "Yellow highlighting designates a defect" marks findings this way. Each text item takes the colour of the
// smallest filled box under its middle.
import type { FilledBox } from './operator-text';

interface Positioned {
  transform: number[];
  width: number;
  height: number;
}

const COLOR = /^#[0-9a-f]{6}$/i;
// near-white fills are paper: a white box inside a shaded one clears the shading
const isPaper = (hex: string) => [1, 3, 5].every((i) => parseInt(hex.slice(i, i + 2), 16) >= 0xf0);
// more boxes than this on a page is a drawing (a chart, a floor plan), not shading behind text
const MAX_BOXES = 4000;

/** The items with `background` set where a coloured (not white) filled box lies under them. */
export const withBackgrounds = <T extends Positioned>(
  items: T[],
  boxes: FilledBox[],
  view: number[],
): (T & { background?: string })[] => {
  const [vx0 = 0, vy0 = 0, vx1 = 612, vy1 = 792] = view;
  const pageArea = Math.abs((vx1 - vx0) * (vy1 - vy0));
  // a box filling most of the page is its background colour (rules too thin to hold text never reach here)
  const under = boxes.filter((b) => (b.x1 - b.x0) * (b.y1 - b.y0) < pageArea * 0.5 && COLOR.test(b.color));
  if (under.length === 0 || under.length > MAX_BOXES) return items;
  return items.map((item) => {
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 10;
    // the middle of the item's first line of glyphs: half its advance along the baseline, a third of its size up
    const ux = Math.hypot(a, b) ? a / Math.hypot(a, b) : 1;
    const uy = Math.hypot(a, b) ? b / Math.hypot(a, b) : 0;
    const x = e + (ux * item.width) / 2 - uy * size * 0.33;
    const y = f + (uy * item.width) / 2 + ux * size * 0.33;
    let best: FilledBox | null = null;
    let bestArea = Infinity;
    for (const box of under) {
      if (x < box.x0 || x > box.x1 || y < box.y0 || y > box.y1) continue;
      const area = (box.x1 - box.x0) * (box.y1 - box.y0);
      if (area < bestArea) {
        best = box;
        bestArea = area;
      }
    }
    if (!best || isPaper(best.color)) return item;
    return { ...item, background: best.color.toLowerCase() };
  });
};
