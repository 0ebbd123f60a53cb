import type { CategoryKey, ExtractedDocument, Finder, Finding, ReportFormat, Severity } from '../types';
import { BOX_LEAD, candidatesOf, tickedStatements, type Candidate } from './candidates';
import { categoryFeaturesOf } from './category-features';
import { classifySeverity } from './classify-severity';
import { clipQuote, describe, locationOf, recommendationOf, repairMethodOf, withoutFormBoxes } from './describe';
import { toDocLines, type DocLine } from './doc-lines';
import { featuresOf, type DocContext } from './features';
import { hazardOf } from './hazards';
import { logit, readingOf, sigmoid, withAlike, type LookAlike, type Reading } from './look-alike';
import { predictClass, predictProbabilities } from './linear-model';
import { mostCounted } from './most-counted';
import { FINDER_MODEL, type FinderModel } from './trained-model';
import { bodyFontSize, segmentBlocks, type Block } from './segment';
import { ADVICE_START } from './text-signals';
import { markRepeated, mergeSummary } from './summary-merge';
import { POSITIVE } from './vocabulary';

/** The page a candidate is cited at (where most of its words are) and the verbatim words on that page. */
export const citation = (c: Candidate): { page: number; quote: string } => {
  if (c.lines.length === 0) {
    const quote = [c.title, c.location].filter(Boolean).join(' ');
    return { page: c.head?.page ?? 1, quote };
  }
  const chars = new Map<number, number>();
  for (const l of c.lines) chars.set(l.page, (chars.get(l.page) ?? 0) + l.text.length);
  const page = mostCounted(chars, c.lines[0]!.page);
  if (c.quoteText) {
    const own = verbatimPart(c.quoteText, c.lines);
    if (own) return { page: own.page, quote: clipQuote(own.quote) };
  }
  // the longest run of consecutive lines on that page, so the quote is one verbatim passage; a run that only advises
  // ('Recommendation: Contact a qualified plumber', set apart by a gap) is quoted only when nothing else is there
  const runs = consecutiveRuns(c.lines.filter((x) => x.page === page));
  const size = (run: DocLine[]) => run.reduce((n, l) => n + l.text.length, 0);
  const telling = runs.filter((run) => !ADVICE_START.test(runText(run).replace(/^[A-Z][\w ]{0,30}:\s*/, '')));
  const longest = (telling.length ? telling : runs).reduce((a, b) => (size(b) > size(a) ? b : a));
  return { page, quote: clipQuote(runText(longest)) };
};

// a gap of several lines' height (a photo, a blank area) ends a passage: what follows (photo captions, a
// location under a picture) is not the inspector's comment, even when the segmenter kept it with the comment
const PASSAGE_GAP_LINES = 3;

const consecutiveRuns = (lines: DocLine[]): DocLine[][] => {
  const runs: DocLine[][] = [];
  for (const l of lines) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    const adjacent =
      last &&
      last.index + 1 === l.index &&
      last.page === l.page &&
      l.y - last.y <= PASSAGE_GAP_LINES * Math.max(last.size, l.size, 1);
    if (run && adjacent) run.push(l);
    else runs.push([l]);
  }
  return runs;
};
/** a run of lines as printed (a bullet or field name before the first line's words is left out) */
const runText = (run: DocLine[]) => run.map((l, i) => (i === 0 ? l.text : (l.raw ?? l.text)).trim()).join(' ');
const squash = (t: string) => t.replace(/\s+/g, ' ').trim();

// the passages of a comment's lines, once per lines array: the issues a block is split into share the block's lines
// (candidates' line arrays are not changed once built)
const passagesOfLines = new WeakMap<readonly DocLine[], { page: number; text: string }[]>();
const passagesOf = (lines: DocLine[]) => {
  let texts = passagesOfLines.get(lines);
  if (!texts) {
    texts = consecutiveRuns(lines).map((run) => ({ page: run[0]!.page, text: squash(runText(run)) }));
    passagesOfLines.set(lines, texts);
  }
  return texts;
};

/**
 * An issue's own sentences as they stand on the page: the longest opening of them that is one verbatim passage
 * (sentences of one comment can straddle a line the segmenter left out, such as a field name).
 */
const verbatimPart = (quote: string, lines: DocLine[]): { page: number; quote: string } | null => {
  const texts = passagesOf(lines);
  const words = squash(quote).split(' ');
  const part = (n: number) => words.slice(0, n).join(' ');
  const printed = (n: number) => {
    const opening = part(n);
    return texts.some((t) => t.text.includes(opening));
  };
  // a passage that holds the first n words holds the first n − 1 too, so the longest opening printed is found by
  // halving (trying every length from the longest down cost the square of a long comment's words)
  let low = Math.min(4, words.length);
  if (!printed(low)) return null;
  let high = words.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (printed(mid)) low = mid;
    else high = mid - 1;
  }
  const quoted = part(low);
  return { page: texts.find((t) => t.text.includes(quoted))!.page, quote: quoted };
};

