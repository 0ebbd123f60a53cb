import { json, startFakeServer } from './fake-http-server';

/** What the fake model answers to one request: the JSON its message holds, or an overloaded endpoint (HTTP 500). */
export const OVERLOADED = Symbol('overloaded');

/**
 * An OpenAI-compatible chat completions endpoint on 127.0.0.1 for the AI SDK (AI_BASE_URL = `baseUrl`): each request's
 * body is kept in `prompts`, and `answer` gives the structured content of the assistant's message.
 */
export const startFakeOpenAi = async (answer: () => unknown) => {
  const fake = await startFakeServer((_request, response) => {
    const content = answer();
    if (content === OVERLOADED) return json(response, 500, { error: { message: 'model overloaded' } });
    json(response, 200, {
      id: 'cmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  return {
    baseUrl: `${fake.url}/v1`,
    /** the request bodies since the start or the last `reset()` */
    prompts: () => fake.requests.map((r) => r.body),
    reset: () => void (fake.requests.length = 0),
    close: fake.close,
  };
};

/** The environment that points the app's LLM at a fake endpoint. */
export const fakeOpenAiEnv = (baseUrl: string) => ({
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: baseUrl,
  AI_MODEL: 'fake-model',
  AI_API_KEY: 'test-key',
});
