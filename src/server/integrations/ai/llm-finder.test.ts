import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExtractedDocument, Finder, Finding } from '@/analysis/types';
import { createLlmFinder } from './llm-finder';

const pageText = [
  'Kitchen',
  'The dishwasher drain line has no high loop. Recommend a plumber install one.',
  'Bathroom',
  'The hall toilet rocks on its base. Reset the toilet on a new wax ring.',
].join('\n');

const doc: ExtractedDocument = {
  kind: 'text',
  pageCount: 1,
  pages: [{ number: 1, width: 612, height: 792, lines: [], text: pageText }],
};

const builtinFinding: Finding = {
  category: 'appliances',
  severity: 'minor',
  location: 'kitchen',
  description: 'Dishwasher drain line has no high loop',
  recommendation: null,
  repairMethod: null,
  page: 1,
  quote: 'The dishwasher drain line has no high loop. Recommend a plumber install one.',
  inspectorLabel: null,
  confidence: 0.8,
  source: 'builtin',
};
const fallback: Finder = { name: 'stub', find: async () => [builtinFinding] };

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let server: Server | null = null;
const requests: unknown[] = [];

const startFake = async (handler: Handler) => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push(JSON.parse(body || '{}'));
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1`;
};

const completion = (content: unknown) => ({
  id: 'cmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'fake-model',
  choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

afterEach(async () => {
  requests.length = 0;
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  server = null;
});

describe('createLlmFinder', () => {
  it('keeps findings whose quote is on the page, drops invented quotes and merges with the builtin result', async () => {
    const baseUrl = await startFake((req, res) => {
      expect(req.url).toBe('/v1/chat/completions');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          completion({
            findings: [
              {
                page: 1,
                quote: 'The hall toilet  rocks on its base.',
                category: 'plumbing',
                severity: 'minor',
                location: 'hall bathroom',
                description: 'Toilet loose at base',
                recommendation: 'Reset the toilet on a new wax ring.',
                inspectorLabel: null,
              },
              {
                page: 1,
                quote: 'Water heater TPR valve is capped and must be replaced immediately.',
                category: 'plumbing',
                severity: 'critical',
                location: null,
                description: 'Capped TPR valve',
                recommendation: null,
                inspectorLabel: null,
              },
              {
                page: 1,
                quote: 'The dishwasher drain line has no high loop.',
                category: 'appliances',
                severity: 'minor',
                location: 'kitchen',
                description: 'No high loop',
                recommendation: 'Install a high loop.',
                inspectorLabel: null,
              },
            ],
          }),
        ),
      );
    });
    const warnings: string[] = [];
    const finder = createLlmFinder({
      baseUrl,
      apiKey: 'test-key',
      model: 'fake-model',
      fallback,
      warn: (m) => warnings.push(m),
    });
    const findings = await finder.find(doc, {});

    expect(findings.map((f) => f.description)).toEqual([
      'Dishwasher drain line has no high loop',
      'Toilet loose at base',
    ]);
    const toilet = findings.find((f) => f.source === 'llm')!;
    expect(pageText.replace(/\s+/g, ' ')).toContain(toilet.quote);
    // the duplicate of the builtin finding only fills what the rules left empty
    expect(findings[0]!.recommendation).toBe('Install a high loop.');
    expect(warnings.some((w) => w.includes('quote is not on the page'))).toBe(true);
    expect(JSON.stringify(requests[0])).toContain('=== Page 1 ===');
  });

  it('falls back to the builtin result with a warning when the provider fails', async () => {
    const baseUrl = await startFake((_req, res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
    });
    const warnings: string[] = [];
    const finder = createLlmFinder({ baseUrl, model: 'fake-model', fallback, warn: (m) => warnings.push(m) });
    await expect(finder.find(doc, {})).resolves.toEqual([builtinFinding]);
    expect(warnings).toEqual(['llm finder failed; using the builtin findings']);
  });

  it('falls back when the provider is slower than the timeout', async () => {
    const baseUrl = await startFake((_req, res) => {
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(completion({ findings: [] })));
      }, 2000);
    });
    const warnings: string[] = [];
    const finder = createLlmFinder({
      baseUrl,
      model: 'fake-model',
      timeoutMs: 200,
      fallback,
      warn: (m) => warnings.push(m),
    });
    const started = Date.now();
    await expect(finder.find(doc, {})).resolves.toEqual([builtinFinding]);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(warnings).toHaveLength(1);
  });
});
