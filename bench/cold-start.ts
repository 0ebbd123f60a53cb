import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProcess } from './server-process';

export interface ColdStart {
  freshMs: number;
  existingMs: number;
  /** what the server logged about the demo directory seed on the fresh start, if anything */
  seedNote: string | null;
}

/** Spawn → first 200 on `/` with the embedded database: on a new DATA_DIR, then again on the same one. */
export const benchColdStart = async (env: Record<string, string>): Promise<ColdStart> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'punchlist-bench-cold-'));
  try {
    const start = async (label: string) => {
      const port = await freePort();
      const server = await startProcess({
        script: 'dist/server/server.js',
        env: { ...env, PORT: String(port), DATA_DIR: dataDir },
        port,
        logPath: join(dataDir, `${label}.log`),
      });
      await server.stop();
      return server.readyMs;
    };
    const freshMs = await start('fresh');
    const existingMs = await start('existing');
    const seedLine = readFileSync(join(dataDir, 'fresh.log'), 'utf8')
      .split('\n')
      .find((line) => line.includes('demo contractor directory'));
    const seed = seedLine ? (JSON.parse(seedLine) as { rows?: number; ms?: number; msg: string }) : null;
    return {
      freshMs,
      existingMs,
      seedNote: seed ? `${seed.msg}${seed.rows ? ` (${seed.rows} rows, ${seed.ms} ms)` : ''}` : null,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
