// Evaluation of the builtin engine on the keyed corpus, honestly: every report is scored by a model trained
// without it (leave-one-report-out), and by one trained without its whole format family (leave-one-family-out).
// Each scheme's totals come with a 95 % interval from drawing the reports again (report-bootstrap.ts): how far the
// figure could move on another sample of as many reports. The in-sample figure (the shipped model, trained on every
// report) is printed for comparison only. Then the
// unkeyed reports: crashes, timings and finding counts.
//
//   npm run eval [-- --verbose] [--out DIR] [--corpus ../shared/corpus] [--quick]   (--quick: LORO only)
//   The leave-one-report-out models also score each report uploaded as layout text (text-upload.ts).
//   npm run eval -- --curve [5,10,15,21]   only the learning curve: each report held out, its model trained on n of
//   the others (learning-curve.ts): whether more keyed reports would still raise the figure
//   npm run eval -- --pdftotext   also: the dev PDFs turned into text by pdftotext (-layout, and plain reading order),
//   read as text uploads by the same held-out models (pdftotext-uploads.ts)
//   npm run eval -- --remade   also: the dev PDFs re-made by other programs (qpdf, pdftocairo, Ghostscript, MuPDF, when
//   installed), scored by the same held-out models (remade-pdfs.ts)
//   npm run eval -- --seeds 7,8,9 [--quick]   only the held-out totals under each training seed, and their mean: the
//   figure changes are judged on (one seed's F1 moves by a few tenths with the order of training)
// Last, the cost engine against published cost guides (src/cli/costs/cost-reference.ts); --costs prints only that.
// Then ask-the-report retrieval over test-data/questions.json (hit@1, hit@3); --questions prints only that.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyzeReport } from '../analysis/analyze-report';
import { findWithModel } from '../analysis/findings/builtin-finder';
import { FINDER_MODEL } from '../analysis/findings/trained-model';
import { formatCostReference, runCostReference } from './costs/cost-reference';
import { evaluateQuestions, formatQuestionEval } from './questions/question-eval';
import { loadCorpus } from './corpus/load-corpus';
import type { CorpusReport } from '../analysis/learning/corpus';
import { keyedDirs, readFamilies, SHARED_CORPUS } from './corpus/corpus-paths';
import { DEFAULT_TRAIN_OPTIONS } from '../analysis/learning/train-finder';
import { bootstrapTotals, type Interval } from '../analysis/learning/report-bootstrap';
import { learningCurve } from '../analysis/learning/learning-curve';
import { asTextUpload } from './corpus/text-upload';
import { remakeCorpus, REMAKERS } from './corpus/remade-pdfs';
import { asPdftotextUploads, pdftotextAvailable, PDFTOTEXT_MODES } from './corpus/pdftotext-uploads';
import {
  evaluate,
  rescore,
  totalsOf,
  type Evaluation,
  type ScoreReport,
  type Totals,
} from '../analysis/learning/cross-validate';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const verbose = args.includes('--verbose');
const quick = args.includes('--quick');
const corpus = resolve(flag('--corpus') ?? SHARED_CORPUS);
const out = resolve(flag('--out') ?? mkdtempSync(join(tmpdir(), 'punchlist-eval-')));
const scorer = resolve(corpus, '../tools/score-analysis.mjs');

const pct = (x: number) => (100 * x).toFixed(1).padStart(6);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
};
const headerLine = (first: string) =>
  `${first.padEnd(44)}${['recall', 'prec', 'F1', 'cat', 'sevS', 'sevL', 'cited'].map((h) => h.padStart(6)).join('')}`;
const totalsLine = (label: string, t: Totals) =>
  `${label.padEnd(44)}${pct(t.recall)}${pct(t.precision)}${pct(t.f1)}${pct(t.category)}${pct(t.severityStrict)}${pct(t.severityLenient)}${pct(t.cited)}`;

const printEvaluation = (e: Evaluation) => {
  console.log(`\n${e.scheme}`);
  console.log(headerLine('report'));
  for (const r of e.reports) {
    console.log(totalsLine(`${r.name.slice(0, 42)}`, totalsOf([r.score])));
    if (verbose) {
      for (const m of r.score.misses)
        console.log(`     missed p${m.page} [${m.category}/${m.severity}] ${m.description}`);
      for (const p of r.score.falsePositives)
        console.log(`     extra  p${p.page} [${p.category}/${p.severity}] ${p.quote.slice(0, 100)}`);
    }
  }
  if (e.scheme === 'leave-one-family-out') {
    const families = [...new Set(e.reports.map((r) => r.family))];
    for (const f of families)
      console.log(totalsLine(`family ${f}`, totalsOf(e.reports.filter((r) => r.family === f).map((r) => r.score))));
  }
  console.log(totalsLine('ALL', e.totals));
  const ci = bootstrapTotals(e.reports.map((r) => r.score));
  const range = (i: Interval) => `${pct(i.low).trim()}–${pct(i.high).trim()}`;
  console.log(
    `95 % interval, the reports drawn again (bootstrap): recall ${range(ci.recall)}, precision ${range(ci.precision)}, F1 ${range(ci.f1)}`,
  );
  const worst = e.reports.map((r) => ({ name: r.name, f1: totalsOf([r.score]).f1 })).sort((a, b) => a.f1 - b.f1)[0];
  if (worst) console.log(`lowest report F1: ${worst.f1.toFixed(3)} (${worst.name})`);
};

