// npm run create-admin -- --username U --email E   (password from ADMIN_PASSWORD or a prompt)
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@/server/config';
import { migrateDatabase, openDatabase } from '@/server/db/client';
import { redactDbError } from '@/server/db/redact-db-error';
import { ensureAdmin } from '@/server/modules/auth/ensure-admin';

const promptPassword = async (): Promise<string> => {
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) return line.trim();
    return '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // hide what is typed
  const output = process.stdout as NodeJS.WriteStream & { write: (s: string) => boolean };
  const write = output.write.bind(output);
  let prompting = true;
  output.write = (s: string) => (prompting && !s.startsWith('Password') ? true : write(s));
  const answer = await rl.question('Password (at least 6 characters): ');
  prompting = false;
  output.write = write;
  write('\n');
  rl.close();
  return answer;
};

const main = async () => {
  const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' } } });
  if (!values.username || !values.email) {
    console.error('Usage: npm run create-admin -- --username U --email E   (password: ADMIN_PASSWORD or prompt)');
    process.exit(2);
  }
  const config = loadConfig();
  const password = config.adminPassword ?? (await promptPassword());
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const result = await ensureAdmin({ db: database.db, username: values.username, email: values.email, password });
    console.log(`${result.created ? 'Created' : 'Promoted'} admin '${values.username}' (id ${result.id}).`);
  } finally {
    await database.close();
  }
};

main().catch((error) => {
  // a failed insert's error holds the new password hash among its values: printed without them
  console.error(error instanceof ConfigError || error?.name === 'AppError' ? error.message : redactDbError(error));
  process.exit(1);
});
