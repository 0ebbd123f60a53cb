import type * as CanvasModuleType from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageImage } from './page-image';

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
  /** the page's pixels as drawn, when `prepare` was given (OCR reads colour, weight and photos from them) */
  pixels?: PageImage;
  /** how much larger than `scale` the encoded image is (`enlarge`): its pixels per point are scale × enlarged */
  enlarged: number;
}

/**
 * Draws a page (its images included) onto a white canvas at `dpi`, turned by `quarterTurns` × 90° clockwise; `prepare`
 * may change the pixels before they are encoded, and `enlarge` scales the encoded image up (smoothly) from them.
 */
export const renderPage = async (
  page: PDFPageProxy,
  dpi: number,
  quarterTurns = 0,
  format: 'png' | 'jpeg' = 'png',
  prepare?: (pixels: PageImage) => void,
  enlarge = 1,
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
  let pixels: PageImage | undefined;
  if (prepare) {
    // the image OCR sees is prepared from a copy; the page as drawn is kept for its colours
    const data = context.getImageData(0, 0, width, height);
    pixels = { data: new Uint8ClampedArray(data.data), width, height };
    prepare(data as unknown as PageImage);
    context.putImageData(data, 0, 0);
  }
  let output = canvas;
  if (enlarge !== 1) {
    output = createCanvas(Math.round(width * enlarge), Math.round(height * enlarge));
    const big = output.getContext('2d');
    big.imageSmoothingEnabled = true;
    big.imageSmoothingQuality = 'high';
    big.drawImage(canvas, 0, 0, output.width, output.height);
  }
  return {
    image: format === 'png' ? await output.encode('png') : await output.encode('jpeg', 85),
    enlarged: output.width / width,
    scale,
    width: width / scale,
    height: height / scale,
    ...(pixels ? { pixels } : {}),
  };
};
