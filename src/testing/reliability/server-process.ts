import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// Real server processes for the reliability suites: the built server (dist/server/server.js), one role each, on a
// scratch database of the TEST_DATABASE_URL server, with their logs kept for the assertions.

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds the app when dist is missing or older than the sources (the same check `npm start` makes). */
export const ensureBuilt = (): void => {
  const fresh = spawnSync(
    process.execPath,
    ['-e', "import('./scripts/build-fingerprint.mjs').then((m) => process.exit(m.isBuildFresh() ? 0 : 1))"],
    { cwd: REPO_ROOT },
  );
  if (fresh.status === 0) return;
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
};

export const adminDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export interface ScratchDatabase {
  url: string;
  query: <T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
  drop: () => Promise<void>;
}

/** A new empty database on the server at `adminUrl` (the app migrates it when it starts). */
export const createScratchDatabase = async (adminUrl: string): Promise<ScratchDatabase> => {
  const name = `rel_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  return {
    url,
    query: async (text, values) => (await pool.query(text, values)).rows,
    drop: async () => {
      await pool.end().catch(() => {});
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};

export const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });

export interface LogLine {
  level?: number;
  msg?: string;
  reportId?: number;
  attempt?: number;
  [key: string]: unknown;
}

export interface ServerProcess {
  role: 'all' | 'api' | 'worker';
  child: ChildProcess;
  /** http://127.0.0.1:port for api/all roles */
  baseUrl: string;
  logs: LogLine[];
  /** stderr and stdout lines that are not JSON logs (crash traces, warnings) */
  rawOutput: string[];
  alive: () => boolean;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** resident memory now, its child processes' included, and the process's own peak (VmHWM), in MB, from /proc */
  memory: () => { rssMb: number; childrenMb: number; peakMb: number } | null;
  waitForLog: (match: (line: LogLine) => boolean, timeoutMs?: number) => Promise<LogLine>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

const statusOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
};

/** the process's descendants (the analysis engine's child processes) */
const descendantsOf = (pid: number): number[] => {
  try {
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
    return children.flatMap((child) => [child, ...descendantsOf(child)]);
  } catch {
    return [];
  }
};

const readMemory = (pid: number | undefined) => {
  if (!pid) return null;
  try {
    const own = statusOf(pid);
    let childrenMb = 0;
    for (const child of descendantsOf(pid)) {
      try {
        childrenMb += statusOf(child)('VmRSS');
      } catch {
        // gone meanwhile
      }
    }
    return { rssMb: own('VmRSS') + childrenMb, childrenMb, peakMb: own('VmHWM') };
  } catch {
    return null;
  }
};

export const startServer = async (options: {
  role: 'all' | 'api' | 'worker';
  databaseUrl?: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> => {
  const port = options.role === 'worker' ? 0 : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/server.js'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      ROLE: options.role,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // the suites sign in wrongly on purpose, many times over, as one account
      LOGIN_FAILURE_LIMIT: '100000',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
  });
  const logs: LogLine[] = [];
  const rawOutput: string[] = [];
  const waiters = new Set<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  const onLine = (line: string) => {
    if (!line.trim()) return;
    let parsed: LogLine | null;
    try {
      parsed = line.startsWith('{') ? (JSON.parse(line) as LogLine) : null;
    } catch {
      parsed = null;
    }
    if (!parsed) {
      rawOutput.push(line);
      return;
    }
    logs.push(parsed);
    for (const waiter of waiters)
      if (waiter.match(parsed)) {
        waiters.delete(waiter);
        waiter.resolve(parsed);
      }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
  let exited = false;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolveExit({ code, signal });
    }),
  );

  const waitForLog = (match: (line: LogLine) => boolean, timeoutMs = 30_000) => {
    const seen = logs.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<LogLine>((resolveLine, reject) => {
      const waiter = { match, resolve: resolveLine };
      waiters.add(waiter);
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(
          new Error(
            `${options.role}: no matching log line in ${timeoutMs} ms; last output:\n${rawOutput.slice(-20).join('\n')}`,
          ),
        );
      }, timeoutMs);
      void exit.then(() => {
        if (!waiters.has(waiter)) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        reject(new Error(`${options.role} exited; output:\n${rawOutput.slice(-30).join('\n')}`));
      });
      const done = waiter.resolve;
      waiter.resolve = (line) => {
        clearTimeout(timer);
        done(line);
      };
    });
  };

  const server: ServerProcess = {
    role: options.role,
    child,
    baseUrl,
    logs,
    rawOutput,
    alive: () => !exited,
    exit,
    memory: () => readMemory(child.pid),
    waitForLog,
    stop: async (signal = 'SIGTERM') => {
      if (exited) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };

  if (options.role === 'worker') {
    await waitForLog((line) => line.msg?.startsWith('worker started') === true, 60_000);
  } else {
    const started = Date.now();
    for (;;) {
      if (exited) throw new Error(`${options.role} exited while starting:\n${rawOutput.slice(-30).join('\n')}`);
      const ok = await fetch(`${baseUrl}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() - started > 60_000) {
        await server.stop('SIGKILL');
        throw new Error(`${options.role} did not answer /api/health in 60 s:\n${rawOutput.slice(-30).join('\n')}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return server;
};
