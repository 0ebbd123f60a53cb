import {
  type Box,
  coveredPatches,
  inkLimit,
  inPixels,
  luminance,
  type PageImage,
  paperLuminance,
  PHOTO_MIN_TILES,
  TILE,
} from './page-image';

// A label is a solid shape of ink (a pill, a tag, a dark heading band) around light type, a line or two high and a
// word or more wide. Its tiles are found as covered patches at least this wide and high (in tiles); type splits a
// label's tiles into a top and a bottom half where they happen to fall across its letters, so two tiles is enough.
const LABEL_MIN_WIDTH = 6;
const LABEL_MIN_HEIGHT = 2;
// (loosely: an icon on the label and its letters leave tiles uncovered; the pixels decide)
const LABEL_FILL = 0.6;
// What makes a patch a label, at the pixel level: its ink is one connected piece nearly as wide as the patch (dark
// type, bold or not, is letters, each its own piece), solid across most of its width above the type and below it (an
// underline is solid below only).
const ONE_PIECE = 0.9;
const SOLID_ROW = 0.8;
// A hole in a label clearly taller than its capitals (the tallest quarter of its shapes) and not narrow is an icon
// (the white disc of a "minus" badge, a ring): it stays paper, or OCR reads the inverted disc as "©", "e" or "@".
const ICON_HEIGHT = 1.25;
const ICON_MIN_ASPECT = 0.6;
const MIN_LETTERS_FOR_ICONS = 3;
// Dark type on a coloured band (black capitals on a red heading bar): ink that is part of the band's piece but much
// darker than the band itself. A band this dark has no darker type (a black bar carries light type). Three or more
// such shapes are its letters; then the band becomes paper and its letters stay black, instead of being inverted.
const DARK_TYPE = 0.5;
const MIN_BAND_LUMINANCE = 40;
const MIN_DARK_LETTERS = 3;
const RIM = 2;

const NEIGHBOURS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
] as const;

/** Pixels of `area` (4-connected) from `seed` for which `inside(x, y)` holds, as indices into the image. */
const flood = (
  img: PageImage,
  area: Box,
  seed: [number, number],
  inside: (x: number, y: number) => boolean,
  seen: Uint8Array,
): number[] => {
  const found: number[] = [];
  const stack = [seed[1] * img.width + seed[0]];
  seen[stack[0]!] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    found.push(i);
    const x = i % img.width;
    const y = (i - x) / img.width;
    for (const [dx, dy] of NEIGHBOURS) {
      const [nx, ny] = [x + dx, y + dy];
      const n = ny * img.width + nx;
      if (nx < area.x0 || ny < area.y0 || nx >= area.x1 || ny >= area.y1 || seen[n] || !inside(nx, ny)) continue;
      seen[n] = 1;
      stack.push(n);
    }
  }
  return found;
};

const boundsOf = (img: PageImage, pixels: number[]): Box => {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const i of pixels) {
    const x = i % img.width;
    const y = (i - x) / img.width;
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x + 1);
    box.y1 = Math.max(box.y1, y + 1);
  }
  return box;
};

/**
 * The label around a covered patch: the largest connected piece of ink with pixels in it, looked for a little beyond
 * the patch (the tiles miss a label's rounded ends and edges). Null when that piece is not a label's shape.
 */
