import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';

// A migrated, empty PGlite data directory, dumped once and reused: creating a PGlite data directory runs initdb
// (about 4 s here) while loading this dump takes under 1 s. Used for a fresh DATA_DIR at first start and for every
// in-memory test database. Keyed by a hash of the migrations and the PGlite version, so a schema change never loads
// an old template.

const TEMPLATE_DIR = join(PROJECT_ROOT, 'dist/pglite-template');

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const templateKey = (): string => {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  hash.update(String(pglite.version));
  for (const file of listFiles(MIGRATIONS_DIR).sort())
    hash.update(file.slice(MIGRATIONS_DIR.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
};

export const pgliteTemplatePath = (): string => join(TEMPLATE_DIR, `${templateKey()}.tar.gz`);

/** The current template as a Blob for PGlite's loadDataDir, or undefined when it has not been built. */
export const loadPgliteTemplate = (): Blob | undefined => {
  try {
    const path = pgliteTemplatePath();
    return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
  } catch {
    return undefined;
  }
};

export const ensurePgliteTemplate = async (): Promise<string> => {
  const path = pgliteTemplatePath();
  if (existsSync(path)) return path;
  const dir = join(tmpdir(), `pglite-template-${process.pid}-${Date.now()}`);
  const client = await PGlite.create(dir);
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    // write then rename: parallel test workers may build it at the same time
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return path;
};
