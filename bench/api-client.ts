import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { basename } from 'node:path';

/** A signed-in API user: registers, keeps the session cookie. */
export class ApiClient {
  cookie = '';

  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }

  async register(username: string): Promise<number> {
    const { status } = await this.call('POST', '/api/register', {
      username,
      email: `${username}@bench.example`,
      password: 'bench-password',
    });
    if (status !== 201 && status !== 200) throw new Error(`register answered ${status}`);
    const user = await this.call('GET', '/api/auth/user');
    return (user.json as { id: number }).id;
  }

  async upload(data: Uint8Array, filename: string): Promise<number> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), filename);
    const response = await fetch(`${this.baseUrl}/api/reports/upload`, {
      method: 'POST',
      headers: { cookie: this.cookie },
      body: form,
    });
    const json = (await response.json()) as { reportId?: number; message?: string };
    if (response.status !== 201 || !json.reportId)
      throw new Error(`upload answered ${response.status}: ${json.message}`);
    return json.reportId;
  }

  /** Polls the status every `everyMs` until the report leaves `processing`. */
  async waitForReport(
    id: number,
    everyMs = 20,
    timeoutMs = 120_000,
  ): Promise<{ status: string; failureReason: string | null }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { json } = await this.call('GET', `/api/reports/${id}/status`);
      const status = json as { status: string; failureReason: string | null };
      if (status.status !== 'processing') return status;
      if (Date.now() > deadline) throw new Error(`report ${id} still processing after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }

  /** A multipart upload streamed from disk (the body is never in this process's memory). */
  streamUpload(path: string): Promise<{ status: number; body: string }> {
    const boundary = `----bench${Date.now()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${basename(path)}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + statSync(path).size + tail.length;
    const url = new URL('/api/reports/upload', this.baseUrl);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: {
            cookie: this.cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(length),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(head);
      const file = createReadStream(path, { highWaterMark: 64 * 1024 });
      file.on('error', reject);
      file.on('end', () => req.end(tail));
      file.pipe(req, { end: false });
    });
  }
}
