import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

// The session cookie's attributes on every response that sets or clears it, and password guessing against the login
// rate limit (which must key on the connection, not on a header the client writes).

const sessionCookie = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const raw = all.find((c) => c.startsWith('punchlist_session='));
  if (!raw) return null;
  const [pair, ...attributes] = raw.split(';').map((part) => part.trim());
  const flags = new Map(
    attributes.map((a) => {
      const [name, ...value] = a.split('=');
      return [name!.toLowerCase(), value.join('=')] as const;
    }),
  );
  return { value: pair!.slice('punchlist_session='.length), flags };
};

const expectSafeFlags = (cookie: ReturnType<typeof sessionCookie>, secure: boolean) => {
  expect(cookie).not.toBeNull();
  expect(cookie!.flags.has('httponly')).toBe(true);
  expect(cookie!.flags.get('samesite')).toBe('Lax');
  expect(cookie!.flags.get('path')).toBe('/');
  expect(cookie!.flags.has('secure')).toBe(secure);
  expect(cookie!.flags.has('domain')).toBe(false);
};

describe.each([
  { appUrl: 'http://localhost:3000', secure: false },
  { appUrl: 'https://punchlist.example', secure: true },
])('session cookie at $appUrl', ({ appUrl, secure }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: appUrl, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: new URL(appUrl).origin, ...(cookie ? { cookie: `punchlist_session=${cookie}` } : {}) },
    });

  it('is HttpOnly, SameSite=Lax, Path=/, host-only and Secure exactly when APP_URL is https', async () => {
    const name = uniqueName('ck');
    const registered = await post('/api/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'correct-horse',
    });
    expect(registered.statusCode).toBe(201);
    const first = sessionCookie(registered);
    expectSafeFlags(first, secure);
    // about 30 days, not a session-less cookie and not forever
    const days = (new Date(first!.flags.get('expires')!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);

    const login = await post('/api/login', { username: name, password: 'correct-horse' });
    const second = sessionCookie(login);
    expectSafeFlags(second, secure);
    expect(second!.value).not.toBe(first!.value);

    // logout clears it with the same attributes (a cookie cleared with other attributes would survive)
    const logout = await post('/api/logout', {}, second!.value);
    expect(logout.statusCode).toBe(204);
    const cleared = sessionCookie(logout);
    expectSafeFlags(cleared, secure);
    expect(cleared!.value).toBe('');
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `punchlist_session=${second!.value}` } });
    expect(me.statusCode).toBe(401);
  });

  it('sets no cookie for a failed login', async () => {
    const response = await post('/api/login', { username: 'nobody-here', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(sessionCookie(response)).toBeNull();
  });
});

describe('password guessing', () => {
  let t: TestApp;
  const LIMIT = 5;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('hits the rate limit however the client labels itself, and then even the right password waits', async () => {
    const victim = uniqueName('victim');
    const owner = new TestClient(t.app);
    await owner.register(victim);

    const statuses: number[] = [];
    let limited: LightMyRequestResponse | null = null;
    for (let i = 0; i < LIMIT + 3; i++) {
      // a forged X-Forwarded-For per attempt: without TRUST_PROXY it must not count as another client
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
        payload: { username: victim, password: `guess-${i}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited ??= response;
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual(Array(3).fill(429));
    expect(limited!.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    expect(sessionCookie(limited!)).toBeNull();

    const right = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: victim, password: 'correct-horse' },
    });
    expect(right.statusCode).toBe(429);
    expect(sessionCookie(right)).toBeNull();
  });
});
