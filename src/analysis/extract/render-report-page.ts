import { openWithImages } from './ocr/ocr-pages';
import { renderPage } from './ocr/render-page';

/**
 * A cap on a page image's pixels for its width: a page up to twice as tall as wide renders at the width asked for;
 * a longer one (a receipt-like scroll, a crafted 200-inch MediaBox) is drawn smaller rather than unbounded.
 */
const MAX_ASPECT = 2;

export interface ReportPageImage {
  /** null when the document has no such page */
  png: Buffer | null;
  /** pages in the document, so the caller can tell a page past the end from a failure */
  pageCount: number;
}

/**
 * Page `number` of a PDF as a PNG about `width` pixels wide (the OCR pass's rendering: images included, white
 * background).
 */
export const renderReportPage = async (data: Uint8Array, number: number, width: number): Promise<ReportPageImage> => {
  const doc = await openWithImages(data);
  try {
    if (number > doc.numPages) return { png: null, pageCount: doc.numPages };
    const page = await doc.getPage(number);
    try {
      const points = page.getViewport({ scale: 1, rotation: page.rotate });
      const scale = Math.min(
        width / points.width,
        Math.sqrt((width * width * MAX_ASPECT) / (points.width * points.height)),
      );
      const rendered = await renderPage(page, scale * 72);
      return { png: rendered.image, pageCount: doc.numPages };
    } finally {
      page.cleanup();
    }
  } finally {
    await doc.destroy().catch(() => undefined);
  }
};
