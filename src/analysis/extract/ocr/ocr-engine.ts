import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as TesseractModule from 'tesseract.js';
import type { OcrWord } from './ocr-runs';
import type { Box } from './page-image';

// tesseract.js with its WebAssembly core from node_modules (tesseract.js-core, loaded by require in its Node worker)
// and the English model from the @tesseract.js-data/eng package: nothing is fetched at run time, and the model is not
// cached to disk beside the process (cacheMethod 'none'), so a read-only install works.

type Tesseract = typeof TesseractModule;
type TesseractWorker = Awaited<ReturnType<Tesseract['createWorker']>>;

const require = createRequire(import.meta.url);

/** The English model tesseract.js would otherwise download: the "best_int" LSTM build, the one its CDN serves. */
export const englishModelDir = (): string =>
  join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** OCR workers for this machine: one per core, at most 4 (each holds ~100 MB of model and image). */
export const defaultOcrWorkers = (): number => Math.max(1, Math.min(4, availableParallelism()));

export interface RecognizedPage {
  words: OcrWord[];
  /** mean confidence of the words, 0 when none */
  confidence: number;
}

export interface OcrEngine {
  /** reads the page, or only `region` of it (pixels of the image given; word boxes stay in the page's pixels) */
  recognize: (png: Buffer, dpi: number, region?: Box) => Promise<RecognizedPage>;
  terminate: () => Promise<void>;
}

type Block = {
  paragraphs: {
    lines: {
      bbox: OcrWord['bbox'];
      baseline?: NonNullable<OcrWord['line']>['baseline'];
      words: { text: string; confidence: number; bbox: OcrWord['bbox'] }[];
    }[];
  }[];
};

const wordsOf = (blocks: Block[] | null | undefined): OcrWord[] =>
  (blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) =>
        line.words.map((w) => ({
          text: w.text,
          confidence: w.confidence,
          bbox: w.bbox,
          line: { bbox: line.bbox, baseline: line.baseline },
        })),
      ),
    ),
  );

/**
 * A pool of tesseract.js workers (worker threads of this process) that recognise pages in parallel; started per
 * report and terminated after it, so an idle engine holds no OCR memory.
 */
export const startOcrEngine = async (workers: number): Promise<OcrEngine> => {
  // a CommonJS package: its functions are on the default export when imported from ESM
  const loaded = (await import('tesseract.js')) as unknown as Tesseract & { default?: Tesseract };
  const tesseract = loaded.default ?? loaded;
  const langPath = englishModelDir();
  const started = await Promise.allSettled(
    Array.from({ length: Math.max(1, workers) }, () =>
      tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
        langPath,
        cacheMethod: 'none',
        gzip: true,
        logger: () => {},
        errorHandler: () => {},
      }),
    ),
  );
  const pool = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (pool.length === 0) {
    const reason = started.find((s): s is PromiseRejectedResult => s.status === 'rejected')?.reason;
    throw new Error(`the OCR engine could not start: ${String((reason as Error)?.message ?? reason)}`);
  }
  const free: TesseractWorker[] = [...pool];
  const waiting: ((w: TesseractWorker) => void)[] = [];
  const take = () =>
    new Promise<TesseractWorker>((resolve) => {
      const w = free.pop();
      if (w) resolve(w);
      else waiting.push(resolve);
    });
  const release = (w: TesseractWorker) => {
    const next = waiting.shift();
    if (next) next(w);
    else free.push(w);
  };
  return {
    recognize: async (png, dpi, region) => {
      const worker = await take();
      try {
        // rotateAuto straightens a skewed scan (tesseract's own line-angle estimate) before recognising it; the
        // resolution is known, so tesseract need not guess it from the text size
        const { data } = await worker.recognize(
          png,
          {
            // a region is one line of type: straightening it would move it off its own box
            ...(region
              ? {
                  rectangle: {
                    left: region.x0,
                    top: region.y0,
                    width: region.x1 - region.x0,
                    height: region.y1 - region.y0,
                  },
                }
              : { rotateAuto: true }),
            user_defined_dpi: String(dpi),
          } as Record<string, unknown>,
          { blocks: true, text: false },
        );
        const words = wordsOf(data.blocks as unknown as Block[]);
        const confidence = words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 0;
        return { words, confidence };
      } finally {
        release(worker);
      }
    },
    terminate: async () => {
      await Promise.allSettled(pool.map((w) => w.terminate()));
    },
  };
};