const labelPiece = (img: PageImage, patch: Box, isInk: (x: number, y: number) => boolean) => {
  const reach = patch.y1 - patch.y0;
  const area = {
    x0: Math.max(0, patch.x0 - reach),
    y0: Math.max(0, patch.y0 - 2 * TILE),
    x1: Math.min(img.width, patch.x1 + reach),
    y1: Math.min(img.height, patch.y1 + 2 * TILE),
  };
  const seen = new Uint8Array(img.width * img.height);
  let best: number[] = [];
  let bestInPatch = 0;
  for (let y = patch.y0; y < Math.min(img.height, patch.y1); y++) {
    for (let x = patch.x0; x < Math.min(img.width, patch.x1); x++) {
      if (seen[y * img.width + x] || !isInk(x, y)) continue;
      const piece = flood(img, area, [x, y], isInk, seen);
      const inPatch = piece.filter((i) => {
        const [px, py] = [i % img.width, Math.floor(i / img.width)];
        return px >= patch.x0 && px < patch.x1 && py >= patch.y0 && py < patch.y1;
      }).length;
      if (inPatch > bestInPatch) [best, bestInPatch] = [piece, inPatch];
    }
  }
  if (best.length === 0) return null;
  const box = boundsOf(img, best);
  // part of something larger than the area looked at (a photo's edge, a ruling): not a label
  const cut =
    (box.x0 === area.x0 && area.x0 > 0) ||
    (box.y0 === area.y0 && area.y0 > 0) ||
    (box.x1 === area.x1 && area.x1 < img.width) ||
    (box.y1 === area.y1 && area.y1 < img.height);
  if (cut || box.x1 - box.x0 < ONE_PIECE * (patch.x1 - patch.x0)) return null;
  const rows = new Array<number>(box.y1 - box.y0).fill(0);
  for (const i of best) rows[Math.floor(i / img.width) - box.y0]!++;
  const solid = (r: number) => r >= SOLID_ROW * (box.x1 - box.x0);
  const third = Math.max(1, Math.floor(rows.length / 3));
  if (!rows.slice(0, third).some(solid) || !rows.slice(-third).some(solid)) return null;
  return { pixels: best, box };
};

/** The letters of dark type on a band, when the band carries any: shapes much darker than the band's own colour. */
const darkLetters = (
  img: PageImage,
  pixels: number[],
  box: Box,
): { ink: Uint8Array; letters: Box[]; color: string } | null => {
  const shades = pixels.map((i) => luminance(img.data, 4 * i)).sort((a, b) => a - b);
  const band = shades[Math.floor(shades.length / 2)]!;
  if (band < MIN_BAND_LUMINANCE) return null;
  const darker = (x: number, y: number) => luminance(img.data, 4 * (y * img.width + x)) < DARK_TYPE * band;
  const ink = new Uint8Array(img.width * img.height);
  const letters: Box[] = [];
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++)
      if (!ink[y * img.width + x] && darker(x, y)) letters.push(boundsOf(img, flood(img, box, [x, y], darker, ink)));
  // specks (anti-aliasing, scanner noise) are not letters: a letter is at least a third of the tallest shape's height
  const tallest = Math.max(0, ...letters.map((b) => b.y1 - b.y0));
  const real = letters.filter((b) => b.y1 - b.y0 >= tallest / 3);
  if (real.length < MIN_DARK_LETTERS) return null;
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++) {
      const i = y * img.width + x;
      if (!ink[i]) continue;
      for (let k = 0; k < 3; k++) sum[k]! += img.data[4 * i + k]!;
      n++;
    }
  const hex = (v: number) =>
    Math.round(v / n)
      .toString(16)
      .padStart(2, '0');
  return { ink, letters: real, color: `#${sum.map(hex).join('')}` };
};

/** A label's box, and where its type sits (in pixels), when it has letters: OCR's word boxes on a label are often
 * as tall as the line tesseract joined it to, while its letters here are exact. */
export interface Label extends Box {
  baseline?: number;
  capHeight?: number;
  /** dark type on the band (kept dark), not light type (inverted): the colour of its letters, '#rrggbb' */
  darkType?: string;
}

// Most letters sit on the baseline (the median bottom); capitals, ascenders and i's dots reach the cap height (the
// top of the tallest quarter of the shapes).
const typeOf = (letters: Box[]): Pick<Label, 'baseline' | 'capHeight'> => {
  if (letters.length === 0) return {};
  const bottoms = letters.map((b) => b.y1).sort((a, b) => a - b);
  const tops = letters.map((b) => b.y0).sort((a, b) => a - b);
  const baseline = bottoms[Math.floor(bottoms.length / 2)]!;
  return { baseline, capHeight: baseline - tops[Math.floor(tops.length / 4)]! };
};

/**
 * Turns light type on coloured labels and dark bars ("Deficiency" on an orange pill, a white heading on a black band)
 * into dark type on paper, in place, so OCR reads it as it reads the rest of the page (tesseract misses much reverse
 * type). The label's ink becomes paper, the light shapes it encloses become ink (its letters), except an icon. Returns
 * the labels' boxes: their words are reverse type, white in the text layer's terms.
 */
