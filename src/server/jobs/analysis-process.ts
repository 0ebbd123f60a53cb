import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ChildProcess, fork } from 'node:child_process';
import { AnalysisError, type AnalysisResult, type EngineStage, type StageProgress } from '@/analysis/types';
import { type Config, OCR_SECONDS_PER_PAGE } from '../config';

/**
 * The analysis engine runs in a child process, for three reasons a hostile upload made plain: pdf.js parses a page
 * synchronously (a crafted content stream held the event loop for minutes, so neither the engine's deadline nor
 * the API in the same process could answer), a few hundred KB can inflate to gigabytes of operators, and one
 * pathological line of text can make a rule's regular expression run for hours. A child can be killed whatever it
 * is doing, and its heap has a limit: the report fails with a reason and the server lives on. (A worker thread's
 * heap limit is best-effort: one array grown past it aborts the whole process, nodejs/node#47224, which a
 * compressed operator bomb did.)
 */

export const ANALYSIS_TOO_LONG_MESSAGE =
  'This report took too long to read and was stopped. If it is an unusual or very large PDF, please upload the original file from your inspector.';
export const ANALYSIS_TOO_COMPLEX_MESSAGE =
  'This report is too large or complex to analyse. Please upload the original PDF from your inspector.';

export type ChildRequest =
  | { type: 'init'; config: Pick<Config, 'ai'> }
  | { type: 'analyze'; id: number; data: Uint8Array; kind: 'pdf' | 'text'; ocr: Config['ocr'] | null }
  /** one page of an uploaded PDF as a PNG (render-page-process.ts): hostile files are parsed here, never in the API */
  | { type: 'render'; id: number; data: Uint8Array; page: number; width: number };
export type ChildReply =
  | { type: 'ready' }
  | { type: 'stage'; id: number; stage: EngineStage; progress?: StageProgress }
  | { type: 'warn'; id: number; message: string; detail?: unknown }
  | { type: 'done'; id: number; result: AnalysisResult; heapBytes: number }
  /** png null: the document has no such page */
  | { type: 'rendered'; id: number; png: Uint8Array | null; pageCount: number; heapBytes: number }
  | {
      type: 'failed';
      id: number;
      heapBytes: number;
      error:
        | { analysis: true; code: AnalysisError['code']; message: string }
        | { analysis: false; message: string; stack?: string };
    };

export interface IsolatedAnalysisOptions {
  /** the child builds its finder from config.ai; limits come from the config too */
  config: Pick<Config, 'ai' | 'analysisComputeLimitMs' | 'analysisMemoryLimitMb'> & Partial<Pick<Config, 'ocr'>>;
  onStage?: (stage: EngineStage, progress?: StageProgress) => Promise<void>;
  warn?: (message: string, detail?: unknown) => void;
  /** aborting kills the child (the report's overall deadline) */
  signal?: AbortSignal;
}

