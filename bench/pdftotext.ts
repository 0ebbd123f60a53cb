import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const available = () => !spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error;

const run = (command: string, args: string[]) => {
  const asRoot = process.getuid?.() === 0;
  const result = spawnSync(asRoot ? command : 'sudo', asRoot ? args : ['-n', command, ...args], { stdio: 'inherit' });
  return result.status === 0;
};

/** pdftotext is the yardstick: install poppler-utils when it is missing (apt-based machines). */
export const ensurePdftotext = (): void => {
  if (available()) return;
  console.log('bench: installing poppler-utils for pdftotext…');
  const env = ['-y', '-q', 'install', 'poppler-utils'];
  if (!run('apt-get', env)) {
    run('apt-get', ['-q', 'update']);
    run('apt-get', env);
  }
  if (!available()) throw new Error('pdftotext is missing and poppler-utils could not be installed (apt-get)');
};

// CPU time of this process's finished children (Linux /proc/self/stat cutime + cstime, in clock ticks of 10 ms)
const childrenCpuMs = (): number => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // after "pid (comm) ": state is field 3, so cutime (16) and cstime (17) are at 13 and 14
  return (Number(fields[13]) + Number(fields[14])) * 10;
};

/** Wall and CPU time of one `pdftotext file -` (process start included, output discarded). */
export const timePdftotext = (path: string): { wallMs: number; cpuMs: number } => {
  const cpu = childrenCpuMs();
  const started = performance.now();
  const result = spawnSync('pdftotext', [path, '-'], { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`pdftotext failed on ${path}`);
  return { wallMs: performance.now() - started, cpuMs: childrenCpuMs() - cpu };
};
