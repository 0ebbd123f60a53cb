import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` runs its script through `sh -c`, which does not pass on signals: a SIGTERM to npm stopped the shell
// and left scripts/start.mjs and the server running. The script `exec`s node, so npm's signal reaches start.mjs,
// which stops the server. Checked with this repository's own start script and start.mjs's signal relay, over a
// stand-in server (the real one needs a build).

const dir = mkdtempSync(join(tmpdir(), 'npm-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  it('stops the server when the npm process is signalled', async () => {
    const ours = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    const relay = readFileSync('scripts/start.mjs', 'utf8');
    // start.mjs's own relay (signals → child, child's exit → exit), around a server that only prints its pid
    const start = relay
      .slice(relay.indexOf('const child = spawn('))
      .replace(/\['--enable-source-maps', 'dist\/server\/server\.js'\]/, "['server.mjs']");
    expect(start).toContain("['server.mjs']");
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'stand-in', scripts: { start: ours.scripts.start } }),
    );
    writeFileSync(join(dir, 'scripts-start.mjs'), `import { spawn } from 'node:child_process';\n${start}`);
    writeFileSync(
      join(dir, 'server.mjs'),
      "console.log('server', process.pid); process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000);",
    );
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'stand-in',
        scripts: { start: ours.scripts.start.replace('scripts/start.mjs', 'scripts-start.mjs') },
      }),
    );

    const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
    const serverPid = await new Promise<number>((resolve, reject) => {
      npm.stdout.on('data', (chunk: Buffer) => {
        const match = /server (\d+)/.exec(String(chunk));
        if (match) resolve(Number(match[1]));
      });
      npm.on('exit', () => reject(new Error('npm start exited before the server started')));
    });
    expect(alive(serverPid)).toBe(true);
    npm.kill('SIGTERM');
    await new Promise((resolve) => npm.once('exit', resolve));
    await expect.poll(() => alive(serverPid), { timeout: 5000 }).toBe(false);
  }, 30_000);
});
