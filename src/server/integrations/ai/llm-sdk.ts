import type { generateObject as GenerateObject, LanguageModel } from 'ai';

export interface LlmEndpoint {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export type LlmSdk = { model: LanguageModel; generateObject: typeof GenerateObject };

// The SDK logs a warning on every call to an endpoint without JSON-schema support (we send json_object and the
// shape in the prompt instead); that is expected here, not worth a log line per call.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

/**
 * The AI SDK and a chat model of an OpenAI-compatible endpoint, loaded on first use and kept (loading it at
 * start-up cost every server start, and most run without a provider).
 */
export const lazyLlmSdk = (endpoint: LlmEndpoint): (() => Promise<LlmSdk>) => {
  let sdk: Promise<LlmSdk> | null = null;
  return () =>
    (sdk ??= Promise.all([import('@ai-sdk/openai-compatible'), import('ai')]).then(([compatible, ai]) => ({
      model: compatible
        .createOpenAICompatible({
          name: 'punchlist-llm',
          baseURL: endpoint.baseUrl.replace(/\/+$/, ''),
          apiKey: endpoint.apiKey,
        })
        .chatModel(endpoint.model),
      generateObject: ai.generateObject,
    })));
};
