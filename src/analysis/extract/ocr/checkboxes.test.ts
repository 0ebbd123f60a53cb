import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { type Checkbox, eraseCheckboxes, findCheckboxes, withCheckboxes } from './checkboxes';
import type { OcrWord } from './ocr-runs';
import type { PageImage } from './page-image';

// Drawn at 200 DPI, as the engine renders a scanned page.
const PX_PER_PT = 200 / 72;

const draw = (paint: (ctx: SKRSContext2D) => void, width = 900, height = 200): PageImage => {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#111111';
  ctx.strokeStyle = '#111111';
  paint(ctx);
  const data = ctx.getImageData(0, 0, width, height);
  return { data: new Uint8ClampedArray(data.data), width, height };
};

const square = (ctx: SKRSContext2D, x: number, y: number, side: number, mark: 'none' | 'x' | 'tick' | 'fill') => {
  ctx.lineWidth = 2;
  ctx.strokeRect(x, y, side, side);
  ctx.beginPath();
  if (mark === 'x') {
    ctx.moveTo(x + 3, y + 3);
    ctx.lineTo(x + side - 3, y + side - 3);
    ctx.moveTo(x + side - 3, y + 3);
    ctx.lineTo(x + 3, y + side - 3);
  } else if (mark === 'tick') {
    ctx.moveTo(x + 4, y + side / 2);
    ctx.lineTo(x + side / 2.5, y + side - 4);
    ctx.lineTo(x + side - 3, y + 3);
  }
  ctx.lineWidth = 3;
  ctx.stroke();
  if (mark === 'fill') ctx.fillRect(x, y, side, side);
};

const at = (boxes: Checkbox[], x: number) => boxes.find((b) => Math.abs(b.x0 - x) <= 3);

describe('findCheckboxes', () => {
  it('finds empty, X-ed and ticked boxes of cap height beside text, and tells them apart', () => {
    const img = draw((ctx) => {
      ctx.font = '34px sans-serif';
      square(ctx, 20, 40, 28, 'x');
      square(ctx, 70, 40, 28, 'none');
      square(ctx, 120, 40, 28, 'tick');
      square(ctx, 170, 40, 18, 'none'); // a small one (6.5 pt), as on a rated checklist
      ctx.fillText('D. Foundations', 220, 68);
    });
    const boxes = findCheckboxes(img, PX_PER_PT);
    expect(boxes).toHaveLength(4);
    expect(at(boxes, 19)?.checked).toBe(true);
    expect(at(boxes, 69)?.checked).toBe(false);
    expect(at(boxes, 119)?.checked).toBe(true);
    expect(at(boxes, 169)?.checked).toBe(false);
  });

  it('takes no letters for boxes (square ones in words included), nor a filled bullet or a table cell', () => {
    const img = draw((ctx) => {
      ctx.font = 'bold 40px sans-serif';
      ctx.fillText('BEDROOM HOOD DECK 0 O', 20, 60);
      ctx.font = '40px serif';
      ctx.fillText('BED OHIO', 20, 120);
      square(ctx, 600, 30, 24, 'fill');
      ctx.lineWidth = 2;
      ctx.strokeRect(660, 20, 200, 150);
    });
    expect(findCheckboxes(img, PX_PER_PT)).toEqual([]);
  });
});

const word = (text: string, x0: number, x1: number, line = { x0: 0, y0: 40, x1: 600, y1: 70 }): OcrWord => ({
  text,
  confidence: 90,
  bbox: { x0, y0: 42, x1, y1: 68 },
  line: { bbox: line },
});

describe('withCheckboxes', () => {
  const boxes: Checkbox[] = [
    { x0: 20, y0: 40, x1: 48, y1: 68, checked: true },
    { x0: 70, y0: 40, x1: 98, y1: 68, checked: false },
  ];

  it('puts the boxes in place of what OCR read of them, on the line of the words beside them', () => {
    const words = [word('[X]', 19, 49), word('OJ', 70, 99), word('Foundations', 120, 300)];
    const out = withCheckboxes(words, boxes);
    expect(out.map((w) => w.text).sort()).toEqual(['Foundations', '☐', '☒']);
    for (const w of out) expect(w.line?.bbox).toEqual(words[2]!.line!.bbox);
  });

  it('keeps a word that only touches a box', () => {
    const out = withCheckboxes([word('D.', 44, 90)], [boxes[0]!]);
    expect(out.map((w) => w.text)).toEqual(['D.', '☒']);
  });

  it('gives a row of boxes on no OCR line one line of their own', () => {
    const out = withCheckboxes([], boxes);
    expect(out).toHaveLength(2);
    expect(out[0]!.line?.bbox).toEqual({ x0: 20, y0: 40, x1: 98, y1: 68 });
    expect(out[1]!.line?.bbox).toEqual(out[0]!.line?.bbox);
  });
});

describe('eraseCheckboxes', () => {
  it('leaves paper where the boxes were and the text beside them', () => {
    const img = draw((ctx) => {
      ctx.font = '34px sans-serif';
      square(ctx, 20, 40, 28, 'x');
      ctx.fillText('Roof', 70, 68);
    });
    const ink = (x0: number, x1: number) => {
      let n = 0;
      for (let y = 0; y < img.height; y++)
        for (let x = x0; x < x1; x++) n += img.data[4 * (y * img.width + x)]! < 128 ? 1 : 0;
      return n;
    };
    const before = ink(65, 160);
    eraseCheckboxes(img, findCheckboxes(img, PX_PER_PT));
    expect(ink(0, 60)).toBe(0);
    expect(ink(65, 160)).toBe(before);
    expect(before).toBeGreaterThan(0);
  });
});
