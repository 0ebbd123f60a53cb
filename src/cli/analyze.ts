// Analyses inspection reports from the command line: one, or many in one warm process.
//
//   npm run analyze -- <report.pdf|report.txt|dir/> … [--json] [--zip 77084] [--llm]
//
// --json writes one JSON object per line (NDJSON), one per file, in order: {file, ok: true, result} or
// {file, ok: false, error: {code, message}}. Progress goes to stderr; the exit code is 1 when any file failed, and
// every failure is named at the end. --llm uses the OpenAI-compatible provider configured by AI_BASE_URL,
// AI_API_KEY and AI_MODEL (with the builtin rules as fallback); without it the builtin engine runs offline.
// Scanned pages are read by OCR (offline too), with per-page progress on stderr; OCR_MAX_PAGES, OCR_DPI and
// OCR_WORKERS apply as they do on the server.
import { readFileSync } from 'node:fs';
import { analyzeReport } from '../analysis/analyze-report';
import { builtinFinder } from '../analysis/findings/builtin-finder';
import { AnalysisError, type AnalysisResult, type Finder } from '../analysis/types';
import { createLlmFinder } from '../server/integrations/ai/llm-finder';
import { expandInputs } from './analyze-inputs';
import { printTable } from './analysis-table';

const USAGE = 'Usage: npm run analyze -- <report.pdf|report.txt|dir/> … [--json] [--zip 12345] [--llm]';

const fail = (message: string, code = 1): never => {
  console.error(message);
  process.exit(code);
};

const parseArgs = (argv: string[]) => {
  const opts = { inputs: [] as string[], json: false, zip: null as string | null, llm: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') opts.json = true;
    else if (a === '--llm') opts.llm = true;
    else if (a === '--zip') {
      const zip = argv[++i];
      if (!zip || !/^\d{5}$/.test(zip)) fail(`--zip needs a 5-digit ZIP code.\n${USAGE}`, 2);
      opts.zip = zip!;
    } else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (a.startsWith('--')) fail(`Unknown option ${a}.\n${USAGE}`, 2);
    else opts.inputs.push(a);
  }
  if (opts.inputs.length === 0) fail(USAGE, 2);
  return opts;
};

const createFinder = (llm: boolean, warn: (message: string, detail?: unknown) => void): Finder => {
  if (!llm) return builtinFinder;
  const baseUrl = process.env.AI_BASE_URL;
  const model = process.env.AI_MODEL;
  if (!baseUrl || !model) fail('--llm needs AI_BASE_URL and AI_MODEL (and usually AI_API_KEY) in the environment.', 2);
  return createLlmFinder({
    baseUrl: baseUrl!,
    apiKey: process.env.AI_API_KEY,
    model: model!,
    fallback: builtinFinder,
    warn,
  });
};

// the server's OCR settings (README configuration), read here too so the CLI reads a scan as the server would
const ocrFromEnv = () => {
  const number = (name: string) => {
    const value = process.env[name];
    if (value === undefined || value === '') return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) fail(`${name} must be a whole number (got ${value}).`, 2);
    return n;
  };
  const maxPages = number('OCR_MAX_PAGES');
  if (maxPages === 0) return false as const;
  return { maxPages, dpi: number('OCR_DPI'), workers: number('OCR_WORKERS') || undefined };
};

type Outcome = { ok: true; result: AnalysisResult } | { ok: false; error: { code: string; message: string } };

const main = async () => {
  const opts = parseArgs(process.argv.slice(2));
  const files = expandInputs(opts.inputs);
  const warn = (message: string, detail?: unknown) => console.error(`warning: ${message}`, detail ?? '');
  const finder = createFinder(opts.llm, warn);
  const batch = files.length > 1;
  const failures: string[] = [];

  for (const [index, { file, problem }] of files.entries()) {
    const started = performance.now();
    let outcome: Outcome;
    if (problem) outcome = { ok: false, error: { code: 'unreadable', message: problem } };
    else {
      try {
        const kind = /\.txt$/i.test(file) ? 'text' : /\.pdf$/i.test(file) ? 'pdf' : undefined;
        const data = new Uint8Array(readFileSync(file));
        const result = await analyzeReport(
          { data, kind },
          {
            finder,
            warn,
            region: opts.zip ? { zip: opts.zip } : undefined,
            // a scan's pages are read by OCR, seconds each: say how far it has got
            onStage: (stage, progress) => {
              if (stage === 'ocr' && progress)
                console.error(`${file}: reading scanned pages (${progress.done} of ${progress.total})`);
            },
            extract: { ocr: ocrFromEnv() },
          },
        );
        outcome = { ok: true, result };
      } catch (error) {
        // one bad file never stops the batch: it is named with its reason, and the run exits non-zero
        outcome =
          error instanceof AnalysisError
            ? { ok: false, error: { code: error.code, message: error.message } }
            : { ok: false, error: { code: 'internal', message: (error as Error).message ?? String(error) } };
      }
    }
    const ms = Math.round(performance.now() - started);
    if (outcome.ok) {
      if (batch || opts.json)
        console.error(
          `[${index + 1}/${files.length}] ${file}: ${outcome.result.deficiencies.length} deficiencies (${ms} ms)`,
        );
      if (opts.json) console.log(JSON.stringify({ file, ok: true, result: outcome.result }));
      else {
        if (batch && index > 0) console.log('');
        printTable(file, outcome.result);
      }
    } else {
      failures.push(`${file}: ${outcome.error.message} (${outcome.error.code})`);
      console.error(`[${index + 1}/${files.length}] ${file}: failed: ${outcome.error.message} (${outcome.error.code})`);
      if (opts.json) console.log(JSON.stringify({ file, ok: false, error: outcome.error }));
    }
  }

  if (failures.length > 0) {
    console.error(`\n${failures.length} of ${files.length} ${files.length === 1 ? 'file' : 'files'} failed:`);
    for (const failure of failures) console.error(`  ${failure}`);
    process.exitCode = 1;
  } else if (batch) console.error(`\nAll ${files.length} files analysed.`);
};

await main();
