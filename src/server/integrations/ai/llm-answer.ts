import { z } from 'zod';
import { questionHighlights } from '@/analysis/questions/answer-offline';
import { verifyQuote } from '@/analysis/findings/verify-quote';
import type { Passage } from '@/analysis/types';
import type { Config } from '../../config';
import { lazyLlmSdk, type LlmEndpoint } from './llm-sdk';

const sentenceSchema = z.object({
  text: z.string().describe('one sentence of the answer'),
  page: z.number().int().describe('the page of the passage the sentence rests on'),
  quote: z.string().describe("the passage's words the sentence rests on, copied exactly"),
});
const responseSchema = z.object({ sentences: z.array(sentenceSchema) });

const SYSTEM = `You answer a home buyer's question about their home inspection report, using only the passages given.
Write at most four short sentences. Each sentence rests on one passage: give its page and copy the words it rests on exactly as they appear.
If the passages do not answer the question, answer with no sentences.
Answer with JSON only: {"sentences":[{"text":"...","page":1,"quote":"..."}]}`;

export interface LlmAnswer {
  answer: string;
  citations: { page: number; heading: string | null; quote: string; highlights: [number, number][] }[];
}

export interface LlmAnswerer {
  /** null when no sentence could be verified against the passages; throws when the provider fails */
  answer(question: string, passages: Passage[]): Promise<LlmAnswer | null>;
}

/**
 * A short answer written by an OpenAI-compatible model from the retrieved passages only. Every sentence must cite a
 * page and quote it; the quote is checked against that page's passages like the LLM finder's quotes are
 * (verify-quote.ts), and a sentence whose quote is not there is dropped.
 */
export const createLlmAnswerer = (endpoint: LlmEndpoint & { timeoutMs?: number }): LlmAnswerer => {
  const loadSdk = lazyLlmSdk(endpoint);
  return {
    answer: async (question, passages) => {
      const { model, generateObject } = await loadSdk();
      const prompt = passages
        .map((p) => `=== Page ${p.page}${p.heading ? ` (${p.heading})` : ''} ===\n${p.text}`)
        .join('\n\n');
      const { object } = await generateObject({
        model,
        schema: responseSchema,
        schemaName: 'report_answer',
        system: SYSTEM,
        prompt: `Question: ${question}\n\nPassages of the report:\n\n${prompt}`,
        abortSignal: AbortSignal.timeout(Math.min(endpoint.timeoutMs ?? 20_000, 20_000)),
        maxRetries: 0,
        temperature: 0,
      });
      const sentences: string[] = [];
      const citations: LlmAnswer['citations'] = [];
      for (const s of object.sentences.slice(0, 6)) {
        const onPage = passages.filter((p) => p.page === s.page);
        const found = onPage
          .map((p) => ({ p, check: verifyQuote(s.quote, p.text) }))
          .find((c) => c.check.quote !== null);
        if (!found || !s.text.trim()) continue;
        sentences.push(
          `${s.text
            .trim()
            .replace(/\s*\(pages? \d+\)\s*\.?$/i, '')
            .replace(/[.!?]+$/, '')} (page ${s.page}).`,
        );
        const quote = found.check.quote!;
        if (!citations.some((c) => c.page === s.page && c.quote === quote))
          citations.push({
            page: s.page,
            heading: found.p.heading,
            quote,
            highlights: questionHighlights(question, quote),
          });
      }
      if (!sentences.length) return null;
      return { answer: sentences.join(' '), citations };
    },
  };
};

/** The answerer of the configured provider, or null with AI_PROVIDER=builtin (answers are then offline). */
export const createConfiguredAnswerer = (config: Pick<Config, 'ai'>): LlmAnswerer | null =>
  config.ai.provider === 'openai-compatible'
    ? createLlmAnswerer({
        baseUrl: config.ai.baseUrl,
        apiKey: config.ai.apiKey,
        model: config.ai.model,
        timeoutMs: config.ai.timeoutMs,
      })
    : null;
