import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A small webhook receiver on 127.0.0.1 for tests: records every request and answers what `answer` says. */
export const startReceiver = async (
  answer: (request: ReceivedRequest) => { status: number; headers?: Record<string, string> } = () => ({ status: 200 }),
): Promise<{
  url: string;
  received: ReceivedRequest[];
  setAnswer: (next: typeof answer) => void;
  close: () => Promise<void>;
}> => {
  const received: ReceivedRequest[] = [];
  let respond = answer;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const { status, headers } = respond(entry);
      response.writeHead(status, headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setAnswer: (next) => {
      respond = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
