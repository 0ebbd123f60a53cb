// The OCR measurement: scanned (image-only) versions of dev-corpus reports, built at run time into a git-ignored
// cache (src/cli/ocr/scan-corpus.ts), analysed by the engine with OCR and scored with the corpus scorer against the
// same report's score from its text layer (the target: recall and precision within 0.10 of it). Then one page
// scanned upright, sideways (90°) and skewed (3°): the words OCR recovers against the page's text layer.
// Slow (seconds per page): not part of CI.
//
//   npm run eval:ocr [-- --reports 12,25,11,13,07] [--dpi 200] [--corpus ../shared/corpus]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyzeReport } from '../analysis/analyze-report';
import { extractDocument } from '../analysis/extract/extract-document';
import type { ScoreReport } from '../analysis/learning/cross-validate';
import { totalsOf } from '../analysis/learning/cross-validate';
import type { KeyItem } from '../analysis/learning/key-match';
import { SHARED_CORPUS } from './corpus/corpus-paths';
import { cachedScan, imagesToPdf, rasterize, turnImage } from './ocr/scan-corpus';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const corpus = resolve(flag('--corpus') ?? SHARED_CORPUS);
const scanDpi = Number(flag('--dpi') ?? 200);
const wanted = (flag('--reports') ?? '12,25,11,13,07').split(',').map((s) => s.trim().padStart(2, '0'));
const scorer = resolve(corpus, '../tools/score-analysis.mjs');
const TARGET = 0.1;

const pct = (x: number) => (100 * x).toFixed(1).padStart(7);

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]{2,}/g) ?? [];

/** Bag-of-words recall and precision of `read` against `truth` (each word matched at most as often as it occurs). */
const wordOverlap = (truth: string, read: string) => {
  const counts = new Map<string, number>();
  for (const w of words(truth)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const readWords = words(read);
  let hit = 0;
  for (const w of readWords) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      hit++;
      counts.set(w, n - 1);
    }
  }
  const total = words(truth).length;
  return { recall: total ? hit / total : 0, precision: readWords.length ? hit / readWords.length : 0 };
};

const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

const run = async () => {
  if (!existsSync(scorer)) {
    console.error(`No corpus scorer at ${scorer}`);
    process.exit(1);
  }
  const { scoreReport } = (await import(pathToFileURL(scorer).href)) as { scoreReport: ScoreReport };
  const dev = join(corpus, 'dev');
  const available = existsSync(dev) ? readdirSync(dev).sort() : [];
  const files = wanted.map((n) => {
    const match = available.find((f) => f.startsWith(`${n}-`) && f.endsWith('.pdf'));
    if (!match) throw new Error(`no dev corpus report ${n}-*.pdf in ${dev}`);
    return join(dev, match);
  });

  console.log(
    `OCR measurement: ${files.length} reports scanned at ${scanDpi} DPI (pdftoppm), read at the engine's default DPI`,
  );
  console.log(
    `${'report'.padEnd(40)}${'pages'.padStart(6)}${'recall'.padStart(8)}${'prec'.padStart(7)}${'ocrRec'.padStart(8)}${'ocrPrec'.padStart(8)}${'Δrec'.padStart(7)}${'Δprec'.padStart(7)}${'s/page'.padStart(8)}  within 0.10`,
  );
  let allWithin = true;
  for (const file of files) {
    const name = basename(file, '.pdf');
    const key = JSON.parse(readFileSync(file.replace(/\.pdf$/, '.key.json'), 'utf8')) as KeyItem[];
    const original = new Uint8Array(readFileSync(file));
    const scan = await cachedScan(`${name}-${scanDpi}dpi`, () => imagesToPdf(rasterize(file, scanDpi), scanDpi));
    const text = await analyzeReport({ data: original, kind: 'pdf' });
    let pages = 0;
    const started = performance.now();
    const ocr = await analyzeReport(
      { data: scan, kind: 'pdf' },
      {
        onStage: (stage, progress) => {
          if (stage === 'ocr' && progress) {
            pages = progress.total;
            process.stderr.write(`\r  ${name}: reading scanned pages (${progress.done} of ${progress.total})   `);
          }
        },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write('\n');
    const t = totalsOf([scoreReport(key, text.deficiencies)]);
    const o = totalsOf([scoreReport(key, ocr.deficiencies)]);
    const within = Math.abs(o.recall - t.recall) <= TARGET && Math.abs(o.precision - t.precision) <= TARGET;
    allWithin &&= within;
    console.log(
      `${name.slice(0, 38).padEnd(40)}${String(pages).padStart(6)}${pct(t.recall)}${pct(t.precision).slice(1)}${pct(o.recall)}${pct(o.precision).slice(-8)}${((o.recall - t.recall) * 100).toFixed(1).padStart(7)}${((o.precision - t.precision) * 100).toFixed(1).padStart(7)}${(seconds / Math.max(1, pages)).toFixed(1).padStart(8)}  ${within ? 'yes' : 'NO'}`,
    );
  }
  console.log(`all reports within ${TARGET} of their text-layer recall and precision: ${allWithin ? 'yes' : 'no'}`);

  // one page, scanned three ways
  const file = files[0]!;
  const pageNo = 2;
  const [jpeg] = rasterize(file, scanDpi, { first: pageNo, last: pageNo });
  const truth = (await extractDocument(new Uint8Array(readFileSync(file)), { ocr: false })).pages[pageNo - 1]!.text;
  console.log(`\none page (${basename(file, '.pdf')} p${pageNo}): words OCR recovers vs the page's text layer`);
  for (const [label, degrees] of [
    ['upright', 0],
    ['sideways (90°)', 90],
    ['skewed (3°)', 3],
  ] as const) {
    const data = await cachedScan(`${basename(file, '.pdf')}-p${pageNo}-turn${degrees}`, async () =>
      imagesToPdf([degrees ? await turnImage(jpeg!, degrees) : jpeg!], scanDpi),
    );
    const started = performance.now();
    const doc = await extractDocument(data);
    const seconds = (performance.now() - started) / 1000;
    const { recall, precision } = wordOverlap(truth, doc.pages[0]!.text);
    console.log(
      `  ${label.padEnd(16)} word recall ${pct(recall)}  precision ${pct(precision)}  ${seconds.toFixed(1)} s`,
    );
  }
  console.log(`\npeak memory (RSS, this process and its OCR threads): ${peakMb()} MB`);
};

await run();
