// Evaluation harness: runs the engine over the keyed dev corpus, scores it with the shared scorer, then runs
// over the unkeyed reports and prints crashes, timings and finding counts.
//
//   npm run eval [-- --verbose] [--out DIR] [--corpus ../shared/corpus]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { analyzeReport } from '../analysis/analyze-report';
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const verbose = args.includes('--verbose');
const corpus = resolve(flag('--corpus') ?? '../shared/corpus');
const out = resolve(flag('--out') ?? mkdtempSync(join(tmpdir(), 'punchlist-eval-')));
const scorer = resolve(corpus, '../tools/score-analysis.mjs');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
};

const run = async () => {
  if (!existsSync(corpus)) {
    console.error(`No corpus at ${corpus}`);
    process.exit(1);
  }
  const analyze = (data: Uint8Array) => analyzeReport({ data });
  mkdirSync(out, { recursive: true });

  const dev = join(corpus, 'dev');
  const devTimes: number[] = [];
  // CPU time next to wall time: on a shared 2-core machine the wall clock also measures the neighbours
  const devCpu: number[] = [];
  console.log(`dev set → ${out}`);
  for (const file of readdirSync(dev)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const name = basename(file, '.pdf');
    const cpu = process.cpuUsage();
    const result = await analyze(new Uint8Array(readFileSync(join(dev, file))));
    const used = process.cpuUsage(cpu);
    const cpuMs = Math.round((used.user + used.system) / 1000);
    devTimes.push(result.timings.totalMs);
    devCpu.push(cpuMs);
    writeFileSync(join(out, `${name}.json`), JSON.stringify(result, null, 2));
    console.log(
      `  ${name.padEnd(44)} ${String(result.deficiencies.length).padStart(3)} findings  ${String(result.timings.totalMs).padStart(5)} ms (cpu ${cpuMs} ms)  ${result.format}`,
    );
  }
  const score = spawnSync(process.execPath, [scorer, '--dir', dev, out, ...(verbose ? ['--verbose'] : [])], {
    encoding: 'utf8',
  });
  console.log(score.stdout || score.stderr);

  const unkeyed = join(corpus, 'unkeyed');
  if (existsSync(unkeyed)) {
    console.log('unkeyed reports');
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let crashes = 0;
    for (const file of readdirSync(unkeyed)
      .filter((f) => f.endsWith('.pdf'))
      .sort()) {
      const name = basename(file, '.pdf');
      try {
        const cpu = process.cpuUsage();
        const result = await analyze(new Uint8Array(readFileSync(join(unkeyed, file))));
        const used = process.cpuUsage(cpu);
        cpuTimes.push(Math.round((used.user + used.system) / 1000));
        times.push(result.timings.totalMs);
        writeFileSync(join(out, `${name}.json`), JSON.stringify(result, null, 2));
        const t = result.timings;
        console.log(
          `  ${name.slice(0, 44).padEnd(44)} ${String(result.pages).padStart(3)} p ${String(result.deficiencies.length).padStart(3)} findings  extract ${String(t.extractMs).padStart(4)} ms  find ${String(t.findMs).padStart(4)} ms  total ${String(t.totalMs).padStart(5)} ms  ${result.format}`,
        );
      } catch (error) {
        const e = error as Error & { code?: string };
        if (!e.code) crashes++;
        console.log(`  ${name.slice(0, 44).padEnd(44)} ${e.code ? `refused (${e.code})` : 'CRASH'}: ${e.message}`);
      }
    }
    console.log(
      `  crashes: ${crashes}; median wall ${median(times)} ms / cpu ${median(cpuTimes)} ms (unkeyed), wall ${median(devTimes)} ms / cpu ${median(devCpu)} ms (dev)`,
    );
  }
};

await run();
