import type { ExtractedDocument, Finder, Finding, ReportFormat } from '../types';
import { classifyCategory } from './classify-category';
import { classifySeverity } from './classify-severity';
import { clipQuote, describe, locationOf, recommendationOf, repairMethodOf } from './describe';
import { toDocLines, type DocLine } from './doc-lines';
import { segmentBlocks, type Block } from './segment';
import { selectFindings, type Candidate } from './select-findings';
import { mergeSummary } from './summary-merge';

interface Analysis {
  format: ReportFormat;
  findings: Finding[];
}

const cache = new WeakMap<ExtractedDocument, Analysis>();

/** The page a candidate is cited at (where most of its words are) and the verbatim words on that page. */
const citation = (c: Candidate): { page: number; quote: string } => {
  if (c.lines.length === 0) {
    const quote = [c.title, c.location].filter(Boolean).join(' ');
    return { page: c.head?.page ?? 1, quote };
  }
  const chars = new Map<number, number>();
  for (const l of c.lines) chars.set(l.page, (chars.get(l.page) ?? 0) + l.text.length);
  let page = c.lines[0]!.page;
  let max = 0;
  for (const [p, n] of chars) if (n > max) [page, max] = [p, n];
  if (c.quoteText) return { page: c.lines[0]!.page, quote: clipQuote(c.quoteText) };
  // the longest run of consecutive lines on that page, so the quote is one verbatim passage
  const runs: DocLine[][] = [];
  for (const l of c.lines.filter((x) => x.page === page)) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1]!.index + 1 === l.index) run.push(l);
    else runs.push([l]);
  }
  const size = (run: DocLine[]) => run.reduce((n, l) => n + l.text.length, 0);
  const longest = runs.reduce((a, b) => (size(b) > size(a) ? b : a));
  const quote = longest.map((l, i) => (i === 0 ? l.text : (l.raw ?? l.text)).trim()).join(' ');
  return { page, quote: clipQuote(quote) };
};

const toFinding = (c: Candidate): Finding => {
  const context = `${c.title ?? ''}. ${c.text}`;
  const { page, quote } = citation(c);
  const recommendation = recommendationOf(c);
  return {
    category: classifyCategory(context, c.item, c.section, c.structured ? c.title : null),
    severity: classifySeverity(context, c.label, c.colorHint),
    location: locationOf(c),
    description: describe(c),
    recommendation,
    repairMethod: repairMethodOf(c, recommendation),
    page,
    quote: quote || clipQuote(c.text),
    inspectorLabel: c.label?.label ?? null,
    confidence: Math.round(Math.max(0.1, Math.min(0.99, c.confidence)) * 100) / 100,
    source: 'builtin',
  };
};

const detect = (lines: DocLine[], blocks: Block[], structuredMode: boolean): ReportFormat => {
  const trecItems = lines.filter((l) => /^(?:[☒☐]\s*){3,4}\s*[A-Z]\.\s/.test(l.text)).length;
  const text = lines
    .slice(0, 400)
    .map((l) => l.text)
    .join('\n');
  const letterItems = lines.filter((l) => /^[A-Z]\.\s+[A-Z][a-z]/.test(l.text)).length;
  if (trecItems >= 3 || (/\bTREC\b|REI 7-\d|Texas Real Estate Commission/.test(text) && letterItems >= 5))
    return 'trec';
  if (structuredMode) return 'spectora';
  const checklist = blocks.filter((b) => b.kind === 'checklist').length;
  if (checklist >= 3) return 'checklist';
  const tags = blocks.filter((b) => b.labelSource === 'tag').length;
  if (tags >= 3 || lines.some((l) => /^Page \d+ Item: \d+/.test(l.text))) return 'homeinspectorpro';
  const hgItems = blocks.filter((b) => b.itemNo && /^\d+\.\d+$/.test(b.itemNo)).length;
  if (hgItems >= 5) return 'homegauge';
  const numbered = lines.filter((l) => /^(\(?\d{1,2}[.)]|[A-Z]\.)\s+[A-Z]/.test(l.text)).length;
  if (numbered >= 5) return 'narrative';
  return lines.length > 0 ? 'prose' : 'unknown';
};

const analyse = (doc: ExtractedDocument): Analysis => {
  const hit = cache.get(doc);
  if (hit) return hit;
  const lines = toDocLines(doc);
  const blocks = segmentBlocks(lines);
  const { candidates, structuredMode } = selectFindings(blocks, lines);
  const merged = mergeSummary(candidates);
  const findings = merged
    .map(toFinding)
    .filter((f) => f.quote.trim().length > 0)
    .sort((a, b) => a.page - b.page);
  const result = { format: detect(lines, blocks, structuredMode), findings };
  cache.set(doc, result);
  return result;
};

/** The rules engine: recognises the report's format and turns its comments into cited findings. */
export const builtinFinder: Finder & { detectFormat(doc: ExtractedDocument): ReportFormat } = {
  name: 'builtin',
  find: async (doc) => analyse(doc).findings,
  detectFormat: (doc) => analyse(doc).format,
};
