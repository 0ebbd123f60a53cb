import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeOpenAiEnv, OVERLOADED, startFakeOpenAi } from '@/testing/fakes/fake-openai-server';
import { deficiencies } from '../../db/schema';
import { startWorkers } from '../../jobs/workers';
import { sampleTextReport, upload, waitForAnalysis } from '@/testing/server/report-fixtures';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

// AI_PROVIDER=openai-compatible is one environment variable away: the real analysis job, through the AI SDK, against
// a fake OpenAI-compatible server on 127.0.0.1.
const QUOTE = 'Kitchen countertop receptacles lack GFCI protection.';

let mode: 'ok' | 'error' = 'ok';
const model = await startFakeOpenAi(() =>
  mode === 'error'
    ? OVERLOADED
    : {
        findings: [
          {
            page: 1,
            quote: QUOTE,
            category: 'electrical',
            severity: 'critical',
            location: 'kitchen',
            description: 'Countertop receptacles without GFCI protection',
            recommendation: 'Install GFCI protection.',
            inspectorLabel: 'Deficient',
          },
        ],
      },
);
afterAll(model.close);

describe('analysis with AI_PROVIDER=openai-compatible', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp(fakeOpenAiEnv(model.baseUrl), { queue: true });
    await startWorkers(t.ctx);
    client = new TestClient(t.app);
    await client.register(uniqueName('llm'));
  });
  afterAll(() => t.close());
  afterEach(() => {
    model.reset();
    mode = 'ok';
  });

  const analyse = async () => {
    const response = await upload(client, {
      filename: 'report.txt',
      contentType: 'text/plain',
      data: sampleTextReport(),
    });
    expect(response.statusCode).toBe(201);
    const id = (response.json() as { reportId: number }).reportId;
    const analysis = await waitForAnalysis(client, id);
    const rows = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, id));
    return { analysis, rows };
  };

  it('sends the report text to the model and keeps its verified finding', async () => {
    const { analysis, rows } = await analyse();
    expect(analysis.status).toBe('completed');
    expect(model.prompts().length).toBeGreaterThan(0);
    expect(model.prompts().join('')).toContain('GFCI');
    expect(rows.some((row) => row.quote?.includes(QUOTE))).toBe(true);
  });

  it('falls back to the builtin engine when the provider fails', async () => {
    mode = 'error';
    const { analysis, rows } = await analyse();
    expect(model.prompts().length).toBeGreaterThan(0);
    expect(analysis.status).toBe('completed');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.source === 'builtin')).toBe(true);
  });
});
