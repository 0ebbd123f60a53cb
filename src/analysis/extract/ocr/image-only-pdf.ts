import { PDFDocument } from 'pdf-lib';
import { loadPdfjs } from '../load-pdfjs';
import { renderPage } from './render-page';

/**
 * An image-only copy of a PDF, as a scanner makes it: each page rendered to a picture at `dpi` and placed as the only
 * content of a page of the same size, turned by `quarterTurns` × 90° (a sideways scan) when asked. For tests and
 * the OCR measurement (src/cli/eval-ocr.ts); the engine never writes PDFs.
 */
export const imageOnlyPdf = async (
  data: Uint8Array,
  opts: { dpi?: number; pages?: number[]; quarterTurns?: (page: number) => number } = {},
): Promise<Uint8Array> => {
  const { getDocument } = await loadPdfjs();
  const source = await getDocument({ data: data.slice(), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const out = await PDFDocument.create();
    const numbers = opts.pages ?? Array.from({ length: source.numPages }, (_, i) => i + 1);
    for (const number of numbers) {
      const page = await source.getPage(number);
      const rendered = await renderPage(page, opts.dpi ?? 150, opts.quarterTurns?.(number) ?? 0, 'jpeg');
      page.cleanup();
      const image = await out.embedJpg(rendered.image);
      const target = out.addPage([rendered.width, rendered.height]);
      target.drawImage(image, { x: 0, y: 0, width: rendered.width, height: rendered.height });
    }
    return await out.save();
  } finally {
    await source.destroy().catch(() => undefined);
  }
};
