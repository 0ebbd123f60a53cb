import { request } from 'node:http';
import { multipartHead, multipartHeaders, multipartTail } from '../server/report-fixtures';

export interface StreamedAnswer {
  status: number | 'no answer';
  body: unknown;
  error?: string;
  /** how much of the body was written before the server answered */
  bytesSent: number;
}

const CHUNK = Buffer.alloc(64 * 1024, 'A');

/**
 * An oversized upload over real HTTP, answered whenever the server answers: with a Content-Length (the server
 * refuses it before reading), sent by fetch, or streamed chunked without one (the server cuts it off at 25 MB),
 * never held whole. (Node's http.request, writing a declared body the server has already refused, reported EPIPE
 * before it parsed the 413 in 3 of 12 tries; fetch read the 413 every time, so declared bodies go through fetch.)
 */
export const oversizedUpload = async (options: {
  baseUrl: string;
  cookie: string;
  size: number;
  head: Buffer;
  declareLength: boolean;
}): Promise<StreamedAnswer> => {
  if (!options.declareLength) return streamChunked(options);
  const body = Buffer.concat([
    multipartHead('huge.pdf', 'application/pdf'),
    options.head,
    Buffer.alloc(options.size - options.head.length, 'A'),
    multipartTail,
  ]);
  try {
    const response = await fetch(`${options.baseUrl}/api/reports/upload`, {
      method: 'POST',
      body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
      headers: { ...multipartHeaders, cookie: options.cookie, origin: options.baseUrl },
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the assertion message
    }
    return { status: response.status, body: parsed, bytesSent: body.length };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      status: 'no answer',
      body: null,
      error: `${(error as Error).message} ${cause?.code ?? ''} ${cause?.message ?? ''}`,
      bytesSent: 0,
    };
  }
};

const streamChunked = (options: {
  baseUrl: string;
  cookie: string;
  size: number;
  head: Buffer;
}): Promise<StreamedAnswer> =>
  new Promise((resolve) => {
    const head = Buffer.concat([multipartHead('huge.pdf', 'application/pdf'), options.head]);
    let bytesSent = 0;
    let answered = false;
    const req = request(`${options.baseUrl}/api/reports/upload`, {
      method: 'POST',
      headers: {
        ...multipartHeaders,
        cookie: options.cookie,
        origin: options.baseUrl,
        'transfer-encoding': 'chunked',
      },
    });
    const timer = setTimeout(() => {
      if (answered) return;
      answered = true;
      req.destroy();
      resolve({ status: 'no answer', body: null, error: 'no answer in 60 s', bytesSent });
    }, 60_000);
    req.on('response', (response) => {
      answered = true;
      clearTimeout(timer);
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        resolve({ status: response.statusCode ?? 0, body, bytesSent });
      });
    });
    // the server may close the connection while we are still writing: only an error without an answer counts
    req.on('error', (error) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      resolve({ status: 'no answer', body: null, error: error.message, bytesSent });
    });
    const write = async () => {
      const send = (chunk: Buffer) =>
        new Promise<void>((done) => {
          bytesSent += chunk.length;
          if (req.write(chunk)) done();
          else req.once('drain', () => done());
        });
      await send(head);
      let left = options.size - options.head.length;
      while (left > 0 && !answered && !req.destroyed) {
        const piece = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        await send(piece);
        left -= piece.length;
      }
      if (!answered && !req.destroyed) req.end(multipartTail);
    };
    void write().catch(() => {});
  });
