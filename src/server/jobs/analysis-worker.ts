import { parentPort, workerData } from 'node:worker_threads';
import { getHeapStatistics } from 'node:v8';
import { analyzeReport } from '@/analysis/analyze-report';
import { AnalysisError } from '@/analysis/types';
import type { Config } from '../config';
import { createFinder } from '../integrations/ai/create-finder';
import type { ThreadReply, ThreadRequest } from './analysis-thread';

// The analysis engine in a worker thread (analysis-thread.ts starts it). One report at a time; everything it needs
// arrives in the message, everything it produces leaves as a message.

const port = parentPort;
if (!port) throw new Error('analysis-worker.ts runs in a worker thread');
const config = (workerData as { config: Config }).config;
const finder = createFinder(config);

const reply = (message: ThreadReply) => {
  try {
    port.postMessage(message);
  } catch {
    // a warning detail that cannot be cloned: send its text
    if (message.type === 'warn') port.postMessage({ ...message, detail: String(message.detail) });
    else throw new Error(`could not send the ${message.type} message`);
  }
};

port.on('message', async (request: ThreadRequest) => {
  const { id } = request;
  try {
    const result = await analyzeReport(
      { data: request.data, kind: request.kind },
      {
        finder,
        onStage: (stage) => reply({ type: 'stage', id, stage }),
        warn: (message, detail) => reply({ type: 'warn', id, message, detail }),
      },
    );
    const heap = getHeapStatistics();
    reply({ type: 'done', id, result, heapBytes: heap.used_heap_size + heap.external_memory });
  } catch (error) {
    reply({
      type: 'failed',
      id,
      error:
        error instanceof AnalysisError
          ? { analysis: true, code: error.code, message: error.message }
          : { analysis: false, message: (error as Error)?.message ?? String(error), stack: (error as Error)?.stack },
    });
  }
});

// A one-line PDF read once before the thread says it is ready: pdf.js loads lazily (seconds on a busy machine), and
// that must not count against the first report's compute limit.
const WARM_UP_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj ' +
  '4 0 obj<</Length 33>>stream\nBT /F1 12 Tf 72 720 Td (Roof) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

void analyzeReport({ data: new TextEncoder().encode(WARM_UP_PDF), kind: 'pdf' })
  .catch(() => undefined)
  .then(() => reply({ type: 'ready' }));
