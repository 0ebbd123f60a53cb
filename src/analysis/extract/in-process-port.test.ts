import { describe, expect, it } from 'vitest';
import { InProcessPort, handOver } from './in-process-port';

const received = (port: InProcessPort) => {
  const seen: unknown[] = [];
  port.addEventListener('message', (event) => seen.push(event.data));
  return seen;
};

describe('InProcessPort', () => {
  it('delivers asynchronously, in posting order, to every listener', async () => {
    const port = new InProcessPort();
    const a = received(port);
    const b = received(port);
    port.postMessage(1);
    port.postMessage(2);
    expect(a).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(a).toEqual([1, 2]);
    expect(b).toEqual([1, 2]);
  });

  it('hands objects over by reference (no clone)', async () => {
    const port = new InProcessPort();
    const seen = received(port);
    const glyphs = [{ unicode: 'A', width: 500 }];
    port.postMessage({ action: 'x', data: glyphs });
    await Promise.resolve();
    expect((seen[0] as { data: unknown }).data).toBe(glyphs);
  });

  it('copies an operator-list chunk, which pdf.js truncates right after sending it', async () => {
    const port = new InProcessPort();
    const seen = received(port);
    const fnArray = [44, 45];
    const args = [['glyphs'], null];
    port.postMessage({ stream: 4, streamId: 1, chunk: { fnArray, argsArray: args, lastChunk: false, length: 2 } });
    fnArray.length = 0; // what OperatorList.flush() does after enqueueing
    args.length = 0;
    await Promise.resolve();
    const chunk = (seen[0] as { chunk: { fnArray: number[]; argsArray: unknown[]; length: number } }).chunk;
    expect(chunk.fnArray).toEqual([44, 45]);
    expect(chunk.argsArray).toEqual([['glyphs'], null]);
    expect(chunk.length).toBe(2);
  });

  it('copies a text-content chunk, which pdf.js sends again with new items', async () => {
    const port = new InProcessPort();
    const seen = received(port);
    const content: { items: { str: string }[]; styles: Record<string, object> } = {
      items: [{ str: 'first' }],
      styles: { f1: {} },
    };
    port.postMessage({ stream: 4, streamId: 2, chunk: content });
    content.items = []; // what getTextContent's enqueueChunk() does after sending
    content.styles = {};
    content.items.push({ str: 'second' });
    port.postMessage({ stream: 4, streamId: 2, chunk: content });
    await Promise.resolve();
    const chunks = seen.map((m) => (m as { chunk: typeof content }).chunk);
    expect(chunks.map((c) => c.items)).toEqual([[{ str: 'first' }], [{ str: 'second' }]]);
    expect(chunks[0]!.styles).toEqual({ f1: {} });
  });

  it('stops delivering to a removed listener', async () => {
    const port = new InProcessPort();
    const seen: unknown[] = [];
    const listener = (event: { data: unknown }) => seen.push(event.data);
    port.addEventListener('message', listener);
    port.removeEventListener('message', listener);
    port.postMessage('late');
    await Promise.resolve();
    expect(seen).toEqual([]);
  });

  it('passes primitives and chunk-less messages through unchanged', () => {
    const message = { action: 'ready' };
    expect(handOver(message)).toBe(message);
    expect(handOver(null)).toBeNull();
  });
});
