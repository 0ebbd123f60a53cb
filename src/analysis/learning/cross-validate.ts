// Honest figures for the learned finder: each report is scored by a model fitted without it (leave-one-report-out),
// or without its whole format family (leave-one-family-out). In-sample figures (trained on everything) are for
// comparison only.
import { findWithModel } from '../findings/builtin-finder';
import type { FinderModel } from '../findings/trained-model';
import type { Finding } from '../types';
import type { CorpusReport } from './corpus';
import type { KeyItem } from './key-match';
import { trainFinder, type FinderTrainOptions, DEFAULT_TRAIN_OPTIONS } from './train-finder';

/** The shared scorer's per-report result (../shared/tools/score-analysis.mjs). */
export interface ReportScore {
  required: number;
  predicted: number;
  matchedRequired: number;
  optionalMatches: number;
  recall: number;
  precision: number;
  categoryAccuracy: number;
  severityStrict: number;
  severityLenient: number;
  citedShare: number;
  misses: KeyItem[];
  falsePositives: Finding[];
}
export type ScoreReport = (key: KeyItem[], predictions: Finding[]) => ReportScore;

export interface Totals {
  recall: number;
  precision: number;
  f1: number;
  category: number;
  severityStrict: number;
  severityLenient: number;
  cited: number;
}

export interface Evaluation {
  scheme: 'in-sample' | 'leave-one-report-out' | 'leave-one-family-out';
  reports: { name: string; family: string; score: ReportScore; findings: Finding[] }[];
  totals: Totals;
  /** the model a report was scored with (its fold's: trained without it) */
  modelOf: (name: string) => FinderModel | undefined;
}

export const f1 = (p: number, r: number) => (p + r ? (2 * p * r) / (p + r) : 0);

/** Micro-averaged totals over reports, as the shared scorer's ALL line. */
export const totalsOf = (scores: ReportScore[]): Totals => {
  let required = 0;
  let predicted = 0;
  let matched = 0;
  let optional = 0;
  let cat = 0;
  let sevS = 0;
  let sevL = 0;
  let cited = 0;
  for (const s of scores) {
    required += s.required;
    predicted += s.predicted;
    matched += s.matchedRequired;
    optional += s.optionalMatches;
    cat += s.categoryAccuracy * s.matchedRequired;
    sevS += s.severityStrict * s.matchedRequired;
    sevL += s.severityLenient * s.matchedRequired;
    cited += s.citedShare * s.predicted;
  }
  const recall = required ? matched / required : 0;
  const precision = predicted - optional ? matched / (predicted - optional) : 0;
  return {
    recall,
    precision,
    f1: f1(precision, recall),
    category: matched ? cat / matched : 0,
    severityStrict: matched ? sevS / matched : 0,
    severityLenient: matched ? sevL / matched : 0,
    cited: predicted ? cited / predicted : 1,
  };
};

const scoreWith = (
  r: CorpusReport,
  model: FinderModel,
  score: ScoreReport,
): { name: string; family: string; score: ReportScore; findings: Finding[] } => {
  const findings = findWithModel(r.prepared, model);
  return { name: r.name, family: r.family, score: score(r.key, findings), findings };
};

export const evaluate = (
  reports: CorpusReport[],
  scheme: Evaluation['scheme'],
  score: ScoreReport,
  options: FinderTrainOptions = DEFAULT_TRAIN_OPTIONS,
): Evaluation => {
  const held = (r: CorpusReport, o: CorpusReport) =>
    scheme === 'leave-one-report-out' ? o.name === r.name : scheme === 'leave-one-family-out' && o.family === r.family;
  const all = scheme === 'in-sample' ? trainFinder(reports, options) : null;
  const models = new Map<string, FinderModel>();
  const byReport = new Map<string, FinderModel>();
  const results = reports.map((r) => {
    const foldKey = scheme === 'leave-one-family-out' ? r.family : r.name;
    let model = all ?? models.get(foldKey);
    if (!model) {
      model = trainFinder(
        reports.filter((o) => !held(r, o)),
        options,
      );
      models.set(foldKey, model);
    }
    byReport.set(r.name, model);
    return scoreWith(r, model, score);
  });
  return {
    scheme,
    reports: results,
    totals: totalsOf(results.map((x) => x.score)),
    modelOf: (name) => byReport.get(name),
  };
};

/**
 * The same reports in another form (the text a user would paste or upload instead of the PDF), each scored with the
 * model its fold trained: the figure says how the engine reads that form of a report it has never seen.
 */
export const rescore = (e: Evaluation, reports: CorpusReport[], score: ScoreReport): Evaluation => {
  const results = reports.flatMap((r) => {
    const model = e.modelOf(r.name);
    return model ? [scoreWith(r, model, score)] : [];
  });
  return { ...e, reports: results, totals: totalsOf(results.map((x) => x.score)) };
};
