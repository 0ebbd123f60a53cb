import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { ensurePgliteTemplate, pgliteTemplatePath } from './pglite-template';

// A variant built here (the demo directory's is built by `npm run build`): one marker row on top of the migrations.
const variant = { name: 'test-variant', version: randomBytes(4).toString('hex') };
const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-test-'));
  dirs.push(dir);
  return join(dir, 'pglite');
};
const packageNames = async (database: Awaited<ReturnType<typeof openPglite>>) =>
  (await database.executeSql('select name from credit_packages order by name')).rows.map((r) => r.name);

beforeAll(async () => {
  await ensurePgliteTemplate({
    ...variant,
    fill: async (client) => {
      await client.query(
        "insert into credit_packages (name, description, price_in_cents, credits) values ('from the template', 'x', 100, 1)",
      );
    },
  });
}, 60_000);

afterAll(() => {
  rmSync(pgliteTemplatePath(variant), { force: true });
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite templates on disk', () => {
  it("starts a new data directory from the variant's content, then reopens it as it was left", async () => {
    const dataDir = newDataDir();
    const database = await openPglite(dataDir, { template: variant });
    expect(await packageNames(database)).toEqual(['from the template']);
    await database.executeSql(
      "insert into credit_packages (name, description, price_in_cents, credits) values ('added', 'x', 1, 1)",
    );
    await database.close();
    const reopened = await openPglite(dataDir, { template: variant });
    expect(await packageNames(reopened)).toEqual(['added', 'from the template']);
    await reopened.close();
  }, 60_000);

  it('falls back to the empty migrated template when the variant was not built', async () => {
    const dataDir = newDataDir();
    const database = await openPglite(dataDir, { template: { name: 'never-built', version: '0' } });
    expect(await packageNames(database)).toEqual([]);
    await database.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
