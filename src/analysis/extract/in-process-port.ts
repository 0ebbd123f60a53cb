// pdf.js on Node runs its "worker" in this thread and talks to it through a loopback port that structuredClone()s
// every message. The operator lists we read are hundreds of thousands of small glyph objects, and cloning them was
// ~10 % of the engine's time plus much of its garbage collection. Both ends live in this process and neither edits a
// message after receiving it, so messages are handed over by reference, still asynchronously (pdf.js relies on
// that ordering). The one thing the worker edits after sending is an operator-list chunk: OperatorList.flush()
// truncates its fnArray/argsArray right after enqueueing them, so those two arrays are copied (a slice, not a
// deep clone: their entries are fresh per operator and never touched again). A text-content chunk is edited too:
// getTextContent enqueues one object again and again and gives it new `items` and `styles` after each send, so
// its top level is copied (the arrays it held are not touched again).

type Listener = (event: { data: unknown }) => void;

interface OperatorChunk {
  fnArray: unknown[];
  argsArray: unknown[];
}

const isOperatorChunk = (value: unknown): value is OperatorChunk =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as OperatorChunk).fnArray) &&
  Array.isArray((value as OperatorChunk).argsArray);

const isTextContentChunk = (value: unknown): value is { items: unknown[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items);

/** A message as it must be handed over: operator-list and text-content chunks copied at the top level, the rest as is. */
export const handOver = (message: unknown): unknown => {
  if (typeof message !== 'object' || message === null) return message;
  const chunk = (message as { chunk?: unknown }).chunk;
  if (isOperatorChunk(chunk))
    return { ...message, chunk: { ...chunk, fnArray: chunk.fnArray.slice(), argsArray: chunk.argsArray.slice() } };
  if (isTextContentChunk(chunk)) return { ...message, chunk: { ...chunk } };
  return message;
};

/** The MessagePort shape pdf.js's MessageHandler and PDFWorker({ port }) use, without structured cloning. */
export class InProcessPort {
  readonly #listeners = new Set<Listener>();
  readonly #settled = Promise.resolve();

  postMessage(message: unknown): void {
    const event = { data: handOver(message) };
    // as pdf.js's LoopbackPort: a microtask per message keeps delivery asynchronous and in posting order
    void this.#settled.then(() => {
      for (const listener of this.#listeners) listener.call(this, event);
    });
  }

  addEventListener(_name: string, listener: Listener): void {
    this.#listeners.add(listener);
  }

  removeEventListener(_name: string, listener: Listener): void {
    this.#listeners.delete(listener);
  }

  terminate(): void {
    this.#listeners.clear();
  }
}
