import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from './test-database';

describe('test database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is migrated and enforces case-insensitive unique usernames', async () => {
    await database.db.insert(users).values({ username: 'Alice', email: 'a@example.com', passwordHash: 'x' });
    const [row] = await database.db.select().from(users).where(eq(users.username, 'Alice'));
    expect(row?.email).toBe('a@example.com');
    await expect(
      database.db.insert(users).values({ username: 'alice', email: 'b@example.com', passwordHash: 'x' }),
    ).rejects.toThrow();
  });
});
