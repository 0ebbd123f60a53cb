import { vi } from 'vitest';

// A stand-in for the server at the network boundary: tests stub fetch and answer with real Response objects, so
// the code under test runs its real request and error handling.

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  init: RequestInit | undefined;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });

export const noContent = () => new Response(null, { status: 204 });

/** A promise that never settles: keeps a request pending so a test can look at the loading state. */
export const never = () => new Promise<Response>(() => {});

/**
 * Stubs fetch with handlers keyed "METHOD /path". Unknown requests fail the test loudly (404 with a message)
 * rather than hanging. Returns the list of requests made.
 */
export const installFakeApi = (handlers: Record<string, FakeHandler>) => {
  const requests: FakeRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // a text body stays text
      }
    }
    const request: FakeRequest = { method, path: url.pathname, url, body, init };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return json(404, { message: `fake api: no handler for ${method} ${url.pathname}` });
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetch: fetchStub };
};
