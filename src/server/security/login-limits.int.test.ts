import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, parseTrustProxy } from '../config';
import { createContext } from '../create-context';
import { rateLimits } from '../db/schema';
import { ACCOUNT_THROTTLED } from '../modules/auth/login-throttle';
import { TEST_ORIGIN, TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

// Security review, issue 16: login guessing behind a proxy (item 3) and rate limits shared by every API process
// (item 7). The per-client limit must key on the address our proxy saw, and a per-account limit must hold whatever
// address the guesses come from.

const login = (app: FastifyInstance, payload: object, extra: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'POST', url: '/api/login', payload, headers: { origin: TEST_ORIGIN }, ...extra });

describe('TRUST_PROXY', () => {
  it('means one hop for true, a hop count for a number, proxy addresses for a list, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10,loopback')).toEqual(['10.0.0.0/8', '192.168.1.10', 'loopback']);
    expect(parseTrustProxy('::1, fd00::/8')).toEqual(['::1', 'fd00::/8']);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'everything' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  for (const trustProxy of ['true', '127.0.0.1']) {
    describe(`TRUST_PROXY=${trustProxy}`, () => {
      let t: TestApp;
      const LIMIT = 5;
      beforeAll(async () => {
        t = await createTestApp({ TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
      });
      afterAll(() => t.close());

      it('limits a client by the address the proxy saw, whatever it wrote in X-Forwarded-For', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < LIMIT + 3; i++) {
          // what a proxy forwards: the client's own forged entry, then the address the proxy saw
          const response = await login(
            t.app,
            { username: uniqueName('nobody'), password: `guess-${i}` },
            { headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7` } },
          );
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429, 429]);

        // a different client behind the same proxy has its own budget
        const other = await login(
          t.app,
          { username: uniqueName('nobody'), password: 'guess' },
          { headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.8' } },
        );
        expect(other.statusCode).toBe(401);
      });
    });
  }
});

describe('failed sign-ins per account', () => {
  let t: TestApp;
  const LIMIT = 4;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOGIN_FAILURE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('refuses guesses past the limit from any address, then even the right password, for that account only', async () => {
    const victim = uniqueName('victim');
    const owner = new TestClient(t.app);
    await owner.register(victim);
    const bystander = uniqueName('bystander');
    await new TestClient(t.app).register(bystander);

    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      // each guess from another connection, by username or by email: one budget for the account
      const username = i % 2 === 0 ? victim : `${victim.toLowerCase()}@example.com`;
      const response = await login(t.app, { username, password: `guess-${i}` }, { remoteAddress: `192.0.2.${i + 1}` });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);

    const right = await login(t.app, { username: victim, password: 'correct-horse' }, { remoteAddress: '192.0.2.99' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: ACCOUNT_THROTTLED });
    expect(right.headers['set-cookie']).toBeUndefined();

    // another account is not affected, and the signed-in owner stays signed in
    expect((await login(t.app, { username: bystander, password: 'correct-horse' })).statusCode).toBe(200);
    expect((await owner.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins, and counts parallel guesses one by one', async () => {
    const name = uniqueName('busy');
    await new TestClient(t.app).register(name);
    for (let i = 0; i < LIMIT + 2; i++)
      expect((await login(t.app, { username: name, password: 'correct-horse' })).statusCode).toBe(200);

    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(t.app, { username: name, password: `parallel-${i}` })),
    );
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(LIMIT);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(12 - LIMIT);
  });

  it('limits unknown names too, so the answer does not tell which accounts exist', async () => {
    const ghost = uniqueName('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++)
      statuses.push((await login(t.app, { username: ghost, password: 'x' })).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
  });
});

describe('rate limits shared by API processes on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  const LIMIT = 6;
  const env = { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), LOGIN_FAILURE_LIMIT: '3' };
  beforeAll(async () => {
    t = await createTestApp(env);
    // a second app with its own context on the same database: another API process behind the load balancer
    const ctx = await createContext(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, APP_URL: 'http://localhost:3000', DEMO_DATA: '0', ...env }),
      { database: t.ctx.database, queue: false },
    );
    second = await buildApp(ctx);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('spends one per-client budget across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const app = i % 2 === 0 ? t.app : second;
      statuses.push((await login(app, { username: uniqueName('nobody'), password: 'x' })).statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
  });

  it('spends one per-account budget across both processes', async () => {
    const name = uniqueName('shared');
    await new TestClient(t.app).register(name);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const app = i % 2 === 0 ? second : t.app;
      statuses.push(
        (await login(app, { username: name, password: `guess-${i}` }, { remoteAddress: `192.0.2.${i + 10}` }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('shares limiters made with createRateLimit (the SMS budget), keyed by the budget they name', async () => {
    const options = { max: 2, timeWindow: 60_000, keyGenerator: () => 'sms:user:424242' };
    const first = t.app.createRateLimit(options);
    const other = second.createRateLimit(options);
    const request = { routeOptions: { config: {} } } as never;
    const results = [await first(request), await other(request), await first(request)];
    expect(results.map((r) => !r.isAllowed && r.isExceeded)).toEqual([false, false, true]);
    const keys = (await t.ctx.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('limiter 60000|sms:user:424242');
    expect(keys.some((key) => key.startsWith('POST /api/login|'))).toBe(true);
  });
});