/** A child whose heap grew past this after a report is replaced rather than kept for the next one. */
export const RECYCLE_HEAP_BYTES = 256 * 1024 * 1024;
/** Idle children kept per configuration (more only exist while reports are analysed at the same time). */
const MAX_IDLE = 2;
/** A child that has not loaded the engine by then is broken (the job retries); the compute limit starts after. */
export const START_TIMEOUT_MS = 60_000;

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
export const childEntry = async (): Promise<URL> => {
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

/** An idle child is stopped after this: its memory (a warm engine holds ~150 MB) goes back to the machine. */
const IDLE_TIMEOUT_MS = 5 * 60_000;
/** Stderr kept per child: the last lines tell why one died (V8 prints its fatal out-of-memory there). */
const STDERR_TAIL_BYTES = 4096;
const OUT_OF_MEMORY = /heap out of memory|Allocation failed|Fatal process out of memory/i;

export interface Child {
  process: ChildProcess;
  idleTimer?: NodeJS.Timeout;
  ready: Promise<void>;
  /** what the child wrote to stderr since the current report was handed to it */
  stderrTail: () => string;
  /** whether V8 said it ran out of heap since the current report was handed over: its reason comes first, and the
   * native stack it prints after can push it out of the tail */
  outOfMemory: () => boolean;
  clearStderr: () => void;
}

export type PoolConfig = Pick<IsolatedAnalysisOptions['config'], 'ai' | 'analysisMemoryLimitMb'>;

const idle = new Map<string, Child[]>();
/** children being stopped: a new one starts only once they are gone, so two engine heaps never add up */
const stopping = new Set<Promise<unknown>>();

const keyOf = (config: PoolConfig) => JSON.stringify({ ai: config.ai, memory: config.analysisMemoryLimitMb });

export const stopChild = (child: Child) => {
  const proc = child.process;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGKILL');
  stopping.add(gone);
  void gone.finally(() => stopping.delete(gone));
};

export const send = (child: Child, message: ChildRequest) =>
  new Promise<void>((resolve, reject) => {
    child.process.send(message, (error) => (error ? reject(error) : resolve()));
  });

const startChild = async (config: PoolConfig): Promise<Child> => {
  await Promise.all(stopping);
  const proc = fork(fileURLToPath(await childEntry()), [], {
    execArgv: [`--max-old-space-size=${config.analysisMemoryLimitMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let tail = '';
  let outOfMemory = false;
  proc.stderr?.setEncoding('utf8');
  proc.stderr?.on('data', (chunk: string) => {
    // tested with the tail before it, so a reason split across two chunks is still read
    outOfMemory ||= OUT_OF_MEMORY.test(tail.slice(-200) + chunk);
    tail = (tail + chunk).slice(-STDERR_TAIL_BYTES);
  });
  const child: Child = {
    process: proc,
    stderrTail: () => tail.trim(),
    outOfMemory: () => outOfMemory,
    clearStderr: () => {
      tail = '';
      outOfMemory = false;
    },
    ready: new Promise<void>((resolve, reject) => {
      const onReady = (message: ChildReply) => {
        if (message.type !== 'ready') return;
        proc.off('message', onReady);
        resolve();
      };
      proc.on('message', onReady);
      proc.once('error', reject);
      proc.once('exit', (code, signal) =>
        reject(new Error(`the analysis process exited while starting (${signal ?? `code ${code}`}): ${tail.trim()}`)),
      );
    }),
  };
  child.ready.catch(() => {});
  // an idle child that dies (or fails to start) simply leaves the pool
  proc.on('error', () => {});
  proc.on('exit', () => {
    const list = idle.get(keyOf(config));
    if (list)
      idle.set(
        keyOf(config),
        list.filter((c) => c !== child),
      );
  });
  await send(child, { type: 'init', config: { ai: config.ai } }).catch(() => {});
  return child;
};

export const takeChild = async (config: PoolConfig): Promise<Child> => {
  const list = idle.get(keyOf(config)) ?? [];
  let child = list.pop();
  while (child && !isAlive(child)) child = list.pop();
  if (!child) return startChild(config);
  clearTimeout(child.idleTimer);
  child.clearStderr();
  return child;
};

// an idle child never keeps the server alive; a busy one does
export const setHeld = (child: Child, held: boolean) => {
  const stream = child.process.stderr as (NodeJS.ReadableStream & { ref?: () => void; unref?: () => void }) | null;
  const channel = child.process.channel;
  if (held) {
    child.process.ref();
    channel?.ref();
    stream?.ref?.();
  } else {
    child.process.unref();
    channel?.unref();
    stream?.unref?.();
  }
};

const isAlive = (child: Child) =>
  child.process.connected && child.process.exitCode === null && child.process.signalCode === null;

export const giveBack = (config: PoolConfig, child: Child) => {
  const list = idle.get(keyOf(config)) ?? [];
  // a child that died while its last report's stages were being written is not kept for the next one
  if (list.length >= MAX_IDLE || !isAlive(child)) {
    stopChild(child);
    return;
  }
  setHeld(child, false);
  list.push(child);
  idle.set(keyOf(config), list);
  child.idleTimer = setTimeout(() => {
    const current = idle.get(keyOf(config)) ?? [];
    if (!current.includes(child)) return;
    idle.set(
      keyOf(config),
      current.filter((c) => c !== child),
    );
    stopChild(child);
  }, IDLE_TIMEOUT_MS);
  child.idleTimer.unref();
};

/** Stops every idle child (tests, shutdown). */
export const stopAnalysisProcesses = async (): Promise<void> => {
  const all = [...idle.values()].flat();
  idle.clear();
  for (const child of all) {
    clearTimeout(child.idleTimer);
    stopChild(child);
  }
  await Promise.all(stopping);
};

let nextId = 0;

const toError = (error: Extract<ChildReply, { type: 'failed' }>['error']): Error => {
  if (error.analysis) return new AnalysisError(error.code, error.message);
  const copy = new Error(error.message);
  if (error.stack) copy.stack = error.stack;
  return copy;
};

/**
 * analyzeReport in a child process, killed after ANALYSIS_COMPUTE_LIMIT_SECONDS (plus the AI timeout when an LLM
 * takes part) or dead when its heap passes ANALYSIS_MEMORY_LIMIT_MB; either fails the report (AnalysisError) with a
 * reason. A child that crashes otherwise rejects with a plain Error, which the job retries.
 */
export const analyzeInChildProcess = async (
  input: { data: Uint8Array; kind: 'pdf' | 'text' },
  options: IsolatedAnalysisOptions,
): Promise<AnalysisResult> => {
  const { config } = options;
  if (options.signal?.aborted) throw new AnalysisError('timeout', 'The analysis was cancelled.');
  const child = await takeChild(config);
  const proc = child.process;
  return new Promise<AnalysisResult>((resolve, reject) => {
    const id = ++nextId;
    let settled = false;
    let stages: Promise<void> = Promise.resolve();

    const cleanup = () => {
      clearTimeout(timer);
      proc.off('message', onMessage);
      proc.off('close', onExit);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const settle = (outcome: { result: AnalysisResult } | { error: Error }, after: 'keep' | 'recycle' | 'kill') => {
      if (settled) return;
      settled = true;
      cleanup();
      if (after === 'keep') giveBack(config, child);
      else stopChild(child);
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const onMessage = (message: ChildReply) => {
      if (message.type === 'ready' || message.id !== id) return;
      switch (message.type) {
        case 'stage': {
          const { stage, progress } = message;
          // the first count of scanned pages extends the compute limit by their OCR budget
          if (stage === 'ocr' && progress && progress.done === 0 && !ocrBudgetGiven) {
            ocrBudgetGiven = true;
            extendLimit(progress.total * OCR_SECONDS_PER_PAGE * 1000);
          }
          stages = stages.then(() => options.onStage?.(stage, progress));
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
            () =>
              settle({ error: toError(message.error) }, message.heapBytes > RECYCLE_HEAP_BYTES ? 'recycle' : 'keep'),
            (error: Error) => settle({ error }, 'kill'),
          );
          break;
      }
    };
    // 'close' rather than 'exit': by then the last of stderr (V8's reason) has been read
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      const tail = child.stderrTail();
      settle(
        {
          error: child.outOfMemory()
            ? new AnalysisError('unsupported', ANALYSIS_TOO_COMPLEX_MESSAGE)
            : new Error(`the analysis process exited (${signal ?? `code ${code}`}): ${tail.slice(-500)}`),
        },
        'kill',
      );
    };
    const onAbort = () => settle({ error: new AnalysisError('timeout', 'The analysis was cancelled.') }, 'kill');

    const limitMs = config.analysisComputeLimitMs + (config.ai.provider === 'builtin' ? 0 : config.ai.timeoutMs);
    let deadline = 0;
    let ocrBudgetGiven = false;
    const onTooLong = () => settle({ error: new AnalysisError('timeout', ANALYSIS_TOO_LONG_MESSAGE) }, 'kill');
    const extendLimit = (ms: number) => {
      if (settled || deadline === 0) return;
      deadline += ms;
      clearTimeout(timer);
      timer = setTimeout(onTooLong, Math.max(0, deadline - Date.now()));
    };
    let timer = setTimeout(
      () => settle({ error: new Error('the analysis process did not start in time') }, 'kill'),
      START_TIMEOUT_MS,
    );
    proc.on('message', onMessage);
    proc.on('close', onExit);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // aborted while the child was being taken or started: the listener would never fire
    if (options.signal?.aborted) onAbort();
    setHeld(child, true);
    void child.ready.then(
      () => {
        if (settled) return;
        clearTimeout(timer);
        deadline = Date.now() + limitMs;
        timer = setTimeout(onTooLong, limitMs);
        const request: ChildRequest = {
          type: 'analyze',
          id,
          data: input.data,
          kind: input.kind,
          ocr: config.ocr ?? null,
        };
        send(child, request).catch((error: Error) =>
          settle({ error: new Error(`could not hand the report to the analysis process: ${error.message}`) }, 'kill'),
        );
      },
      (error: Error) => settle({ error }, 'kill'),
    );
  });
};