/** A candidate with everything the models read. */
export interface PreparedCandidate {
  candidate: Candidate;
  features: string[];
  /** the rule classifiers' answers, offered to the category and severity models as features */
  readonly categoryFeatures: string[];
  readonly severityFeatures: string[];
}

export interface PreparedDocument {
  lines: readonly DocLine[];
  blocks: Block[];
  context: DocContext;
  prepared: PreparedCandidate[];
}

const markerOf = (c: Candidate) => c.label?.flags;

const contextText = (c: Candidate) => `${c.title ?? ''}. ${c.text}`;

/** Segments the report into candidate comments and computes their features (shared by the finder and training). */
export const prepareDocument = (doc: ExtractedDocument): PreparedDocument => {
  const lines = toDocLines(doc);
  const blocks = segmentBlocks(lines);
  const { candidates, legend } = candidatesOf(blocks, lines);
  const labelled = blocks.filter(
    (b) => b.kind === 'structured' && b.label && b.label.label !== 'summary' && b.label.flags !== false,
  ).length;
  const markers = candidates.map((c) => markerOf(c)).filter((m) => m === true).length;
  const inSummary = candidates.filter((c) => c.inSummary).length;
  const context: DocContext = {
    legend,
    structuredMode: labelled >= 3,
    flaggedShare: candidates.length ? markers / candidates.length : 0,
    summaryOnly: inSummary >= 3 && inSummary >= 0.6 * candidates.length,
    bodySize: bodyFontSize(lines),
    pageCount: doc.pageCount,
  };
  // a summary with no body to repeat (a summary-only export) is the report's body
  if (context.summaryOnly) for (const c of candidates) c.inSummary = false;
  else markRepeated(candidates);
  const prepared = candidates.map((c, i) => prepareCandidate(c, context, candidates[i - 1] ?? null));
  return { lines, blocks, context, prepared };
};

const prepareCandidate = (c: Candidate, context: DocContext, prev: Candidate | null): PreparedCandidate => {
  const features = featuresOf(c, context, prev);
  // the rule classifiers run only for the candidates that are findings (and in training): they cost more than
  // the features of every other candidate together
  let category: string[] | null = null;
  let severity: string[] | null = null;
  return {
    candidate: c,
    features,
    get categoryFeatures() {
      return (category ??= categoryFeaturesOf(c, features, contextText(c)));
    },
    get severityFeatures() {
      const text = contextText(c);
      return (severity ??= [
        ...features,
        `rs:${classifySeverity(text, c.label, c.colorHint)}`,
        ...(hazardOf(text.slice(0, 700)) ? ['hazard'] : []),
      ]);
    },
  };
};

/**
 * A comment's subject as a finding's title and location show it. A subject read from a form's ticked reassurance
 * ('☒ Appears serviceable', 'Cover: ☒ Appears serviceable') contradicts the finding: only its field name, if any, is
 * kept. A ticked subject that says what is wrong ('☒ None found (required and needed)') stays. A form's column
 * letters ('A B C', 'ABCD': one column per location) name nothing.
 */
const readableSubject = (item: string | null | undefined): string | null => {
  if (!item) return null;
  const letters = item.replace(/\s+/g, '');
  if (letters.length >= 2 && 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.startsWith(letters)) return null;
  const field = /^([^☒☐:]{1,30}):\s*(?=[☒☐])/.exec(item);
  const ticked = field ? item.slice(field[0].length) : item;
  if (!(BOX_LEAD.test(ticked) && POSITIVE.test(ticked))) return withoutFormBoxes(item);
  return field ? field[1]!.trim() : null;
};

/** The finding a candidate gives, with the category and severity the models chose. */
export const toFinding = (c: Candidate, category: CategoryKey, severity: Severity, confidence: number): Finding => {
  const { page, quote } = citation(c);
  const readable = {
    ...c,
    text: withoutFormBoxes(c.text),
    title: c.title && withoutFormBoxes(c.title),
    item: readableSubject(c.item),
    location: c.location && withoutFormBoxes(c.location),
  };
  const recommendation = recommendationOf(readable);
  return {
    category,
    severity,
    location: locationOf(readable),
    description: describe(readable),
    recommendation,
    repairMethod: repairMethodOf(c, recommendation),
    page,
    quote: quote || clipQuote(c.text),
    inspectorLabel: c.label?.label ?? null,
    confidence: Math.round(Math.max(0.1, Math.min(0.99, confidence)) * 100) / 100,
    source: 'builtin',
  };
};

/** Category and severity of a chosen candidate: the rubric's hazards are critical; the rest is learned. */
export const classify = (p: PreparedCandidate, model: FinderModel): { category: CategoryKey; severity: Severity } => {
  const category = predictClass(model.category, p.categoryFeatures).label as CategoryKey;
  const hazard = hazardOf(contextText(p.candidate).slice(0, 700));
  const severity = hazard ? 'critical' : (predictClass(model.severity, p.severityFeatures).label as Severity);
  return { category, severity };
};