export const invertLabels = (img: PageImage, paper = paperLuminance(img)): Label[] => {
  const limit = inkLimit(paper);
  const isInk = (x: number, y: number) => luminance(img.data, 4 * (y * img.width + x)) < limit;
  const paint = (i: number, v: number) => img.data.fill(v, 4 * i, 4 * i + 3);
  const labels: Label[] = [];
  const found = coveredPatches(img, paper)
    .filter((p) => {
      const [w, h] = [p.x1 - p.x0, p.y1 - p.y0];
      return w >= LABEL_MIN_WIDTH && h >= LABEL_MIN_HEIGHT && h < PHOTO_MIN_TILES && p.count >= LABEL_FILL * w * h;
    })
    .map(inPixels);
  for (const patch of found) {
    // the two halves of one label are two patches
    if (labels.some((l) => patch.x0 < l.x1 && patch.x1 > l.x0 && patch.y0 < l.y1 && patch.y1 > l.y0)) continue;
    const label = labelPiece(img, patch, isInk);
    if (!label) continue;
    const { box } = label;
    const dark = darkLetters(img, label.pixels, box);
    if (dark) {
      // the band and its anti-aliased rim become paper, its letters black
      for (let y = Math.max(0, box.y0 - RIM); y < Math.min(img.height, box.y1 + RIM); y++)
        for (let x = Math.max(0, box.x0 - RIM); x < Math.min(img.width, box.x1 + RIM); x++)
          paint(y * img.width + x, dark.ink[y * img.width + x] ? 0 : 255);
      labels.push({ ...box, ...typeOf(dark.letters), darkType: dark.color });
      continue;
    }
    const piece = new Uint8Array(img.width * img.height);
    for (const i of label.pixels) piece[i] = 1;
    // what the label encloses: not reached from its box's edge without crossing it
    const outside = new Uint8Array(img.width * img.height);
    const open = (x: number, y: number) => !piece[y * img.width + x];
    for (let x = box.x0; x < box.x1; x++) {
      for (const y of [box.y0, box.y1 - 1])
        if (open(x, y) && !outside[y * img.width + x]) flood(img, box, [x, y], open, outside);
    }
    for (let y = box.y0; y < box.y1; y++) {
      for (const x of [box.x0, box.x1 - 1])
        if (open(x, y) && !outside[y * img.width + x]) flood(img, box, [x, y], open, outside);
    }
    // the enclosed light shapes: letters, and perhaps an icon
    const shapes: { pixels: number[]; box: Box }[] = [];
    const taken = new Uint8Array(img.width * img.height);
    const light = (x: number, y: number) => {
      const i = y * img.width + x;
      return !piece[i] && !outside[i] && !isInk(x, y);
    };
    for (let y = box.y0; y < box.y1; y++) {
      for (let x = box.x0; x < box.x1; x++) {
        if (!light(x, y) || taken[y * img.width + x]) continue;
        const pixels = flood(img, box, [x, y], light, taken);
        shapes.push({ pixels, box: boundsOf(img, pixels) });
      }
    }
    const heights = shapes.map((s) => s.box.y1 - s.box.y0).sort((a, b) => a - b);
    const letterHeight = heights[Math.floor((3 * heights.length) / 4)] ?? 0;
    const icon = (s: { box: Box }) => {
      const [w, h] = [s.box.x1 - s.box.x0, s.box.y1 - s.box.y0];
      return shapes.length >= MIN_LETTERS_FOR_ICONS && h > ICON_HEIGHT * letterHeight && w >= ICON_MIN_ASPECT * h;
    };
    // everything the label covers is paper now (its ink, the ink inside its letters' counters, an icon's inside);
    // then its letters are drawn in black
    for (let y = box.y0; y < box.y1; y++) {
      for (let x = box.x0; x < box.x1; x++) {
        const i = y * img.width + x;
        if (piece[i] || !outside[i]) paint(i, 255);
      }
    }
    // and the label's anti-aliased rim, a shade too light to be its ink, or OCR reads its outline as brackets
    for (const i of label.pixels) {
      const x = i % img.width;
      for (const [dx, dy] of NEIGHBOURS) {
        const [nx, ny] = [x + dx, (i - x) / img.width + dy];
        if (nx >= 0 && ny >= 0 && nx < img.width && ny < img.height && outside[ny * img.width + nx])
          paint(ny * img.width + nx, 255);
      }
    }
    const letters = shapes.filter((s) => !icon(s));
    for (const s of letters) for (const i of s.pixels) paint(i, 0);
    labels.push({ ...box, ...typeOf(letters.map((s) => s.box)) });
  }
  return labels;
};
