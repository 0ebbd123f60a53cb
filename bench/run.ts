// `npm run bench`: measures the engine, the server and the web bundles, prints one table and appends it (with the
// date and the machine) to docs/benchmarks.md. Not part of CI: timings belong in a report, not in assertions.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ApiClient } from './api-client';
import { measureUploadMemory, writeBigPdf } from './big-upload';
import { benchColdStart } from './cold-start';
import { corpusFiles } from './corpus';
import { benchEngine, benchLongTexts, benchThroughput } from './engine-bench';
import { benchOcr } from './ocr-bench';
import { LOAD, type LoadResult, loadTest } from './load-test';
import { describeMachine } from './machine';
import { benchQuestions } from './question-bench';
import { ensurePdftotext } from './pdftotext';
import { type BenchDatabase, createBenchDatabase } from './postgres';
import { renderRun, type Row } from './results-table';
import { seedReports, unlockReports } from './seed-reports';
import { freePort, type RunningProcess, startProcess } from './server-process';
import { kb, mb, median, ms } from './stats';
import { measureWebBundles, WEB_BUDGETS } from './web-bundle';

const DOC = 'docs/benchmarks.md';
const SERVER = 'dist/server/server.js';
const LIST_REPORTS = 500;

const TARGETS = {
  engineRatio: 3,
  uploadMs: 2000,
  apiShare: 0.4,
  p99Ms: 50,
  uploadMemoryBytes: 100 * 1024 * 1024,
  coldStartMs: 5000,
  questionMs: 100,
};

// production settings with the local providers: what `npm start` runs, minus development logging defaults
const SERVER_ENV = {
  NODE_ENV: 'production',
  PAYMENTS_PROVIDER: 'local',
  DEMO_DATA: '1',
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
};

const rows: Row[] = [];
const notes: string[] = [];
const work = mkdtempSync(join(tmpdir(), 'punchlist-bench-'));

