import {
  type ChildReply,
  giveBack,
  type PoolConfig,
  RECYCLE_HEAP_BYTES,
  send,
  START_TIMEOUT_MS,
  setHeld,
  stopChild,
  takeChild,
} from './analysis-process';

/** A page that takes longer than this to draw is from a file built to stall pdf.js: its child is killed. */
export const RENDER_TIME_LIMIT_MS = 20_000;

export class PageRenderTimeout extends Error {}

let nextId = 0;

/**
 * One page of an uploaded PDF as a PNG, drawn by a child of the analysis pool (analysis-process.ts) under the same
 * memory limit and a time limit of its own: the API never parses an upload itself (ARCHITECTURE.md). `png` is
 * null when the document has no such page.
 */
export const renderPageInChildProcess = async (
  input: { data: Uint8Array; page: number; width: number },
  config: PoolConfig,
  limitMs = RENDER_TIME_LIMIT_MS,
): Promise<{ png: Buffer | null; pageCount: number }> => {
  const child = await takeChild(config);
  const proc = child.process;
  setHeld(child, true);
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (after: 'keep' | 'kill', outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      proc.off('message', onMessage);
      proc.off('close', onExit);
      if (after === 'keep') giveBack(config, child);
      else stopChild(child);
      outcome();
    };
    const onMessage = (message: ChildReply) => {
      if (message.type === 'ready' || message.id !== id) return;
      const after = message.type !== 'warn' && message.type !== 'stage' && message.heapBytes > RECYCLE_HEAP_BYTES;
      if (message.type === 'rendered')
        settle(after ? 'kill' : 'keep', () =>
          resolve({ png: message.png ? Buffer.from(message.png) : null, pageCount: message.pageCount }),
        );
      else if (message.type === 'failed')
        settle(after ? 'kill' : 'keep', () => reject(new Error(`page render failed: ${message.error.message}`)));
    };
    const onExit = () => settle('kill', () => reject(new Error('the page render process exited')));
    const tooLong = () => settle('kill', () => reject(new PageRenderTimeout()));
    // a cold child loads the engine first (seconds); the render's own limit starts once it is ready
    let timer = setTimeout(tooLong, START_TIMEOUT_MS);
    proc.on('message', onMessage);
    proc.on('close', onExit);
    child.ready.then(
      () => {
        if (settled) return;
        clearTimeout(timer);
        timer = setTimeout(tooLong, limitMs);
        send(child, { type: 'render', id, ...input }).catch((error: Error) => settle('kill', () => reject(error)));
      },
      (error: Error) => settle('kill', () => reject(error)),
    );
  });
};