/** The shared scorer and the keyed reports, segmented once; exits with a message when the corpus is missing. */
const loadKeyed = async () => {
  if (!existsSync(join(corpus, 'dev')) || !existsSync(scorer)) {
    console.error(`No corpus at ${corpus}`);
    process.exit(1);
  }
  const { scoreReport } = (await import(pathToFileURL(scorer).href)) as { scoreReport: ScoreReport };
  const reports = (await Promise.all(keyedDirs(corpus).map((d) => loadCorpus(d, readFamilies())))).flat();
  return { scoreReport, reports };
};

const SCHEMES = ['leave-one-report-out', 'leave-one-family-out'] as const;

/** The held-out totals under several training seeds (bagging and the example order are seeded), and their mean. */
const runSeeds = async (seeds: number[]) => {
  const { scoreReport, reports } = await loadKeyed();
  for (const scheme of quick ? SCHEMES.slice(0, 1) : SCHEMES) {
    console.log(`\n${scheme}`);
    console.log(headerLine('seed'));
    const f1s: number[] = [];
    for (const seed of seeds) {
      const e = evaluate(reports, scheme, scoreReport, { ...DEFAULT_TRAIN_OPTIONS, seed });
      f1s.push(e.totals.f1);
      console.log(totalsLine(`seed ${seed}`, e.totals));
      const low = e.reports
        .map((r) => ({ name: r.name.slice(0, 2), f1: totalsOf([r.score]).f1 }))
        .filter((r) => r.f1 < 0.7)
        .map((r) => `${r.name} ${r.f1.toFixed(2)}`);
      if (low.length) console.log(`     under F1 0.70: ${low.join(', ')}`);
    }
    console.log(`mean F1 over seeds ${seeds.join(', ')}: ${pct(f1s.reduce((a, b) => a + b, 0) / f1s.length).trim()}`);
  }
};

/** Held-out totals when each report's model is trained on only n of the others: does more data still help? */
const runCurve = async (sizes: number[]) => {
  const { scoreReport, reports } = await loadKeyed();
  const all = reports.length - 1;
  console.log(
    `\nlearning curve: each report held out, its model trained on n of the other ${all} (3 draws below ${all})`,
  );
  console.log(`${'n'.padEnd(6)}${['recall', 'prec', 'F1'].map((h) => h.padStart(8)).join('')}   F1 of each draw`);
  const points = learningCurve(reports, scoreReport, sizes);
  for (const point of points) {
    const m = point.mean;
    const each = point.draws.map((t) => pct(t.f1).trim()).join(' ');
    console.log(`${String(point.size).padEnd(6)}${pct(m.recall)}  ${pct(m.precision)}  ${pct(m.f1)}   ${each}`);
  }
  console.log(`\nF1 by format family (mean of the draws) at n = ${sizes.join(' / ')}`);
  for (const family of Object.keys(points[0]?.byFamily ?? {}))
    console.log(`${family.padEnd(24)}${points.map((p) => pct(p.byFamily[family]?.f1 ?? 0)).join('')}`);
};

/** The dev PDFs as other programs write them again, read by the same held-out models: F1 per report, then totals. */
const printRemade = async (loro: Evaluation, scoreReport: ScoreReport) => {
  const original = new Map(loro.reports.map((r) => [r.name, totalsOf([r.score]).f1]));
  for (const remaker of REMAKERS) {
    const dir = remakeCorpus(join(corpus, 'dev'), join(out, 'remade'), remaker);
    if (!dir) {
      console.log(`\nre-made PDFs: ${remaker.command} is not installed, skipped`);
      continue;
    }
    const remade = rescore(loro, await loadCorpus(dir, readFamilies()), scoreReport);
    console.log(`\nleave-one-report-out, each dev PDF ${remaker.what}`);
    console.log(`${'report'.padEnd(44)}${'F1 PDF'.padStart(8)}${'re-made'.padStart(8)}`);
    for (const r of remade.reports) {
      const f1 = totalsOf([r.score]).f1;
      console.log(`${r.name.slice(0, 42).padEnd(44)}${pct(original.get(r.name) ?? 0)}  ${pct(f1)}`);
    }
    console.log(headerLine(`${remade.reports.length} of ${loro.reports.length} re-made`));
    console.log(totalsLine(`ALL (${remaker.name})`, remade.totals));
  }
};