const section = async (name: string, run: () => Promise<void>) => {
  const started = performance.now();
  console.log(`bench: ${name}…`);
  try {
    await run();
  } catch (error) {
    rows.push({ metric: name, measured: `error: ${(error as Error).message.split('\n')[0]}`, target: '', pass: false });
    console.error(error);
  }
  console.log(`bench: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

const buildIfStale = () => {
  const fresh = spawnSync(
    process.execPath,
    ['-e', "import('./scripts/build-fingerprint.mjs').then((m) => process.exit(m.isBuildFresh() ? 0 : 1))"],
    { stdio: 'inherit' },
  );
  if (fresh.status === 0 && existsSync(SERVER)) return;
  console.log('bench: building (the build is missing or older than the sources)…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
};

const engineRows = async () => {
  const timings = await benchEngine(corpusFiles('dev'));
  if (timings.length === 0) throw new Error('no dev corpus (../shared/corpus/dev)');
  for (const t of timings) {
    rows.push({
      metric: `Engine vs pdftotext: ${t.name} (${t.pages} p)`,
      measured:
        `${ms(t.wallMs)} vs ${ms(t.pdftotextMs)} = ${t.ratio.toFixed(2)}× ` +
        `(CPU ${ms(t.cpuMs)} vs ${ms(t.pdftotextCpuMs)} = ${t.cpuRatio.toFixed(2)}×)`,
      target: `≤ ${TARGETS.engineRatio}×`,
      pass: t.ratio <= TARGETS.engineRatio,
    });
  }
  const ratio = median(timings.map((t) => t.ratio));
  const cpuRatio = median(timings.map((t) => t.cpuRatio));
  rows.push({
    metric: 'Engine vs pdftotext: median of the dev reports',
    measured:
      `${ms(median(timings.map((t) => t.wallMs)))} vs ${ms(median(timings.map((t) => t.pdftotextMs)))}, ` +
      `ratio ${ratio.toFixed(2)}× (CPU ratio ${cpuRatio.toFixed(2)}×)`,
    target: `≤ ${TARGETS.engineRatio}×`,
    pass: ratio <= TARGETS.engineRatio,
  });
  for (const t of await benchLongTexts()) {
    rows.push({
      metric: `Engine on a long text upload: ${t.name} (${kb(t.chars)})`,
      measured: ms(t.ms),
      target: '',
      pass: null,
    });
  }
  const throughput = await benchThroughput();
  rows.push({
    metric: `Reports per minute, whole corpus (${throughput.reports} reports, one process)`,
    measured: `${throughput.perMinute.toFixed(0)}/min (${throughput.seconds.toFixed(1)} s, median ${ms(throughput.medianMs)}${throughput.refused ? `, ${throughput.refused} refused` : ''})`,
    target: '',
    pass: null,
  });
};

const ocrRows = async () => {
  const report = corpusFiles('dev')[0];
  if (!report) throw new Error('no dev corpus (../shared/corpus/dev)');
  const ocr = await benchOcr(report, work);
  rows.push({
    metric: `OCR of a scanned report: ${ocr.name}, first ${ocr.pages} pages at 200 DPI`,
    measured: `${ocr.secondsPerPage.toFixed(1)} s/page, peak memory ${ocr.peakRssMb} MB (RSS, own process)`,
    target: '',
    pass: null,
  });
};

const webRows = async () => {
  const { landing, signedIn } = measureWebBundles('dist/web');
  rows.push({
    metric: `Landing page JS, gzipped (${landing.files} files)`,
    measured: `${(landing.gzipBytes / 1000).toFixed(1)} kB (raw ${kb(landing.rawBytes)})`,
    target: '≤ 150 kB',
    pass: landing.gzipBytes <= WEB_BUDGETS.landingGzipBytes,
  });
  rows.push({
    metric: `Signed-in app JS at /, gzipped (${signedIn.files} files)`,
    measured: `${(signedIn.gzipBytes / 1000).toFixed(1)} kB (raw ${kb(signedIn.rawBytes)})`,
    target: '≤ 200 kB',
    pass: signedIn.gzipBytes <= WEB_BUDGETS.signedInGzipBytes,
  });
};

const questionRows = async () => {
  const q = await benchQuestions(corpusFiles('dev'));
  rows.push({
    metric: `Ask the report: POST /api/reports/:id/questions on a ${q.pages}-page report (${q.passages} passages), server-side`,
    measured: `median ${ms(q.medianMs)}, max ${ms(q.maxMs)} over ${q.count} questions; first question (builds the index) ${ms(q.firstMs)}`,
    target: '< 100 ms',
    pass: q.medianMs < TARGETS.questionMs,
  });
};

const coldStartRows = async () => {
  const cold = await benchColdStart(SERVER_ENV);
  rows.push({
    metric: 'Cold start to first 200 on / (new DATA_DIR, embedded database)',
    measured: ms(cold.freshMs),
    target: '≤ 5 s',
    pass: cold.freshMs <= TARGETS.coldStartMs,
  });
  rows.push({
    metric: 'Cold start to first 200 on / (existing DATA_DIR)',
    measured: ms(cold.existingMs),
    target: '≤ 5 s',
    pass: cold.existingMs <= TARGETS.coldStartMs,
  });
  if (cold.seedNote) notes.push(`Cold start (new DATA_DIR): ${cold.seedNote}.`);
};

const loadRow = (metric: string, result: LoadResult, hello: LoadResult) => {
  const share = result.rps / hello.rps;
  rows.push({
    metric,
    measured:
      `${result.rps.toFixed(0)} req/s = ${(share * 100).toFixed(0)}% of hello-world; p50 ${result.p50} ms, ` +
      `p99 ${result.p99} ms${result.failures ? `; ${result.failures} failed` : ''}`,
    target: `≥ ${TARGETS.apiShare * 100}% and p99 < ${TARGETS.p99Ms} ms`,
    pass: share >= TARGETS.apiShare && result.p99 < TARGETS.p99Ms && result.failures === 0,
  });
};

// What the payload alone allows: a bare Fastify route sending the same bytes from memory.
const ceilingRow = (name: string, bytes: number, ceiling: LoadResult, api: LoadResult, hello: LoadResult) => {
  rows.push({
    metric: `Ceiling: bare Fastify sending the same ${kb(bytes)} ${name} response from memory`,
    measured:
      `${ceiling.rps.toFixed(0)} req/s = ${((ceiling.rps / hello.rps) * 100).toFixed(0)}% of hello-world ` +
      `(the API reaches ${((api.rps / ceiling.rps) * 100).toFixed(0)}% of it); p99 ${ceiling.p99} ms`,
    target: '',
    pass: null,
  });
};

const serverRows = async () => {
  let database: BenchDatabase | null = null;
  let server: RunningProcess | null = null;
  try {
    database = await createBenchDatabase();
    const port = await freePort();
    server = await startProcess({
      script: SERVER,
      env: { ...SERVER_ENV, PORT: String(port), DATABASE_URL: database.url, DATA_DIR: join(work, 'data') },
      port,
      logPath: join(work, 'server.log'),
    });
    const client = new ApiClient(server.url);
    const userId = await client.register(`bench${Date.now().toString(36)}`);

    // upload → completed, one dev report after another
    const latencies: number[] = [];
    const ids: number[] = [];
    for (const file of corpusFiles('dev')) {
      const data = new Uint8Array(readFileSync(file.path));
      const started = performance.now();
      const id = await client.upload(data, `${file.name}.pdf`);
      const outcome = await client.waitForReport(id);
      latencies.push(performance.now() - started);
      if (outcome.status !== 'completed') throw new Error(`${file.name}: ${outcome.status} (${outcome.failureReason})`);
      ids.push(id);
    }
    const latency = median(latencies);
    rows.push({
      metric: `Upload → completed through the server, median of ${latencies.length} dev reports`,
      measured: `${ms(latency)} (range ${ms(Math.min(...latencies))}–${ms(Math.max(...latencies))})`,
      target: '≤ 2 s',
      pass: latency <= TARGETS.uploadMs,
    });
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const timings = await db.query<{ t: Record<string, number> }>(
      'select timings as t from reports where id = any($1::int[])',
      [ids],
    );
    await db.end();
    const part = (key: string) => ms(median(timings.rows.map((r) => r.t?.[key] ?? NaN)));
    notes.push(
      `Upload → completed, server-side medians: queue ${part('queueMs')}, job ${part('jobMs')} (extract ` +
        `${part('extractMs')}, find ${part('findMs')}, price ${part('priceMs')}, contractors ${part('matchMs')}).`,
    );

    // memory during a 25 MB upload
    const bigPdf = join(work, 'big-upload.pdf');
    const size = await writeBigPdf(bigPdf);
    const memory = await measureUploadMemory(server.pid, client, bigPdf);
    const added = memory.peakBytes - memory.baselineBytes;
    rows.push({
      metric: `Server memory during a ${mb(size)} upload (RSS peak − before)`,
      measured: `+${mb(added)} (${mb(memory.baselineBytes)} → ${mb(memory.peakBytes)}; answered ${memory.status} in ${memory.seconds.toFixed(1)} s)`,
      target: '< 100 MB',
      pass: added < TARGETS.uploadMemoryBytes && memory.status === 201,
    });
    // let its analysis finish before the load tests
    const pending = await client.call('GET', '/api/reports');
    for (const report of pending.json as { id: number; status: string }[])
      if (report.status === 'processing') await client.waitForReport(report.id, 100);

    // the API under load, beside a bare Fastify route measured the same way
    const deficiencies = await seedReports(database.url, userId, LIST_REPORTS);
    await unlockReports(database.url, ids);
    const headers = { cookie: client.cookie };
    const listUrl = `${server.url}/api/reports`;
    const analysisUrl = `${server.url}/api/reports/${ids[0]}/analysis`;
    // the same response bytes, for the ceiling routes of the bare server
    const bodies: Record<string, string> = {};
    for (const [name, url] of [
      ['list', listUrl],
      ['analysis', analysisUrl],
    ] as const) {
      const response = await fetch(url, { headers });
      const file = join(work, `${name}.json`);
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      bodies[`/${name}`] = file;
    }
    const helloPort = await freePort();
    const hello = await startProcess({
      script: 'bench/hello-world-server.mjs',
      env: { PORT: String(helloPort), BENCH_BODIES: JSON.stringify(bodies) },
      port: helloPort,
      logPath: join(work, 'hello.log'),
    });
    let helloResult: LoadResult;
    const ceilings: Record<string, LoadResult> = {};
    try {
      helloResult = await loadTest(`${hello.url}/`);
      for (const path of Object.keys(bodies)) ceilings[path] = await loadTest(`${hello.url}${path}`);
    } finally {
      await hello.stop();
    }
    rows.push({
      metric: 'Hello-world Fastify route (yardstick)',
      measured: `${helloResult.rps.toFixed(0)} req/s; p50 ${helloResult.p50} ms, p99 ${helloResult.p99} ms`,
      target: '',
      pass: null,
    });
    const list = await loadTest(listUrl, headers);
    loadRow(`GET /api/reports (${LIST_REPORTS} reports, ${deficiencies} deficiencies)`, list, helloResult);
    ceilingRow('list', statSync(bodies['/list']!).size, ceilings['/list']!, list, helloResult);
    const detail = await client.call('GET', `/api/reports/${ids[0]}/analysis`);
    const count = (detail.json as { summary?: { totalDeficiencies?: number } }).summary?.totalDeficiencies;
    const analysis = await loadTest(analysisUrl, headers);
    loadRow(`GET /api/reports/:id/analysis (unlocked, ${count} deficiencies)`, analysis, helloResult);
    ceilingRow('analysis', statSync(bodies['/analysis']!).size, ceilings['/analysis']!, analysis, helloResult);
    notes.push(
      `Load tests: autocannon ${LOAD.connections} connections, ${LOAD.durationSeconds} s after a ${LOAD.warmupSeconds} s ` +
        'warm-up, against the built server (ROLE=all, NODE_ENV=production, LOG_LEVEL=info, PostgreSQL) and a bare ' +
        'Fastify hello-world route in its own process; autocannon runs in the bench process on the same machine.',
    );
  } finally {
    await server?.stop();
    await database?.drop().catch((error: unknown) => console.error('bench: could not drop the database', error));
  }
};

const DOC_INTRO = `# Benchmarks

\`npm run bench\` (about 1½–2½ minutes) measures the engine, the server and the web bundles, prints one table and appends
it below with the date and the machine. It builds the app first when the build is stale, installs poppler-utils
(\`pdftotext\`) when it is missing, and needs a PostgreSQL server: \`TEST_DATABASE_URL\` or
postgres://postgres@127.0.0.1:5432/test (a fresh database is created for the run and dropped after it). The corpus
is read from \`../shared/corpus\` (\`CORPUS_DIR\` overrides it). It is not part of CI: timings depend on the machine
and on what else runs on it (the load average at the start is printed with each run).

## What each row means

| Row | How it is measured | Target |
|---|---|---|
| Engine vs pdftotext (per dev report, median) | \`analyzeReport\` (extraction, findings, pricing) in a warm process against \`pdftotext file -\` (process start included) on the same file, runs interleaved: wall time, the best of 5 runs each (pass/fail); CPU time, the mean of the same runs (pdftotext's from the kernel's children accounting, 10 ms ticks), beside it | ≤ 3× |
| Reports per minute | one pass over dev + unkeyed reports, one after another in one process | — |
| Upload → completed | the dev reports uploaded one by one to the built server (PostgreSQL), from the request to the status poll (every 20 ms) that sees \`completed\`; median | ≤ 2 s |
| Server memory during a 25 MB upload | the server's RSS (/proc, every 5 ms) from 300 ms before a streamed 25 MB PDF upload until the answer; peak minus the median before | < 100 MB |
| Ask the report | \`POST /api/reports/:id/questions\` in process (Fastify inject, embedded database, offline answers) on the longest dev report, its passages and findings as its analysis stores them: read, indexed, answered, stored; median over a dozen questions after the report's first, which builds its index (kept per process for the 32 reports asked about last) and is shown beside it | < 100 ms |
| Hello-world | a bare Fastify 5 route in its own process, same autocannon settings | yardstick |
| Ceiling | the same process sending the API's own response bytes (list, analysis) from memory: what the payload size alone allows, with no database, no auth and no serialisation | — |
| GET /api/reports | a user with 500 completed reports (copies of the analysed dev reports with their deficiencies and contractor matches; two in three unlocked) | ≥ 40 % of hello-world req/s, p99 < 50 ms |
| GET /api/reports/:id/analysis | an unlocked analysed dev report | ≥ 40 % of hello-world req/s, p99 < 50 ms |
| Landing page JS | from Vite's manifest: the entry chunk, its static imports and the landing page's chunk with its static imports, gzip -9 (later on-demand chunks such as the demo dialog are not counted) | ≤ 150 kB |
| Signed-in app JS | the same for \`/\` signed in: entry, navigation header, upload page | — |
| Cold start | \`node dist/server/server.js\` with the embedded database: spawn → first 200 on \`/\`, on a new DATA_DIR and again on the same one | ≤ 5 s |

## Runs
`;

const main = async () => {
  const machine = describeMachine();
  const started = performance.now();
  console.log(`bench: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load ${machine.load}`);
  try {
    ensurePdftotext();
    buildIfStale();
    await section('web bundles', webRows);
    await section('engine', engineRows);
    await section('ask the report', questionRows);
    await section('ocr', ocrRows);
    await section('cold start', coldStartRows);
    await section('server', serverRows);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  notes.push(`Whole bench: ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  const run = renderRun(machine, rows, notes, Math.round(loadavg()[0]! * 100) / 100);
  console.log(`\n${run}\n`);
  if (!existsSync(DOC)) writeFileSync(DOC, DOC_INTRO);
  appendFileSync(DOC, `\n${run}\n`);
  console.log(`bench: appended to ${DOC}`);
};

await main();
