import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export { freePort } from '@/testing/reliability/server-process';

/** Resident memory of a process in bytes (Linux /proc), or null when it is gone. */
export const rssOf = (pid: number): number | null => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
};

export interface RunningProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** spawn → first 200 on the ready path */
  readyMs: number;
  logPath: string;
  stop: () => Promise<void>;
}

const logTail = (path: string) => {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
};

/**
 * Spawns a server (node <script>) and polls `readyPath` until it answers 200. Output goes to a log file (a pipe
 * nobody reads would block the server once full).
 */
export const startProcess = async (options: {
  script: string;
  env: Record<string, string>;
  port: number;
  logPath: string;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<RunningProcess> => {
  const url = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logPath, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [options.script], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...options.env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = `exited with ${signal ?? code}`;
      resolve();
    });
  });
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  };
  const deadline = started + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (exited) throw new Error(`${options.script} ${exited} before answering:\n${logTail(options.logPath)}`);
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`${options.script} did not answer within ${options.timeoutMs ?? 60_000} ms`);
    }
    try {
      const response = await fetch(`${url}${options.readyPath ?? '/'}`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, pid: child.pid!, url, readyMs: performance.now() - started, logPath: options.logPath, stop };
};
