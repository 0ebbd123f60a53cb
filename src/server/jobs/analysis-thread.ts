import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AnalysisError, type AnalysisResult, type EngineStage } from '@/analysis/types';
import type { Config } from '../config';

/**
 * The analysis engine runs in a worker thread, for three reasons a hostile upload made plain: pdf.js parses a page
 * synchronously (a crafted content stream held the event loop for minutes, so neither the engine's deadline nor
 * the API in the same process could answer), a few hundred KB can inflate to gigabytes of operators, and one
 * pathological line of text can make a rule's regular expression run for hours. A thread can be stopped from
 * outside whatever it is doing, and its heap has a limit: the report fails with a reason and the process lives on.
 */

export const ANALYSIS_TOO_LONG_MESSAGE =
  'This report took too long to read and was stopped. If it is an unusual or very large PDF, please upload the original file from your inspector.';
export const ANALYSIS_TOO_COMPLEX_MESSAGE =
  'This report is too large or complex to analyse. Please upload the original PDF from your inspector.';

export type ThreadRequest = { type: 'analyze'; id: number; data: Uint8Array; kind: 'pdf' | 'text' };
export type ThreadReply =
  | { type: 'ready' }
  | { type: 'stage'; id: number; stage: EngineStage }
  | { type: 'warn'; id: number; message: string; detail?: unknown }
  | { type: 'done'; id: number; result: AnalysisResult; heapBytes: number }
  | {
      type: 'failed';
      id: number;
      error:
        | { analysis: true; code: AnalysisError['code']; message: string }
        | { analysis: false; message: string; stack?: string };
    };

export interface ThreadAnalysisOptions {
  /** the worker builds its finder from config.ai; limits come from the config too */
  config: Pick<Config, 'ai' | 'analysisComputeLimitMs' | 'analysisMemoryLimitMb'>;
  onStage?: (stage: EngineStage) => Promise<void>;
  warn?: (message: string, detail?: unknown) => void;
  /** aborting stops the thread (the report's overall deadline) */
  signal?: AbortSignal;
}

/** A thread whose heap grew past this after a report is replaced rather than kept for the next one. */
const RECYCLE_HEAP_BYTES = 256 * 1024 * 1024;
/** Idle threads kept per configuration (more only exist while reports are analysed at the same time). */
const MAX_IDLE = 2;
/** A thread that has not loaded the engine by then is broken (the job retries); the compute limit starts after. */
const START_TIMEOUT_MS = 60_000;

let sourceBundle: Promise<URL> | null = null;

// From the sources (tests, tsx) there is no built worker: the TypeScript entry is bundled once per process with
// esbuild, like scripts/build.mjs does, into node_modules/.cache (so its packages resolve), named by its content.
const bundleSourceWorker = async (source: URL): Promise<URL> => {
  const { build } = await import('esbuild');
  let root = dirname(fileURLToPath(source));
  while (!existsSync(join(root, 'package.json'))) root = dirname(root);
  const result = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const file = join(
    root,
    'node_modules/.cache/punchlist',
    `analysis-worker-${createHash('sha1').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return pathToFileURL(file);
};

// The built server has analysis-worker.js beside it (scripts/build.mjs).
const workerEntry = async (): Promise<URL> => {
  const built = new URL('./analysis-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  const source = new URL('./analysis-worker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(source))) throw new Error(`analysis worker not found beside ${import.meta.url}`);
  sourceBundle ??= bundleSourceWorker(source).catch((error: unknown) => {
    sourceBundle = null;
    throw error;
  });
  return sourceBundle;
};

const idle = new Map<string, Worker[]>();
const readiness = new WeakMap<Worker, Promise<void>>();

const keyOf = (config: ThreadAnalysisOptions['config']) =>
  JSON.stringify({ ai: config.ai, memory: config.analysisMemoryLimitMb });

const takeWorker = async (config: ThreadAnalysisOptions['config']): Promise<Worker> => {
  const reused = idle.get(keyOf(config))?.pop();
  if (reused) return reused;
  const worker = new Worker(await workerEntry(), {
    workerData: { config: { ai: config.ai } },
    resourceLimits: { maxOldGenerationSizeMb: config.analysisMemoryLimitMb },
    stdout: false,
    stderr: false,
  });
  readiness.set(
    worker,
    new Promise<void>((resolve, reject) => {
      const onReady = (message: ThreadReply) => {
        if (message.type !== 'ready') return;
        worker.off('message', onReady);
        resolve();
      };
      worker.on('message', onReady);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the analysis thread exited while starting (code ${code})`)));
    }),
  );
  readiness.get(worker)?.catch(() => {});
  // an idle thread that dies (or fails to start) simply leaves the pool
  worker.on('error', () => {});
  worker.on('exit', () => {
    const list = idle.get(keyOf(config));
    if (list)
      idle.set(
        keyOf(config),
        list.filter((w) => w !== worker),
      );
  });
  return worker;
};

