// npm run import-contractors -- file.csv [--replace] [--dry-run] [--source NAME]   (format: docs/contractors.md)
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@/server/config';
import { migrateDatabase, openDatabase } from '@/server/db/client';
import { readContractorCsv } from '@/server/modules/contractors/contractor-csv';
import { importContractorRows } from '@/server/modules/contractors/import-contractors';

const USAGE = 'Usage: npm run import-contractors -- file.csv [--replace] [--dry-run] [--source NAME]';

const main = async (): Promise<number> => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      replace: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      source: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    console.error(USAGE);
    return 1;
  }
  const source = values.source ?? `csv:${basename(file)}`;
  if (source === 'demo') {
    console.error('--source demo is reserved for the demo directory');
    return 1;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }

  const { results, headerErrors } = readContractorCsv(text, source);
  if (headerErrors.length > 0) {
    for (const problem of headerErrors) console.error(`${file}: ${problem}`);
    return 1;
  }
  const rejected = results.filter((r) => !r.row);
  const valid = results.flatMap((r) => (r.row ? [r.row] : []));
  for (const r of rejected) console.error(`line ${r.line}: rejected — ${r.errors.join('; ')}`);

  if (values['dry-run']) {
    console.log(`Dry run: ${valid.length} row(s) valid, ${rejected.length} rejected; nothing imported.`);
    return rejected.length > 0 ? 2 : 0;
  }
  if (valid.length === 0) {
    console.error(`Nothing imported: ${rejected.length} row(s) rejected.`);
    return rejected.length > 0 ? 2 : 0;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const { inserted, removed } = await importContractorRows({
      db: database.db,
      rows: valid,
      source,
      replace: values.replace,
    });
    const replaced = values.replace ? `, replacing ${removed} earlier row(s) from ${source}` : '';
    console.log(`Imported ${inserted} contractor(s) as source '${source}'${replaced}; ${rejected.length} rejected.`);
  } finally {
    await database.close();
  }
  return rejected.length > 0 ? 2 : 0;
};

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
