// A page's text is read in the frame where it runs left to right. Most pages print their text upright in PDF space,
// but a landscape page is often drawn sideways on a portrait page and turned for display (`/Rotate 90`), and a page
// can be printed sideways on purpose (a wide table). Read in PDF space, the lines of such a page share one x and
// their words run down the page: every line of a paragraph would be joined into one. The page's reading turn is the
// quarter turn most of its characters run at; its text positions are mapped into the frame that turns it upright.

import { visibleChars } from '../visible-chars';

/** Quarter turns, counter-clockwise, a page's text runs at in PDF space. */
export type Turn = 0 | 1 | 2 | 3;

// a run rotated by a few degrees (a skewed scan's text layer) still runs at its quarter; a 45° watermark runs at none
const TOLERANCE = (10 * Math.PI) / 180;

/** The quarter turn a text matrix runs at, or null when it runs at none. */
export const turnOf = (a: number, b: number): Turn | null => {
  if (a === 0 && b === 0) return null;
  const angle = Math.atan2(b, a);
  const quarters = Math.round(angle / (Math.PI / 2));
  if (Math.abs(angle - (quarters * Math.PI) / 2) > TOLERANCE) return null;
  return (((quarters % 4) + 4) % 4) as Turn;
};

/** The turn most of the page's characters run at when it holds more than half of them; else upright. */
export const readingTurn = (items: readonly { str: string; transform: readonly number[] }[]): Turn => {
  const chars = [0, 0, 0, 0];
  let total = 0;
  for (const item of items) {
    const n = visibleChars(item.str);
    if (n === 0) continue;
    total += n;
    const turn = turnOf(item.transform[0] ?? 1, item.transform[1] ?? 0);
    if (turn !== null) chars[turn]! += n;
  }
  let best: Turn = 0;
  for (const turn of [1, 2, 3] as const) if (chars[turn]! > chars[best]!) best = turn;
  return chars[best]! * 2 > total ? best : 0;
};

export interface UprightFrame {
  width: number;
  height: number;
  /** a PDF-space point as x from the left and y from the top of the page turned upright */
  point(e: number, f: number): [number, number];
}

/** The frame a page is read in, given its view box (x0, y0, x1, y1) and its reading turn. */
export const uprightFrame = (view: readonly number[], turn: Turn): UprightFrame => {
  const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = view;
  const width = x1 - x0;
  const height = y1 - y0;
  switch (turn) {
    case 1: // runs up the page: the glyphs' tops face left, so the first line is the leftmost
      return { width: height, height: width, point: (e, f) => [f - y0, e - x0] };
    case 2: // upside down
      return { width, height, point: (e, f) => [x1 - e, f - y0] };
    case 3: // runs down the page: the first line is the rightmost
      return { width: height, height: width, point: (e, f) => [y1 - f, x1 - e] };
    default:
      return { width, height, point: (e, f) => [e - x0, y1 - f] };
  }
};
