import type * as CanvasModuleType from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type CanvasModule = typeof CanvasModuleType;
let canvasModule: Promise<CanvasModule> | null = null;
const loadCanvas = () => (canvasModule ??= import('@napi-rs/canvas'));

export interface RenderedPage {
  /** PNG (lossless, for OCR) or JPEG (small and quick to embed, for building test scans) */
  image: Buffer;
  /** image pixels per PDF point */
  scale: number;
  /** the image's size in points (width and height swap when it was turned a quarter) */
  width: number;
  height: number;
}

/** Draws a page (its images included) onto a white canvas at `dpi`, turned by `quarterTurns` × 90° clockwise. */
export const renderPage = async (
  page: PDFPageProxy,
  dpi: number,
  quarterTurns = 0,
  format: 'png' | 'jpeg' = 'png',
): Promise<RenderedPage> => {
  const { createCanvas } = await loadCanvas();
  const scale = dpi / 72;
  const viewport = page.getViewport({ scale, rotation: (page.rotate + 90 * quarterTurns) % 360 });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
    annotationMode: 0,
  }).promise;
  return {
    image: format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', 85),
    scale,
    width: width / scale,
    height: height / scale,
  };
};
