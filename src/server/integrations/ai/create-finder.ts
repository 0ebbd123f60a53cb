import { builtinFinder } from '@/analysis/findings/builtin-finder';
import type { Finder } from '@/analysis/types';
import type { Config } from '../../config';
import { createLlmFinder } from './llm-finder';

/** AI_PROVIDER=builtin (default): the rules engine; openai-compatible: an LLM merged with it, falling back to it. */
export const createFinder = (config: Pick<Config, 'ai'>): Finder =>
  config.ai.provider === 'openai-compatible'
    ? createLlmFinder({
        baseUrl: config.ai.baseUrl,
        apiKey: config.ai.apiKey,
        model: config.ai.model,
        timeoutMs: config.ai.timeoutMs,
        fallback: builtinFinder,
      })
    : builtinFinder;
