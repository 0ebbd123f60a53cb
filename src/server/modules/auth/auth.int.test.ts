import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { purgeUploadsJob } from '../../jobs/purge-uploads';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { ensureAdmin } from './ensure-admin';

describe('accounts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('registers, signs the user in with a safe cookie and never returns the hash', async () => {
    const client = new TestClient(t.app);
    const name = uniqueName('reg');
    const response = await client.post('/api/register', {
      username: name,
      email: `${name}@Example.com`,
      password: 'secret1',
      firstName: 'Ada',
      lastName: '',
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      username: name,
      email: `${name}@example.com`,
      firstName: 'Ada',
      lastName: null,
      role: 'user',
    });
    expect(response.body).not.toMatch(/argon|password/i);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(name);
    expect(me.body).not.toMatch(/hash/i);
    // the web's session check: the same user, and signed out is a 200 with null (no error status on visitor pages)
    const session = await client.get('/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toEqual(me.json());
    const visitor = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
  });

  it.each([
    [{ username: 'ab' }, 'username'],
    [{ username: 'has space' }, 'username'],
    [{ username: 'x'.repeat(33) }, 'username'],
    [{ email: 'not-an-email' }, 'email'],
    [{ password: '12345' }, 'password'],
    [{ password: 'x'.repeat(257) }, 'password'],
  ])('rejects %j with a 400 naming the field', async (override, field) => {
    const client = new TestClient(t.app);
    const name = uniqueName('bad');
    const response = await client.post('/api/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'secret1',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(typeof response.json().message).toBe('string');
  });

  it('refuses a duplicate username or email, whatever the case, with 409', async () => {
    const client = new TestClient(t.app);
    const name = uniqueName('dup');
    await client.register(name);
    const sameName = await new TestClient(t.app).post('/api/register', {
      username: name.toUpperCase(),
      email: `other-${name}@example.com`,
      password: 'secret1',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toMatch(/username/i);
    const sameEmail = await new TestClient(t.app).post('/api/register', {
      username: `${name}x`,
      email: `${name.toUpperCase()}@EXAMPLE.COM`,
      password: 'secret1',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email/i);
  });

  it('logs in with a new token each time and logs out', async () => {
    const first = new TestClient(t.app);
    const name = uniqueName('login');
    await first.register(name);
    const registeredToken = first.sessionCookie;
    const wrong = await first.post('/api/login', { username: name, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password.');
    const ok = await first.post('/api/login', { username: name, password: 'correct-horse' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.username).toBe(name);
    expect(first.sessionCookie).toBeTruthy();
    expect(first.sessionCookie).not.toBe(registeredToken);
    // the previous token no longer works
    const old = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `punchlist_session=${registeredToken}` },
    });
    expect(old.statusCode).toBe(401);
    const logout = await first.post('/api/logout');
    expect(logout.statusCode).toBe(204);
    expect((await first.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('GET /api/logout from our own helper page ends the session and redirects home', async () => {
    const client = new TestClient(t.app);
    await client.register(uniqueName('glo'));
    // from another site it only offers a button (security/cross-site-requests.int.test.ts)
    const response = await client.get('/api/logout', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('answers 400 for missing login fields with the spec message', async () => {
    const response = await new TestClient(t.app).post('/api/login', { username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter both username and password');
  });

  it('treats an expired session as signed out and slides an active one', async () => {
    const client = new TestClient(t.app);
    const user = await client.register(uniqueName('exp'));
    // an hour-old session gets a new 30-day expiry on use
    await t.ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000), expiresAt: new Date(Date.now() + 1000 * 60) })
      .where(eq(sessions.userId, user.id));
    const slid = await client.get('/api/auth/user');
    expect(slid.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    expect(String(slid.headers['set-cookie'])).toMatch(/punchlist_session=/);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('updates the profile and refuses an email taken by someone else', async () => {
    const client = new TestClient(t.app);
    await client.register(uniqueName('prof'));
    const other = uniqueName('oth');
    await new TestClient(t.app).register(other);
    const response = await client.put('/api/auth/profile', {
      firstName: 'Grace',
      lastName: 'Hopper Jr',
      phone: '555-0100',
      address: '1 Main St, Austin, TX 78701',
      company: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper Jr',
      company: null,
      phone: '555-0100',
    });
    const taken = await client.put('/api/auth/profile', {
      email: `${other}@example.com`,
      currentPassword: 'correct-horse',
    });
    expect(taken.statusCode).toBe(409);
    expect((await new TestClient(t.app).put('/api/auth/profile', { firstName: 'X' })).statusCode).toBe(401);
  });

  it('refuses mutations from a foreign Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'a', password: 'b' },
    });
    expect(response.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('applies the Origin check and the session to the matched route, however the path is encoded', async () => {
    const client = new TestClient(t.app);
    await client.register(uniqueName('enc'));
    for (const url of ['/%61pi/logout', '/api//logout', '/api/logout/', '/api/sms/status/../../logout']) {
      const response = await client.request({ method: 'POST', url, headers: { origin: 'https://evil.example' } });
      expect([403, 404]).toContain(response.statusCode);
    }
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    // an encoded path still carries the session
    expect((await client.get('/%61pi/auth/user')).statusCode).toBe(200);
  });

  it('create-admin promotes an account to admin', async () => {
    const client = new TestClient(t.app);
    const name = uniqueName('adm');
    const user = await client.register(name);
    const result = await ensureAdmin({
      db: t.ctx.db,
      username: name,
      email: `${name}@example.com`,
      password: 'new-pass-1',
    });
    expect(result).toEqual({ id: user.id, created: false });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('admin');
    const login = await new TestClient(t.app).post('/api/login', { username: name, password: 'new-pass-1' });
    expect(login.json().user.role).toBe('admin');
  });

  it('the hourly purge deletes expired sessions and keeps live ones', async () => {
    const register = async (prefix: string) => {
      const client = new TestClient(t.app);
      const name = uniqueName(prefix);
      const response = await client.post('/api/register', {
        username: name,
        email: `${name}@example.com`,
        password: 'secret1',
        firstName: 'Ada',
        lastName: '',
      });
      expect(response.statusCode).toBe(201);
      return { client, userId: response.json().user.id as number };
    };
    const expired = await register('expired');
    const live = await register('live');
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, expired.userId));

    const result = (await purgeUploadsJob.work(t.ctx, {})) as { expiredSessions: number };
    expect(result.expiredSessions).toBeGreaterThanOrEqual(1);
    const left = async (userId: number) =>
      (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    expect(await left(expired.userId)).toBe(0);
    expect(await left(live.userId)).toBe(1);
    expect((await live.client.get('/api/auth/user')).statusCode).toBe(200);
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('answers 429 with a message after too many attempts', async () => {
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await client.post('/api/login', { username: 'nobody', password: 'wrong-password' })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const last = await client.post('/api/login', { username: 'nobody', password: 'wrong-password' });
    expect(last.json().message).toMatch(/too many attempts/i);
  });
});

describe('secure cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://punchlist.example' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure when APP_URL is https', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://punchlist.example' },
      payload: { username: uniqueName('sec'), email: `${uniqueName('sec')}@example.com`, password: 'secret1' },
    });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
  });
});
