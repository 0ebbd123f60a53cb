import { z } from 'zod';
import { mergeLlmFindings } from '@/analysis/findings/merge-findings';
import { locateQuote } from '@/analysis/findings/verify-quote';
import {
  CATEGORY_KEYS,
  SEVERITIES,
  type ExtractedDocument,
  type FindContext,
  type Finder,
  type Finding,
} from '@/analysis/types';
import { lazyLlmSdk } from './llm-sdk';

export interface LlmFinderOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** for the whole document; a provider that takes longer falls back to the builtin result */
  timeoutMs?: number;
  /** the finder whose result is merged in, and used alone when the provider fails */
  fallback: Finder;
  warn?: (message: string, detail?: unknown) => void;
  /** characters of page text per request */
  chunkChars?: number;
}

const findingSchema = z.object({
  page: z.number().int().describe('1-based PDF page number the comment is on, as given in the page markers'),
  quote: z
    .string()
    .describe("the inspector's own words for this finding, copied exactly from the page (at most 600 characters)"),
  category: z.enum(CATEGORY_KEYS),
  severity: z.enum(SEVERITIES),
  location: z.string().nullable(),
  description: z.string().describe('a short readable title'),
  recommendation: z.string().nullable(),
  inspectorLabel: z.string().nullable().describe('how the inspector marked it (label, rating), or null'),
});
const responseSchema = z.object({ findings: z.array(findingSchema) });
type LlmFinding = z.infer<typeof findingSchema>;

const SYSTEM = `You read home inspection reports and list every deficiency the inspector reported.
A deficiency is a condition the inspector flags with an action (repair, replace, evaluate, service, seal, clean, install).
Skip descriptions, "serviceable"/"satisfactory" comments, limitations, standards of practice, agreements, notices and generic maintenance tips.
One inspector comment is one finding; a summary that repeats a body comment is the same finding (cite the body page).
Severity: critical = safety hazard or failed major system needing immediate action; major = significant repair soon by a tradesperson; minor = maintenance or small repair.
Categories: gutters/downspouts -> roofing; grading, flatwork, decks, fences, siding, trim, garage vehicle door -> exterior; windows and interior doors -> interiors; garage door opener -> appliances; smoke/CO alarms -> electrical; exhaust ducting -> hvac; irrigation and septic -> plumbing; pool barriers -> general; pests, mold, radon -> environmental.
Quote the inspector's words exactly as they appear on the page.
Answer with JSON only: {"findings":[{"page":1,"quote":"...","category":"plumbing","severity":"minor","location":null,"description":"...","recommendation":null,"inspectorLabel":null}]}`;

/** Consecutive pages, each chunk under the character budget (a long page goes alone). */
const chunkPages = (doc: ExtractedDocument, budget: number) => {
  const chunks: { number: number; text: string }[][] = [];
  let cur: { number: number; text: string }[] = [];
  let size = 0;
  for (const p of doc.pages) {
    const text = p.text.slice(0, budget);
    if (cur.length && size + text.length > budget) {
      chunks.push(cur);
      cur = [];
      size = 0;
    }
    cur.push({ number: p.number, text });
    size += text.length;
  }
  if (cur.length) chunks.push(cur);
  return chunks.filter((c) => c.some((p) => p.text.trim()));
};

const toFinding = (doc: ExtractedDocument, f: LlmFinding, warn: LlmFinderOptions['warn']): Finding | null => {
  const located = locateQuote(doc, f.quote, f.page);
  if (!located) {
    warn?.('llm finding dropped: its quote is not on the page', { page: f.page, quote: f.quote.slice(0, 120) });
    return null;
  }
  return {
    category: f.category,
    severity: f.severity,
    location: f.location,
    description: f.description.slice(0, 160),
    recommendation: f.recommendation,
    repairMethod: null,
    page: located.page,
    quote: located.quote,
    inspectorLabel: f.inspectorLabel,
    confidence: located.repaired ? 0.5 : 0.7,
    source: 'llm',
  };
};

/**
 * A finder backed by any OpenAI-compatible chat endpoint (generateObject with a zod schema), page-chunked.
 * Every quote is checked against the page text; the result is merged with the fallback finder's, and any
 * provider error or timeout returns the fallback's result alone, with a warning.
 */
export const createLlmFinder = (options: LlmFinderOptions): Finder => {
  // the AI SDK is loaded on the first report, not at start-up (every server start paid for it; most use builtin)
  const loadSdk = lazyLlmSdk(options);
  const budget = options.chunkChars ?? 24_000;

  return {
    name: `llm:${options.model}`,
    find: async (doc: ExtractedDocument, ctx: FindContext): Promise<Finding[]> => {
      const warn = ctx.warn ?? options.warn;
      const builtin = await options.fallback.find(doc, ctx);
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 120_000);
      const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
      try {
        const { model, generateObject } = await loadSdk();
        const found: Finding[] = [];
        for (const chunk of chunkPages(doc, budget)) {
          const prompt = chunk.map((p) => `=== Page ${p.number} ===\n${p.text}`).join('\n\n');
          const { object } = await generateObject({
            model,
            schema: responseSchema,
            schemaName: 'inspection_findings',
            system: SYSTEM,
            prompt: `List the deficiencies on these pages of an inspection report.\n\n${prompt}`,
            abortSignal: signal,
            maxRetries: 1,
            temperature: 0,
          });
          for (const f of object.findings) {
            const finding = toFinding(doc, f, warn);
            if (finding) found.push(finding);
          }
        }
        return mergeLlmFindings(builtin, found);
      } catch (error) {
        if (ctx.signal?.aborted) throw error;
        warn?.('llm finder failed; using the builtin findings', { error: (error as Error).message });
        return builtin;
      }
    },
  };
};
