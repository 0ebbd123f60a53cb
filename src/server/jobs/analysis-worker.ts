import { getHeapStatistics } from 'node:v8';
import { analyzeReport } from '@/analysis/analyze-report';
import { renderReportPage } from '@/analysis/extract/render-report-page';
import { AnalysisError } from '@/analysis/types';
import { createFinder } from '../integrations/ai/create-finder';
import type { ChildReply, ChildRequest } from './analysis-process';

// The analysis engine in a child process (analysis-process.ts starts it). One report at a time; everything it needs
// arrives in a message, everything it produces leaves as a message.

if (!process.send) throw new Error('analysis-worker.ts runs as a child process with an IPC channel');

const reply = (message: ChildReply) => {
  try {
    process.send!(message);
  } catch {
    // a warning detail that cannot be serialised: send its text
    if (message.type === 'warn') process.send!({ ...message, detail: String(message.detail) });
    else throw new Error(`could not send the ${message.type} message`);
  }
};

// the server went away (crashed, killed): nothing is left to analyse for
process.on('disconnect', () => process.exit(0));

let finder: ReturnType<typeof createFinder> | undefined;

// OCR_MAX_PAGES=0 turns OCR off: a scan fails as before, with the "looks scanned" reason
const ocrOptions = (ocr: Extract<ChildRequest, { type: 'analyze' }>['ocr']) =>
  ocr === null
    ? undefined
    : ocr.maxPages === 0
      ? (false as const)
      : { maxPages: ocr.maxPages, dpi: ocr.dpi, workers: ocr.workers ?? undefined };

const heapBytes = () => {
  const heap = getHeapStatistics();
  return heap.used_heap_size + heap.external_memory;
};

const failure = (error: unknown): Extract<ChildReply, { type: 'failed' }>['error'] =>
  error instanceof AnalysisError
    ? { analysis: true, code: error.code, message: error.message }
    : { analysis: false, message: (error as Error)?.message ?? String(error), stack: (error as Error)?.stack };

const render = async ({ id, data, page, width }: Extract<ChildRequest, { type: 'render' }>) => {
  try {
    const rendered = await renderReportPage(new Uint8Array(data), page, width);
    reply({
      type: 'rendered',
      id,
      png: rendered.png ? new Uint8Array(rendered.png) : null,
      pageCount: rendered.pageCount,
      heapBytes: heapBytes(),
    });
  } catch (error) {
    reply({ type: 'failed', id, heapBytes: heapBytes(), error: failure(error) });
  }
};

const analyze = async (request: Extract<ChildRequest, { type: 'analyze' }>) => {
  const { id } = request;
  try {
    const result = await analyzeReport(
      // a copy of its own: the message's bytes are a view into the IPC buffer, and pdf.js reads whole buffers
      { data: new Uint8Array(request.data), kind: request.kind },
      {
        finder,
        onStage: (stage, progress) => reply({ type: 'stage', id, stage, progress }),
        warn: (message, detail) => reply({ type: 'warn', id, message, detail }),
        extract: { ocr: ocrOptions(request.ocr) },
      },
    );
    reply({ type: 'done', id, result, heapBytes: heapBytes() });
  } catch (error) {
    reply({ type: 'failed', id, heapBytes: heapBytes(), error: failure(error) });
  }
};

// A one-line PDF read once before the child says it is ready: pdf.js loads lazily (seconds on a busy machine), and
// that must not count against the first report's compute limit.
const WARM_UP_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj ' +
  '4 0 obj<</Length 33>>stream\nBT /F1 12 Tf 72 720 Td (Roof) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

process.on('message', (request: ChildRequest) => {
  if (request.type === 'init') {
    finder = createFinder(request.config);
    void analyzeReport({ data: new TextEncoder().encode(WARM_UP_PDF), kind: 'pdf' })
      .catch(() => undefined)
      .then(() => reply({ type: 'ready' }));
    return;
  }
  if (request.type === 'render') void render(request);
  else void analyze(request);
});
