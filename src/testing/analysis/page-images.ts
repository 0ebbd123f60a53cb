// Page images drawn pixel by pixel for the OCR image tests: a white page and filled rectangles.
import type { PageImage } from '@/analysis/extract/ocr/page-image';

export type Rgb = [number, number, number];
export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [20, 20, 20];

/** A white page of the given size (RGBA). */
export const blankPage = (width = 400, height = 300): PageImage => ({
  data: new Uint8ClampedArray(width * height * 4).fill(255),
  width,
  height,
});

/** Paints the rectangle [x0, x1) × [y0, y1) in one opaque colour. */
export const fillRect = (img: PageImage, x0: number, y0: number, x1: number, y1: number, [r, g, b]: Rgb) => {
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) img.data.set([r, g, b, 255], 4 * (y * img.width + x));
  }
};