const giveBack = (config: ThreadAnalysisOptions['config'], worker: Worker) => {
  const list = idle.get(keyOf(config)) ?? [];
  if (list.length >= MAX_IDLE) {
    void worker.terminate();
    return;
  }
  // an idle thread never keeps the process alive
  worker.unref();
  list.push(worker);
  idle.set(keyOf(config), list);
};

/** Stops every idle thread (tests, shutdown). */
export const stopAnalysisThreads = async (): Promise<void> => {
  const all = [...idle.values()].flat();
  idle.clear();
  await Promise.all(all.map((w) => w.terminate()));
};

let nextId = 0;

const toError = (error: Extract<ThreadReply, { type: 'failed' }>['error']): Error => {
  if (error.analysis) return new AnalysisError(error.code, error.message);
  const copy = new Error(error.message);
  if (error.stack) copy.stack = error.stack;
  return copy;
};

/**
 * analyzeReport in a worker thread, stopped after ANALYSIS_COMPUTE_LIMIT_SECONDS (plus the AI timeout when an LLM
 * takes part) or when its heap passes ANALYSIS_MEMORY_LIMIT_MB; either fails the report (AnalysisError) with a
 * reason. A thread that crashes rejects with a plain Error, which the job retries.
 */
export const analyzeInThread = async (
  input: { data: Uint8Array; kind: 'pdf' | 'text' },
  options: ThreadAnalysisOptions,
): Promise<AnalysisResult> => {
  const { config } = options;
  if (options.signal?.aborted) throw new AnalysisError('timeout', 'The analysis was cancelled.');
  const worker = await takeWorker(config);
  return new Promise<AnalysisResult>((resolve, reject) => {
    const id = ++nextId;
    let settled = false;
    let stages: Promise<void> = Promise.resolve();

    const cleanup = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const settle = (outcome: { result: AnalysisResult } | { error: Error }, after: 'keep' | 'recycle' | 'kill') => {
      if (settled) return;
      settled = true;
      cleanup();
      if (after === 'keep') giveBack(config, worker);
      else void worker.terminate();
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const onMessage = (message: ThreadReply) => {
      if (message.type === 'ready' || message.id !== id) return;
      switch (message.type) {
        case 'stage': {
          const stage = message.stage;
          stages = stages.then(() => options.onStage?.(stage));
          // the run was superseded (deleted, retried, timed out): stop computing for nothing
          stages.catch((error: Error) => settle({ error }, 'kill'));
          break;
        }
        case 'warn':
          options.warn?.(message.message, message.detail);
          break;
        case 'done':
          stages.then(
            () => settle({ result: message.result }, message.heapBytes > RECYCLE_HEAP_BYTES ? 'recycle' : 'keep'),
            (error: Error) => settle({ error }, 'kill'),
          );
          break;
        case 'failed':
          stages.then(
            () => settle({ error: toError(message.error) }, 'keep'),
            (error: Error) => settle({ error }, 'kill'),
          );
          break;
      }
    };
    const onError = (error: Error & { code?: string }) => {
      settle(
        {
          error:
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new AnalysisError('unsupported', ANALYSIS_TOO_COMPLEX_MESSAGE)
              : new Error(`the analysis thread failed: ${error.message}`),
        },
        'kill',
      );
    };
    const onExit = (code: number) => settle({ error: new Error(`the analysis thread exited (code ${code})`) }, 'kill');
    const onAbort = () => settle({ error: new AnalysisError('timeout', 'The analysis was cancelled.') }, 'kill');

    const limitMs = config.analysisComputeLimitMs + (config.ai.provider === 'builtin' ? 0 : config.ai.timeoutMs);
    let timer = setTimeout(
      () => settle({ error: new Error('the analysis thread did not start in time') }, 'kill'),
      START_TIMEOUT_MS,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.ref();
    // a copy the thread owns (the caller's bytes may be a view into a shared pool)
    const data = new Uint8Array(input.data);
    void readiness.get(worker)?.then(
      () => {
        if (settled) return;
        clearTimeout(timer);
        timer = setTimeout(
          () => settle({ error: new AnalysisError('timeout', ANALYSIS_TOO_LONG_MESSAGE) }, 'kill'),
          limitMs,
        );
        const request: ThreadRequest = { type: 'analyze', id, data, kind: input.kind };
        worker.postMessage(request, [data.buffer]);
      },
      () => {},
    );
  });
};
