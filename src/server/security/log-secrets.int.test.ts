import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

// A failed insert once logged its bound values: a new user's password hash (drizzle's message and `params`) and
// PostgreSQL's "Failing row contains (…)" detail. The log of a failing registration is read here in full.

describe('database errors in the log', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'info' },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
    // a registration that fails in the database itself (a check violation: a 500, which is logged)
    await t.ctx.db.execute(sql`alter table users add constraint no_boom check (first_name is distinct from 'Boom')`);
  });
  afterAll(() => t.close());

  it('carry no bound values: a failing registration logs neither the password hash nor the failing row', async () => {
    const name = uniqueName('boom');
    const response = await new TestClient(t.app).post('/api/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'correct-horse-battery',
      firstName: 'Boom',
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    // the failure is logged, with what finds it (the constraint), and without the values
    expect(log).toContain('unhandled error');
    expect(log).toContain('no_boom');
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain(`${name}@example.com`);
    expect(log).not.toContain('Failing row');
  });
});
