import type { QueryFunction, QueryKey } from '@tanstack/react-query';

/**
 * The one fetch wrapper (platform §7, API.md § Errors): cookies always, JSON bodies unless the body is FormData,
 * and any non-OK answer becomes an ApiError whose message is "{status}: {server message}".
 */
export class ApiError extends Error {
  readonly status: number;
  /** The message without the status prefix: what toasts that show "the server message" display. */
  readonly serverMessage: string;
  /** Per-field validation messages when the server sent them (400). */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, serverMessage: string, fields?: Record<string, string>) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The message from the JSON body, or the body text, or the status text. */
export const toApiError = async (response: Response): Promise<ApiError> => {
  const text = await response.text().catch(() => '');
  let fields: Record<string, string> | undefined;
  let message = '';
  if (text.trim()) {
    message = text;
    try {
      const body: unknown = JSON.parse(text);
      if (isRecord(body) && typeof body.message === 'string' && body.message.trim()) message = body.message;
      if (isRecord(body) && isRecord(body.fields)) fields = body.fields as Record<string, string>;
    } catch {
      // not JSON: the body text is the message
    }
  }
  return new ApiError(response.status, message || response.statusText || 'Request failed', fields);
};

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const send = (method: string, url: string, body: unknown, options: RequestOptions = {}): Promise<Response> => {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: options.signal,
  });
};

const readBody = async <T>(response: Response): Promise<T> => {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
};

/** Sends the request and returns the raw response when it is OK (downloads use this); throws ApiError otherwise. */
export const apiFetch = async (
  method: string,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<Response> => {
  const response = await send(method, url, body, options);
  if (!response.ok) throw await toApiError(response);
  return response;
};

export const apiRequest = async <T>(method: string, url: string, body?: unknown, options?: RequestOptions) =>
  readBody<T>(await apiFetch(method, url, body, options));

export const api = {
  get: <T>(url: string, options?: RequestOptions) => apiRequest<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', url, body, options),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', url, body, options),
  delete: <T = void>(url: string, options?: RequestOptions) => apiRequest<T>('DELETE', url, undefined, options),
};

/**
 * The URL a query key stands for: string and number parts joined with '/', an object part as the query string
 * (empty values left out). ['/api/reports', 7, 'status'] → '/api/reports/7/status'.
 */
export const urlFromQueryKey = (queryKey: QueryKey): string => {
  const segments: string[] = [];
  const search = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === 'string' || typeof part === 'number') segments.push(String(part));
    else if (isRecord(part)) {
      for (const [key, value] of Object.entries(part)) {
        if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
      }
    }
  }
  const query = search.toString();
  return segments.join('/').replace(/\/{2,}/g, '/') + (query ? `?${query}` : '');
};

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function that GETs the query key's URL. With on401 'returnNull' a 401 means "no data", not an error. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey, signal }) => {
    const response = await send('GET', urlFromQueryKey(queryKey), undefined, { signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    if (!response.ok) throw await toApiError(response);
    return readBody<T>(response);
  };

export const NETWORK_ERROR_MESSAGE = "We couldn't reach Punchlist. Check your connection and try again.";

/**
 * What a toast shows for a failed call: the server's own message for an ApiError, a connection message when the
 * request never got an answer, otherwise the fallback.
 */
export const getErrorMessage = (error: unknown, fallback = 'Something went wrong. Please try again.'): string => {
  if (isApiError(error)) return error.serverMessage;
  // fetch rejects with a TypeError when there is no answer at all (offline, server down, CORS)
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return fallback;
};