/** The probabilities the threshold is compared with: as the model gives them, or read against the report's best. */
export const calibrate = (scores: number[], relative: FinderModel['relative']): number[] => {
  if (!relative || relative.weight === 0 || scores.length === 0) return scores;
  const logits = scores.map(logit);
  const top = [...logits].sort((a, b) => b - a).slice(0, relative.top);
  const mean = top.reduce((a, b) => a + b, 0) / top.length;
  return logits.map((l) => sigmoid(l + relative.weight * (l - mean)));
};

/**
 * What the threshold is compared with: the model's probabilities read against the report's best, then its looks,
 * then its words, then its summary.
 */
export const inReport = (
  scores: number[],
  readings: readonly Reading[],
  model: Pick<FinderModel, 'relative' | 'lookAlike' | 'wordAlike' | 'summaryShift'>,
): number[] => {
  const readBy = (p: number[], groups: (r: Reading) => readonly string[], settings: LookAlike | undefined) =>
    settings ? withAlike(p, readings.map(groups), settings) : p;
  const looked = readBy(calibrate(scores, model.relative), (r) => [r.look], model.lookAlike);
  const worded = readBy(looked, (r) => r.words, model.wordAlike);
  const shift = model.summaryShift ?? 0;
  return shift ? worded.map((p, i) => (readings[i]!.summarised ? sigmoid(logit(p) + shift) : p)) : worded;
};

/** The findings of a prepared report under a model (the runtime's model, or one trained in cross-validation). */
export const findWithModel = (prepared: PreparedDocument, model: FinderModel): Finding[] => {
  const chosen: Candidate[] = [];
  const probability = new Map<Candidate, number>();
  const byCandidate = new Map<Candidate, PreparedCandidate>();
  const scores = prepared.prepared.map((p) => predictProbabilities(model.finder, p.features)[1]!);
  const decide = inReport(
    scores,
    prepared.prepared.map((p) => readingOf(p.features)),
    model,
  );
  prepared.prepared.forEach((p, i) => {
    const yes = scores[i]!;
    if (decide[i]! < model.threshold) return;
    // a chosen comment that ticks several conditions on a form reports each (category and severity read per part)
    const parts = tickedStatements(p.candidate);
    for (const part of parts ?? [p.candidate]) {
      chosen.push(part);
      probability.set(part, yes);
      byCandidate.set(
        part,
        parts ? prepareCandidate(part, prepared.context, prepared.prepared[i - 1]?.candidate ?? null) : p,
      );
    }
  });
  return mergeSummary(chosen)
    .map((c) => {
      const { category, severity } = classify(byCandidate.get(c)!, model);
      return toFinding(c, category, severity, probability.get(c) ?? 0.5);
    })
    .filter((f) => f.quote.trim().length > 0)
    .sort((a, b) => a.page - b.page);
};

const detect = (lines: readonly DocLine[], prepared: PreparedDocument): ReportFormat => {
  const trecItems = lines.filter((l) => /^(?:[☒☐]\s*){3,4}\s*[A-Z]\.\s/.test(l.text)).length;
  const text = lines
    .slice(0, 400)
    .map((l) => l.text)
    .join('\n');
  const letterItems = lines.filter((l) => /^[A-Z]\.\s+[A-Z][a-z]/.test(l.text)).length;
  if (trecItems >= 3 || (/\bTREC\b|REI 7-\d|Texas Real Estate Commission/.test(text) && letterItems >= 5))
    return 'trec';
  if (prepared.context.structuredMode) return 'spectora';
  const blocks = prepared.blocks;
  if (blocks.filter((b) => b.kind === 'checklist').length >= 3) return 'checklist';
  const tags = blocks.filter((b) => b.labelSource === 'tag').length;
  if (tags >= 3 || lines.some((l) => /^Page \d+ Item: \d+/.test(l.text))) return 'homeinspectorpro';
  const hgItems = blocks.filter((b) => b.itemNo && /^\d+\.\d+$/.test(b.itemNo)).length;
  if (hgItems >= 5) return 'homegauge';
  const numbered = lines.filter((l) => /^(\(?\d{1,2}[.)]|[A-Z]\.)\s+[A-Z]/.test(l.text)).length;
  if (numbered >= 5) return 'narrative';
  return lines.length > 0 ? 'prose' : 'unknown';
};

interface Analysis {
  format: ReportFormat;
  findings: Finding[];
}
const cache = new WeakMap<ExtractedDocument, Analysis>();

const analyse = (doc: ExtractedDocument): Analysis => {
  const hit = cache.get(doc);
  if (hit) return hit;
  const prepared = prepareDocument(doc);
  const result = { format: detect(prepared.lines, prepared), findings: findWithModel(prepared, FINDER_MODEL) };
  cache.set(doc, result);
  return result;
};

/** The builtin engine: segments the report into candidate comments and lets the trained model choose the findings. */
export const builtinFinder: Finder & { detectFormat(doc: ExtractedDocument): ReportFormat } = {
  name: 'builtin',
  find: async (doc) => analyse(doc).findings,
  detectFormat: (doc) => analyse(doc).format,
};
