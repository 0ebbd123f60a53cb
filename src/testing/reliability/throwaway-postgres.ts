import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process';

// A PostgreSQL cluster of our own that a test may stop and start: the shared server on 5432 serves other tests and
// must never be stopped. PostgreSQL refuses to run as root, so as root (CI) the cluster belongs to a plain user.

const OWNER = 'pgtest';

const findBinDir = (): string | null => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
};

const which = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Why a throwaway cluster cannot be started here, or null when it can. */
export const throwawayPostgresUnavailable = (): string | null => {
  if (!findBinDir()) return 'no PostgreSQL server binaries (initdb) under /usr/lib/postgresql';
  if (process.getuid?.() === 0 && !which('runuser')) return 'running as root without runuser';
  return null;
};

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:port/postgres */
  adminUrl: string;
  port: number;
  stop: () => void;
  start: () => void;
  destroy: () => void;
}

export const startThrowawayPostgres = async (): Promise<ThrowawayPostgres> => {
  const bin = findBinDir();
  if (!bin) throw new Error('no initdb');
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', [OWNER]).status !== 0) execFileSync('useradd', ['-m', OWNER]);
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', OWNER]).toString());
    const gid = Number(execFileSync('id', ['-g', OWNER]).toString());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const full = asRoot ? ['-u', OWNER, '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, full, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
