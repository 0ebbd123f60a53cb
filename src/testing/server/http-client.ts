import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A browser-like client over app.inject: keeps the session cookie and sends a same-site Origin on mutations. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  get sessionCookie(): string | undefined {
    return this.cookies.get('punchlist_session');
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0 && !headers.cookie) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (!['GET', 'HEAD'].includes(method) && !('origin' in headers)) headers.origin = TEST_ORIGIN;
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired =
        (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0 || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, headers: Record<string, string> = {}) => this.request({ method: 'GET', url, headers });
  post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  put = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'], headers });
  patch = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    this.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'], headers });
  delete = (url: string, headers: Record<string, string> = {}) => this.request({ method: 'DELETE', url, headers });

  /** registers (and so signs in) a new user; returns the user */
  async register(username: string, extra: Record<string, unknown> = {}) {
    const response = await this.post('/api/register', {
      username,
      email: `${username.toLowerCase()}@example.com`,
      password: 'correct-horse',
      ...extra,
    });
    if (response.statusCode !== 201) throw new Error(`register ${username}: ${response.statusCode} ${response.body}`);
    return response.json().user as { id: number; username: string; email: string; role: string };
  }
}

let counter = 0;
/** a unique, valid username for a test */
export const uniqueName = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