/** The dev reports as text that pdftotext made, read by the same held-out models: F1 per report, then totals. */
const printPdftotext = async (loro: Evaluation, reports: CorpusReport[], scoreReport: ScoreReport) => {
  if (!pdftotextAvailable()) {
    console.log('\npdftotext text: pdftotext is not installed (poppler-utils), skipped');
    return;
  }
  const original = new Map(loro.reports.map((r) => [r.name, totalsOf([r.score]).f1]));
  for (const mode of PDFTOTEXT_MODES) {
    const dev = reports.filter((r) => existsSync(join(corpus, 'dev', `${r.name}.pdf`)));
    const asText = rescore(loro, await asPdftotextUploads(dev, join(corpus, 'dev'), mode), scoreReport);
    console.log(`\nleave-one-report-out, each dev report uploaded ${mode.what}`);
    console.log(`${'report'.padEnd(44)}${'F1 PDF'.padStart(8)}${'text'.padStart(8)}`);
    for (const r of asText.reports)
      console.log(`${r.name.slice(0, 42).padEnd(44)}${pct(original.get(r.name) ?? 0)}  ${pct(totalsOf([r.score]).f1)}`);
    console.log(headerLine(`${asText.reports.length} reports`));
    console.log(totalsLine(`ALL (pdftotext ${mode.name})`, asText.totals));
  }
};

const run = async () => {
  const started = Date.now();
  const { scoreReport, reports } = await loadKeyed();
  mkdirSync(out, { recursive: true });
  console.log(`${reports.length} keyed reports loaded in ${Date.now() - started} ms`);

  const loro = evaluate(reports, 'leave-one-report-out', scoreReport);
  printEvaluation(loro);
  for (const r of loro.reports)
    writeFileSync(join(out, `${r.name}.json`), JSON.stringify({ deficiencies: r.findings }));
  console.log(`leave-one-report-out predictions → ${out}`);
  // the second kind of upload the product takes: each report as layout text, read by the model that never saw it
  const asText = rescore(loro, await Promise.all(reports.map(asTextUpload)), scoreReport);
  console.log(`\nleave-one-report-out, each report uploaded as layout text instead of its PDF (no fonts or colours)`);
  console.log(headerLine('report'));
  for (const r of asText.reports) console.log(totalsLine(r.name.slice(0, 42), totalsOf([r.score])));
  console.log(totalsLine('ALL (text)', asText.totals));
  if (args.includes('--pdftotext')) await printPdftotext(loro, reports, scoreReport);
  if (args.includes('--remade')) await printRemade(loro, scoreReport);
  if (!quick) {
    printEvaluation(evaluate(reports, 'leave-one-family-out', scoreReport));
    const shipped = reports.map((r) => scoreReport(r.key, findWithModel(r.prepared, FINDER_MODEL)));
    console.log(`\nin-sample (the shipped model, trained on these reports: not a quality figure)`);
    console.log(totalsLine('ALL', totalsOf(shipped)));
  }

  const unkeyed = join(corpus, 'unkeyed');
  if (existsSync(unkeyed)) {
    console.log('\nunkeyed reports (the shipped model)');
    let crashes = 0;
    const times: number[] = [];
    for (const file of readdirSync(unkeyed)
      .filter((f) => f.endsWith('.pdf'))
      .sort()) {
      const name = basename(file, '.pdf');
      try {
        const cpu = process.cpuUsage();
        const result = await analyzeReport({ data: new Uint8Array(readFileSync(join(unkeyed, file))) });
        const used = process.cpuUsage(cpu);
        times.push(result.timings.totalMs);
        const t = result.timings;
        console.log(
          `  ${name.slice(0, 44).padEnd(44)} ${String(result.pages).padStart(3)} p ${String(result.deficiencies.length).padStart(3)} findings  total ${String(t.totalMs).padStart(5)} ms (cpu ${Math.round((used.user + used.system) / 1000)} ms)  ${result.format}`,
        );
      } catch (error) {
        const e = error as Error & { code?: string };
        if (!e.code) crashes++;
        console.log(`  ${name.slice(0, 44).padEnd(44)} ${e.code ? `refused (${e.code})` : 'CRASH'}: ${e.message}`);
      }
    }
    console.log(`  crashes: ${crashes}; median wall ${median(times)} ms`);
  }
};

const onlyQuestions = args.includes('--questions');
const seeds = flag('--seeds');
if (seeds) {
  const parts = seeds.split(',');
  if (!parts.every((p) => /^\d{1,9}$/.test(p))) {
    console.error(`--seeds takes whole numbers separated by commas, e.g. 7,8,9 (got "${seeds}")`);
    process.exit(1);
  }
  await runSeeds(parts.map(Number));
  process.exit(0);
}
if (args.includes('--curve')) {
  const given = flag('--curve');
  const listed = given !== undefined && !given.startsWith('--');
  if (listed && !/^[1-9]\d{0,2}(,[1-9]\d{0,2})*$/.test(given)) {
    console.error(`--curve takes training-set sizes separated by commas, e.g. 5,10,15,21 (got "${given}")`);
    process.exit(1);
  }
  const sizes = listed ? given.split(',').map(Number) : [5, 10, 15, 21];
  await runCurve(sizes);
  process.exit(0);
}
if (!args.includes('--costs') && !onlyQuestions) await run();
if (!onlyQuestions) console.log(formatCostReference(runCostReference()));
if (!args.includes('--costs')) console.log(formatQuestionEval(await evaluateQuestions(corpus), verbose));
