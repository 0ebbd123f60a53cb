// Analyses one inspection report from the command line.
//
//   npm run analyze -- <report.pdf|report.txt> [--json] [--zip 77084] [--llm]
//
// --llm uses the OpenAI-compatible provider configured by AI_BASE_URL, AI_API_KEY and AI_MODEL (with the builtin
// rules as fallback); without it the builtin rules engine runs offline.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeReport } from '../analysis/analyze-report';
import { builtinFinder } from '../analysis/findings/builtin-finder';
import { AnalysisError, CATEGORY_NAMES, type AnalysisResult, type Finder } from '../analysis/types';
import { createLlmFinder } from '../server/integrations/ai/llm-finder';

const USAGE = 'Usage: npm run analyze -- <report.pdf|report.txt> [--json] [--zip 12345] [--llm]';

const fail = (message: string, code = 1): never => {
  console.error(message);
  process.exit(code);
};

const parseArgs = (argv: string[]) => {
  const opts = { file: null as string | null, json: false, zip: null as string | null, llm: false };
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
    else if (!opts.file) opts.file = a;
    else fail(`Only one report at a time.\n${USAGE}`, 2);
  }
  if (!opts.file) fail(USAGE, 2);
  return opts as typeof opts & { file: string };
};

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

const printTable = (file: string, r: AnalysisResult) => {
  console.log(`Report:   ${file}`);
  console.log(
    `Property: ${r.propertyAddress?.full ?? '(not stated)'}   Inspected: ${r.inspectionDate ?? '(not stated)'}`,
  );
  console.log(`Format:   ${r.format}, ${r.pages} pages, ${r.deficiencies.length} deficiencies`);
  console.log('');
  console.log(
    `${pad('#', 4)}${pad('Category', 14)}${pad('Severity', 10)}${pad('Page', 6)}${pad('Description', 58)}Cost (avg, range)`,
  );
  let min = 0;
  let avg = 0;
  let max = 0;
  r.deficiencies.forEach((d, i) => {
    const c = d.costEstimate;
    const q = d.quantity || 1;
    const cost = c ? `${money(c.averageCost * q)} (${money(c.minCost * q)}–${money(c.maxCost * q)})` : '—';
    if (c) {
      min += c.minCost * q;
      avg += c.averageCost * q;
      max += c.maxCost * q;
    }
    console.log(
      `${pad(String(i + 1), 4)}${pad(CATEGORY_NAMES[d.category], 14)}${pad(d.severity, 10)}${pad(String(d.page), 6)}${pad(d.description, 58)}${cost}`,
    );
  });
  const count = (s: string) => r.deficiencies.filter((d) => d.severity === s).length;
  console.log('');
  console.log(
    `Totals: ${r.deficiencies.length} deficiencies (${count('critical')} critical, ${count('major')} major, ${count('minor')} minor)`,
  );
  console.log(`Estimated cost: ${money(avg)} (${money(min)}–${money(max)})`);
  const t = r.timings;
  console.log(`Timings: extract ${t.extractMs} ms, find ${t.findMs} ms, price ${t.priceMs} ms, total ${t.totalMs} ms`);
};

const main = async () => {
  const opts = parseArgs(process.argv.slice(2));
  const path = resolve(opts.file);
  if (!existsSync(path)) fail(`No such file: ${opts.file}`);
  if (!statSync(path).isFile()) fail(`Not a file: ${opts.file}`);
  const data = new Uint8Array(readFileSync(path));
  const kind = /\.txt$/i.test(path) ? 'text' : /\.pdf$/i.test(path) ? 'pdf' : undefined;

  let finder: Finder = builtinFinder;
  const warn = (message: string, detail?: unknown) => console.error(`warning: ${message}`, detail ?? '');
  if (opts.llm) {
    const baseUrl = process.env.AI_BASE_URL;
    const model = process.env.AI_MODEL;
    if (!baseUrl || !model)
      fail('--llm needs AI_BASE_URL and AI_MODEL (and usually AI_API_KEY) in the environment.', 2);
    finder = createLlmFinder({
      baseUrl: baseUrl!,
      apiKey: process.env.AI_API_KEY,
      model: model!,
      fallback: builtinFinder,
      warn,
    });
  }

  try {
    const result = await analyzeReport(
      { data, kind },
      { finder, warn, region: opts.zip ? { zip: opts.zip } : undefined },
    );
    if (opts.json) console.log(JSON.stringify(result, null, 2));
    else printTable(opts.file, result);
  } catch (error) {
    if (error instanceof AnalysisError) fail(`Cannot analyse ${opts.file}: ${error.message} (${error.code})`);
    throw error;
  }
};

await main();
