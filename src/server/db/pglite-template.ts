import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';
import { extractTar } from './extract-tar';

// A migrated, empty PGlite data directory, dumped once and reused: creating a PGlite data directory runs initdb
// (about 4 s here) while loading this dump takes under 1 s. Used for a fresh DATA_DIR at first start and for every
// in-memory test database. Keyed by a hash of the migrations and the PGlite version, so a schema change never loads
// an old template. A variant adds content at build time: a server's first start loads the 'first-start' template
// (src/server/first-start-template.ts) instead of seeding ~30,000 demo rows and creating pg-boss's schema.

const TEMPLATE_DIR = join(PROJECT_ROOT, 'dist/pglite-template');

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/**
 * A template with content beyond the migrations (the demo contractor directory): `version` changes whenever that
 * content does, so a new version never loads an old dump.
 */
export interface PgliteTemplateVariant {
  name: string;
  version: string;
}

const templateKey = (variant: PgliteTemplateVariant | undefined): string => {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  hash.update(String(pglite.version));
  for (const file of listFiles(MIGRATIONS_DIR).sort())
    hash.update(file.slice(MIGRATIONS_DIR.length)).update(readFileSync(file));
  if (variant) hash.update(`\0${variant.name}\0${variant.version}`);
  return hash.digest('hex').slice(0, 16);
};

export const pgliteTemplatePath = (variant?: PgliteTemplateVariant): string =>
  join(TEMPLATE_DIR, `${variant ? `${variant.name}-` : ''}${templateKey(variant)}.tar.gz`);

/** The current template as a Blob for PGlite's loadDataDir, or undefined when it has not been built. */
export const loadPgliteTemplate = (): Blob | undefined => {
  try {
    const path = pgliteTemplatePath();
    return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Writes the template (of `variant`, or the empty one) into the new data directory `dataDir` with Node's own file
 * calls, PG_VERSION last; false when it has not been built. PGlite's loadDataDir writes the same files through its
 * emulated file system: ~2 s against ~0.4 s here for the 64 MB demo template.
 */
export const extractPgliteTemplate = (dataDir: string, variant?: PgliteTemplateVariant): boolean => {
  const path = pgliteTemplatePath(variant);
  if (!existsSync(path)) return false;
  extractTar(gunzipSync(readFileSync(path)), dataDir, { last: 'PG_VERSION' });
  return true;
};

/** Builds the template when missing: migrated, then filled with the variant's content (`fill`), then dumped. */
export const ensurePgliteTemplate = async (
  variant?: PgliteTemplateVariant & { fill: (client: PGlite) => Promise<void> },
): Promise<string> => {
  const path = pgliteTemplatePath(variant);
  if (existsSync(path)) return path;
  const dir = join(tmpdir(), `pglite-template-${process.pid}-${Date.now()}`);
  const client = await PGlite.create(dir);
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    await variant?.fill(client);
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
