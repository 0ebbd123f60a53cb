import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json, noContent } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { ApiError, NETWORK_ERROR_MESSAGE, api, getErrorMessage, getQueryFn, urlFromQueryKey } from './api-client';
import { useUser } from './auth';

const failWith = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('api client error rule', () => {
  it('uses the message from a JSON body, with the status in front and the bare message in serverMessage', async () => {
    installFakeApi({ 'POST /api/register': () => json(409, { message: 'That username is taken.' }) });
    const error = await failWith(api.post('/api/register', { username: 'ann' }));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('409: That username is taken.');
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe('That username is taken.');
  });

  it('keeps per-field validation messages', async () => {
    installFakeApi({
      'POST /api/register': () =>
        json(400, {
          message: 'Please enter a valid email address.',
          fields: { email: 'Please enter a valid email address.' },
        }),
    });
    const error = await failWith(api.post('/api/register', {}));
    expect(error.fields).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('falls back to the body text when the body is not JSON', async () => {
    installFakeApi({ 'GET /api/reports': () => new Response('upstream timed out', { status: 502 }) });
    const error = await failWith(api.get('/api/reports'));
    expect(error.message).toBe('502: upstream timed out');
    expect(error.serverMessage).toBe('upstream timed out');
  });

  it('falls back to the body text when JSON has no message', async () => {
    installFakeApi({ 'GET /api/reports': () => json(500, { error: 'boom' }) });
    const error = await failWith(api.get('/api/reports'));
    expect(error.message).toBe('500: {"error":"boom"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    installFakeApi({
      'GET /api/reports': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    });
    const error = await failWith(api.get('/api/reports'));
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('shows the server message, never the status prefix, and a connection message when there was no answer', async () => {
    expect(getErrorMessage(new ApiError(401, 'Invalid username or password.'))).toBe('Invalid username or password.');
    expect(getErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
    expect(getErrorMessage(new Error('internal detail'), 'Fallback text')).toBe('Fallback text');
  });
});

describe('api client requests', () => {
  it('sends cookies and JSON, and reads JSON back', async () => {
    const { requests } = installFakeApi({ 'POST /api/login': () => json(200, { user: { id: 1 } }) });
    const result = await api.post<{ user: { id: number } }>('/api/login', { username: 'ann', password: 'secret1' });
    expect(result).toEqual({ user: { id: 1 } });
    const [request] = requests;
    expect(request?.init?.credentials).toBe('include');
    expect(request?.init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(request?.body).toEqual({ username: 'ann', password: 'secret1' });
  });

  it('sends FormData as is, without a JSON content type', async () => {
    const { requests } = installFakeApi({ 'POST /api/reports/upload': () => json(201, { reportId: 3 }) });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'report.pdf');
    await api.post('/api/reports/upload', form);
    expect(requests[0]?.init?.body).toBe(form);
    expect(requests[0]?.init?.headers).not.toHaveProperty('Content-Type');
  });

  it('answers undefined for 204 No Content', async () => {
    installFakeApi({ 'POST /api/logout': () => noContent() });
    await expect(api.post('/api/logout')).resolves.toBeUndefined();
  });

  it('builds URLs from query keys', () => {
    expect(urlFromQueryKey(['/api/reports', 7, 'status'])).toBe('/api/reports/7/status');
    expect(urlFromQueryKey(['/api/admin/reports', { search: 'oak st', page: 2, empty: '' }])).toBe(
      '/api/admin/reports?search=oak+st&page=2',
    );
  });
});

describe('401 on a data read', () => {
  const queryFnContext = (queryKey: string[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it("means no data with on401 'returnNull', and an error with on401 'throw'", async () => {
    installFakeApi({ 'GET /api/credits/balance': () => json(401, { message: 'Please sign in to continue.' }) });
    await expect(getQueryFn({ on401: 'returnNull' })(queryFnContext(['/api/credits/balance']))).resolves.toBeNull();
    const error = await failWith(
      Promise.resolve(getQueryFn({ on401: 'throw' })(queryFnContext(['/api/credits/balance']))),
    );
    expect(error.message).toBe('401: Please sign in to continue.');
  });

  it('is "no user" for useUser, not an error', async () => {
    installFakeApi({ 'GET /api/auth/session': () => json(200, { user: null }) });
    const Probe = () => {
      const { user, isPending, isError } = useUser();
      return <p>{isPending ? 'loading' : `user=${user === null ? 'none' : user.username} error=${String(isError)}`}</p>;
    };
    renderWithApp(<Probe />);
    expect(await screen.findByText('user=none error=false')).toBeInTheDocument();
  });

  it('is "no data" for the default query function too', async () => {
    installFakeApi({ 'GET /api/notifications': () => json(401, { message: 'Please sign in to continue.' }) });
    const Probe = () => {
      const query = useQuery<unknown>({ queryKey: ['/api/notifications'] });
      return <p>{query.isSuccess ? `data=${JSON.stringify(query.data)}` : query.status}</p>;
    };
    renderWithApp(<Probe />);
    expect(await screen.findByText('data=null')).toBeInTheDocument();
  });
});

describe('query client defaults', () => {
  it('retries a failed read once, but not a 4xx answer', async () => {
    let serverErrors = 0;
    let notFound = 0;
    installFakeApi({
      'GET /api/flaky': () => {
        serverErrors += 1;
        return json(500, { message: 'Something went wrong on our side. Please try again.' });
      },
      'GET /api/reports/99/analysis': () => {
        notFound += 1;
        return json(404, { message: 'Report not found' });
      },
    });
    const Probe = ({ path }: { path: string }) => {
      const query = useQuery<unknown>({ queryKey: [path], retryDelay: 0 });
      return <p>{query.isError ? `${path} failed` : 'waiting'}</p>;
    };
    renderWithApp(
      <>
        <Probe path="/api/flaky" />
        <Probe path="/api/reports/99/analysis" />
      </>,
    );
    expect(await screen.findByText('/api/flaky failed')).toBeInTheDocument();
    expect(await screen.findByText('/api/reports/99/analysis failed')).toBeInTheDocument();
    expect(serverErrors).toBe(2);
    expect(notFound).toBe(1);
  });

  it('never retries a mutation', async () => {
    let calls = 0;
    installFakeApi({
      'POST /api/waitlist': () => {
        calls += 1;
        return json(500, { message: 'Something went wrong on our side. Please try again.' });
      },
    });
    const Probe = () => {
      const mutation = useMutation({ mutationFn: () => api.post('/api/waitlist', { email: 'a@b.co' }) });
      return (
        <button type="button" onClick={() => mutation.mutate()}>
          {mutation.isError ? 'failed' : 'send'}
        </button>
      );
    };
    renderWithApp(<Probe />);
    screen.getByRole('button', { name: 'send' }).click();
    expect(await screen.findByRole('button', { name: 'failed' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(1));
  });
});
