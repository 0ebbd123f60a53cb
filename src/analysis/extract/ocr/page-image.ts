/** A rendered page's pixels (RGBA, row by row), as the canvas gives them. */
export interface PageImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const luminance = (d: Uint8ClampedArray, i: number) => (d[i]! * 299 + d[i + 1]! * 587 + d[i + 2]! * 114) / 1000;

/** The paper's brightness: most of a page is paper, so a high percentile of sampled pixels (a grey scan too). */
export const paperLuminance = (img: PageImage): number => {
  const histogram = new Array<number>(256).fill(0);
  let n = 0;
  for (let i = 0; i < img.data.length; i += 4 * 7) {
    histogram[Math.round(luminance(img.data, i))]!++;
    n++;
  }
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= n * 0.6) return Math.max(v, 128);
  }
  return 255;
};

/** Ink is what is clearly darker than the paper: black and grey text alike, not JPEG noise or a paper tint. */
export const inkLimit = (paper: number) => paper * 0.72;

// Tiles of 8 × 8 pixels (1 mm at 200 DPI). Text, even bold, leaves most of a tile as paper; a photo (or a dark
// panel) covers it. A photo is a connected patch of covered tiles at least this many tiles on each side, so a
// heading bar or a coloured label (one line high) is not one.
export const TILE = 8;
const COVERED = 0.55;
export const PHOTO_MIN_TILES = 14;

interface Patch extends Box {
  /** covered tiles in it */
  count: number;
}

// The connected patches of covered tiles (a photo, a dark panel, a coloured label), in tiles.
export const coveredPatches = (img: PageImage, paper: number): Patch[] => {
  const cols = Math.ceil(img.width / TILE);
  const rows = Math.ceil(img.height / TILE);
  const covered = new Uint8Array(cols * rows);
  const limit = Math.max(inkLimit(paper), paper - 40);
  for (let ty = 0; ty < rows; ty++) {
    for (let tx = 0; tx < cols; tx++) {
      let ink = 0;
      let all = 0;
      for (let y = ty * TILE; y < Math.min(img.height, (ty + 1) * TILE); y += 2) {
        for (let x = tx * TILE; x < Math.min(img.width, (tx + 1) * TILE); x += 2) {
          all++;
          if (luminance(img.data, 4 * (y * img.width + x)) < limit) ink++;
        }
      }
      if (ink >= COVERED * all) covered[ty * cols + tx] = 1;
    }
  }
  const patches: Patch[] = [];
  const seen = new Uint8Array(cols * rows);
  const stack: number[] = [];
  for (let start = 0; start < covered.length; start++) {
    if (!covered[start] || seen[start]) continue;
    const patch = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity, count: 0 };
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const t = stack.pop()!;
      const tx = t % cols;
      const ty = (t - tx) / cols;
      patch.count++;
      patch.x0 = Math.min(patch.x0, tx);
      patch.x1 = Math.max(patch.x1, tx + 1);
      patch.y0 = Math.min(patch.y0, ty);
      patch.y1 = Math.max(patch.y1, ty + 1);
      for (const [nx, ny] of [
        [tx - 1, ty],
        [tx + 1, ty],
        [tx, ty - 1],
        [tx, ty + 1],
      ] as const) {
        const n = ny * cols + nx;
        if (nx >= 0 && ny >= 0 && nx < cols && ny < rows && covered[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    patches.push(patch);
  }
  return patches;
};

export const inPixels = (p: Patch): Box => ({ x0: p.x0 * TILE, y0: p.y0 * TILE, x1: p.x1 * TILE, y1: p.y1 * TILE });

/**
 * Boxes of the photos on a page (inspection reports put them beside the text): OCR reads their texture as words
 * ("iy", "lee", "="), and the words bend the fitted lines they share with text, so the words inside are dropped.
 */
export const photoRegions = (img: PageImage, paper = paperLuminance(img)): Box[] =>
  coveredPatches(img, paper)
    .filter((p) => {
      const [w, h] = [p.x1 - p.x0, p.y1 - p.y0];
      return w >= PHOTO_MIN_TILES && h >= PHOTO_MIN_TILES && p.count >= 0.3 * w * h;
    })
    .map(inPixels);

export const insideAny = (box: Box, regions: Box[]): boolean => {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  return regions.some((r) => cx >= r.x0 && cx <= r.x1 && cy >= r.y0 && cy <= r.y1);
};

const hex = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');

export interface InkStyle {
  /** the typical stroke width in pixels: the mean of the middle half of the horizontal runs of ink (stems) */
  stroke: number;
  /** the colour of the darkest third of the ink, '#rrggbb' */
  color: string;
  /** light type on a coloured label: ink around the box, not paper (its stroke and colour are the label's) */
  reverse: boolean;
  /** the box is mostly ink and not narrow: an icon or a bar read as a letter */
  blob: boolean;
}

// A label around light type shows as ink just outside the word's box, where normal type has paper: the share of a
// ring this many pixels out that is ink, past which the word is reverse type.
const RING = 3;
const REVERSE_RING = 0.6;
// A box this full of ink is not a letter (an icon, a bullet, a bar), unless it is a narrow one (I, l, |).
const BLOB_INK = 0.7;

const ringInk = (img: PageImage, box: { x0: number; y0: number; x1: number; y1: number }, limit: number) => {
  let ink = 0;
  let all = 0;
  const at = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= img.width || y >= img.height) return;
    all++;
    if (luminance(img.data, 4 * (y * img.width + x)) < limit) ink++;
  };
  for (let x = box.x0 - RING; x < box.x1 + RING; x++) {
    at(x, box.y0 - RING);
    at(x, box.y1 + RING - 1);
  }
  for (let y = box.y0 - RING; y < box.y1 + RING; y++) {
    at(box.x0 - RING, y);
    at(box.x1 + RING - 1, y);
  }
  return all ? ink / all : 0;
};

