import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_REFUSED } from '@/contracts/common';
import { users } from '../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

// PostgreSQL text cannot hold U+0000: a NUL that passed validation failed in the database with a 500. Every text
// field of a request is built on one schema (contracts/common.ts `text`) that answers 400 and says why.

const NUL = 'a\u0000b';

describe('NUL characters in text fields', () => {
  let t: TestApp;
  let user: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    user = new TestClient(t.app);
    admin = new TestClient(t.app);
    await user.register(uniqueName('nul'));
    const adminUser = await admin.register(uniqueName('nuladm'));
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminUser.id));
  });
  afterAll(() => t.close());

  const refused = (response: { statusCode: number; json: () => { message: string } }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NUL_REFUSED);
  };

  it('refuses them with a 400 in registration, login, profile and waitlist fields', async () => {
    const fresh = () => new TestClient(t.app);
    const valid = { username: uniqueName('r'), email: 'nul@example.com', password: 'correct-horse' };
    for (const field of ['username', 'email', 'password', 'firstName', 'lastName'])
      refused(await fresh().post('/api/register', { ...valid, [field]: NUL }));
    refused(await fresh().post('/api/login', { username: NUL, password: 'correct-horse' }));
    refused(await fresh().post('/api/login', { username: 'someone', password: NUL }));
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'address', 'company'])
      refused(await user.put('/api/auth/profile', { [field]: NUL }));
    for (const field of ['email', 'firstName', 'lastName'])
      refused(await fresh().post('/api/waitlist', { email: 'w@example.com', [field]: NUL }));
  });

  it('refuses them in searches and messages', async () => {
    refused(await admin.get('/api/admin/users?search=a%00b'));
    refused(await admin.get('/api/admin/reports?search=a%00b'));
    refused(await admin.get('/api/admin/cost-match?text=a%00b'));
    refused(await user.post('/api/contractors/search', { address: NUL }));
    refused(await user.get('/api/checkout-session/cs_a%00b'));
  });
});
