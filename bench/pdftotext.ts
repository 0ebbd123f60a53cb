import { spawnSync } from 'node:child_process';

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

/** Wall time of one `pdftotext file -` (process start included, output discarded). */
export const timePdftotext = (path: string): number => {
  const started = performance.now();
  const result = spawnSync('pdftotext', [path, '-'], { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`pdftotext failed on ${path}`);
  return performance.now() - started;
};
