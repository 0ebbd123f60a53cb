import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deficiencies } from '../../db/schema';
import { startWorkers } from '../../jobs/workers';
import { sampleTextReport, upload, waitForAnalysis } from '@/testing/server/report-fixtures';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

// AI_PROVIDER=openai-compatible is one environment variable away: the real analysis job, through the AI SDK, against
// a fake OpenAI-compatible server on 127.0.0.1.
const QUOTE = 'Kitchen countertop receptacles lack GFCI protection.';

let server: Server;
let baseUrl: string;
let mode: 'ok' | 'error' = 'ok';
const prompts: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      prompts.push(body);
      if (mode === 'error') {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
        return;
      }
      const content = {
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
      };
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'cmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'fake-model',
          choices: [
            { index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('analysis with AI_PROVIDER=openai-compatible', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp(
      { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key' },
      { queue: true },
    );
    await startWorkers(t.ctx);
    client = new TestClient(t.app);
    await client.register(uniqueName('llm'));
  });
  afterAll(() => t.close());
  afterEach(() => {
    prompts.length = 0;
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
    expect(prompts.length).toBeGreaterThan(0);
    expect(prompts.join('')).toContain('GFCI');
    expect(rows.some((row) => row.quote?.includes(QUOTE))).toBe(true);
  });

  it('falls back to the builtin engine when the provider fails', async () => {
    mode = 'error';
    const { analysis, rows } = await analyse();
    expect(prompts.length).toBeGreaterThan(0);
    expect(analysis.status).toBe('completed');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.source === 'builtin')).toBe(true);
  });
});
