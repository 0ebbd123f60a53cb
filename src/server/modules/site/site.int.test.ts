import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlist } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { ensureAdmin } from '../auth/ensure-admin';

describe('maintenance and waitlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const adminClient = async () => {
    const client = new TestClient(t.app);
    const name = uniqueName('admin');
    await ensureAdmin({ db: t.ctx.db, username: name, email: `${name}@example.com`, password: 'admin-pass' });
    await client.post('/api/login', { username: name, password: 'admin-pass' });
    return client;
  };

  it('is off by default and switched by an admin only', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/maintenance-status')).json()).toEqual({
      isMaintenanceMode: false,
      debug: 'default: off',
    });
    expect((await anonymous.put('/api/admin/maintenance', { enabled: true })).statusCode).toBe(401);
    const user = new TestClient(t.app);
    await user.register(uniqueName('plain'));
    expect((await user.put('/api/admin/maintenance', { enabled: true })).statusCode).toBe(403);

    const admin = await adminClient();
    const on = await admin.put('/api/admin/maintenance', { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().isMaintenanceMode).toBe(true);
    const status = (await anonymous.get('/api/maintenance-status')).json();
    expect(status.isMaintenanceMode).toBe(true);
    expect(status.debug).toMatch(/admin setting/);
    expect(Date.now() - Date.parse(status.changedAt)).toBeLessThan(60_000);
    await admin.put('/api/admin/maintenance', { enabled: false });
    expect((await anonymous.get('/api/maintenance-status')).json().isMaintenanceMode).toBe(false);
  });

  it('accepts the admin bearer token only when configured and exact', async () => {
    const withToken = await createTestApp({ ADMIN_API_TOKEN: 'a'.repeat(40) });
    try {
      const good = await withToken.app.inject({
        method: 'PUT',
        url: '/api/admin/maintenance',
        headers: { authorization: `Bearer ${'a'.repeat(40)}` },
        payload: { enabled: true },
      });
      expect(good.statusCode).toBe(200);
      const bad = await withToken.app.inject({
        method: 'PUT',
        url: '/api/admin/maintenance',
        headers: { authorization: `Bearer ${'b'.repeat(40)}` },
        payload: { enabled: false },
      });
      expect(bad.statusCode).toBe(403);
    } finally {
      await withToken.close();
    }
    const noToken = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: { authorization: `Bearer ${'a'.repeat(40)}` },
      payload: { enabled: true },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it('lets MAINTENANCE_MODE in the environment win', async () => {
    const forced = await createTestApp({ MAINTENANCE_MODE: 'true' });
    try {
      const status = (await forced.app.inject({ url: '/api/maintenance-status' })).json();
      expect(status).toEqual({ isMaintenanceMode: true, debug: 'environment: MAINTENANCE_MODE=true' });
    } finally {
      await forced.close();
    }
  });

  it('adds a waitlist signup once per email and validates input', async () => {
    const client = new TestClient(t.app);
    const email = `${uniqueName('wl')}@example.com`;
    const first = await client.post('/api/waitlist', {
      email,
      firstName: 'Ann',
      interestedIn: 'both',
      referralSource: 'blog',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: "You're on the list!" });
    const again = await client.post('/api/waitlist', { email: email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    const [row] = await t.ctx.db.select({ n: count() }).from(waitlist).where(eq(waitlist.email, email));
    expect(row?.n).toBe(1);

    const missing = await client.post('/api/waitlist', { firstName: 'Ann' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Email required: Please enter your email address to join the waitlist.');
    expect((await client.post('/api/waitlist', { email: 'nope' })).statusCode).toBe(400);
    expect((await client.post('/api/waitlist', { email, interestedIn: 'everything' })).statusCode).toBe(400);
    expect((await client.post('/api/waitlist', { email, referralSource: 'tv' })).statusCode).toBe(400);
  });

  it('answers unknown API routes and malformed JSON with a JSON message', async () => {
    const unknown = await t.app.inject({ url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Not found/);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().message).toBe('string');
  });
});
