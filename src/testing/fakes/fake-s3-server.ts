import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test double: a tiny path-style S3 (PutObject, GetObject, HeadObject, DeleteObject) on 127.0.0.1, so the storage
// seam is exercised through the real AWS SDK (signing, XML errors, streaming) rather than a mocked module.

export interface FakeS3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  requests: FakeS3Request[];
  /** makes the next n requests answer 500 (transient failure) */
  failNext: (n: number) => void;
  close: () => Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`;

export const startFakeS3 = async (bucket: string): Promise<FakeS3> => {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const requests: FakeS3Request[] = [];
  let failures = 0;

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname);
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500, { 'content-type': 'application/xml' });
        response.end(xmlError('InternalError', 'We encountered an internal error. Please try again.'));
        return;
      }
      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix) || path.length === prefix.length) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end(xmlError('NoSuchBucket', 'The specified bucket does not exist'));
        return;
      }
      const key = path.slice(prefix.length);
      const object = objects.get(key);
      switch (request.method) {
        case 'PUT': {
          objects.set(key, { body: Buffer.concat(chunks), contentType: request.headers['content-type'] });
          response.writeHead(200, { etag: '"fake-etag"' });
          response.end();
          return;
        }
        case 'GET':
        case 'HEAD': {
          if (!object) {
            response.writeHead(404, { 'content-type': 'application/xml' });
            response.end(request.method === 'GET' ? xmlError('NoSuchKey', 'The specified key does not exist.') : '');
            return;
          }
          response.writeHead(200, {
            'content-type': object.contentType ?? 'application/octet-stream',
            'content-length': String(object.body.length),
            etag: '"fake-etag"',
          });
          response.end(request.method === 'GET' ? object.body : undefined);
          return;
        }
        case 'DELETE': {
          objects.delete(key);
          response.writeHead(204);
          response.end();
          return;
        }
        default:
          response.writeHead(405);
          response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