/**
 * A word's ink: its stroke width (bold type has stems about 1.5× as thick at the same size) and colour (the darkest
 * third of its ink pixels, so anti-aliased edges do not pale it), and whether it is reverse type.
 */
export const inkStyle = (img: PageImage, box: Box, paper: number): InkStyle | null => {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(img.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(img.height, Math.ceil(box.y1));
  if (x1 <= x0 || y1 <= y0) return null;
  const limit = inkLimit(paper);
  const runs: number[] = [];
  const inkPixels: number[] = [];
  for (let y = y0; y < y1; y++) {
    let run = 0;
    for (let x = x0; x < x1; x++) {
      const i = 4 * (y * img.width + x);
      const l = luminance(img.data, i);
      if (l < limit) {
        run++;
        inkPixels.push(i);
      } else if (run) {
        runs.push(run);
        run = 0;
      }
    }
    if (run) runs.push(run);
  }
  if (runs.length === 0) return null;
  const area = (x1 - x0) * (y1 - y0);
  const reverse = ringInk(img, { x0, y0, x1, y1 }, limit) > REVERSE_RING;
  const blob = !reverse && inkPixels.length > BLOB_INK * area && x1 - x0 > 0.5 * (y1 - y0);
  runs.sort((a, b) => a - b);
  const middle = runs.slice(Math.floor(runs.length / 4), Math.max(1, Math.ceil((3 * runs.length) / 4)));
  inkPixels.sort((a, b) => luminance(img.data, a) - luminance(img.data, b));
  const darkest = inkPixels.slice(0, Math.max(1, Math.ceil(inkPixels.length / 3)));
  const mean = (k: number) => darkest.reduce((s, i) => s + img.data[i + k]!, 0) / darkest.length;
  return {
    stroke: middle.reduce((a, b) => a + b, 0) / middle.length,
    color: `#${hex(mean(0))}${hex(mean(1))}${hex(mean(2))}`,
    reverse,
    blob,
  };
};
