import { multipart } from '../server/report-fixtures';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** the parsed body, or undefined when it is not JSON */
  body: unknown;
}

/** A browser-like client of a real server over HTTP: keeps the session cookie, sends a same-origin Origin. */
export class HttpSession {
  private cookie: string | undefined;
  constructor(readonly baseUrl: string) {}

  /** the Cookie header this session sends (for requests made without fetch) */
  get cookieHeader(): string {
    return this.cookie ?? '';
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; body?: BodyInit; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('punchlist_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }

  async register(username: string): Promise<{ id: number }> {
    const answer = await this.request('POST', '/api/register', {
      json: { username, email: `${username.toLowerCase()}@example.com`, password: 'correct-horse' },
    });
    if (answer.status !== 201) throw new Error(`register ${username}: ${answer.status} ${answer.text}`);
    return (answer.body as { user: { id: number } }).user;
  }

  upload(filename: string, contentType: string, data: Buffer | Uint8Array | string): Promise<HttpAnswer> {
    const form = multipart([{ filename, contentType, data }]);
    return this.request('POST', '/api/reports/upload', {
      body: new Uint8Array(form.payload),
      headers: form.headers,
      timeoutMs: 60_000,
    });
  }
}
