// Ask the report: the server-side time of POST /api/reports/:id/questions on the longest dev report (65 pages), in
// process (Fastify inject against the embedded database, no network): its findings read, its passages indexed (on
// the first question; kept for the next), answered offline and the answer stored. The report's rows are written as its analysis leaves them.
import { readFileSync } from 'node:fs';
import { analyzeReport } from '../src/analysis/analyze-report';
import { deficiencies, reportPassages, reports } from '../src/server/db/schema';
import { TestClient } from '../src/testing/server/http-client';
import { createTestApp } from '../src/testing/server/test-app';
import type { CorpusFile } from './corpus';
import { median } from './stats';

const QUESTIONS = [
  'How old is the water heater?',
  'Is the roof OK?',
  'What did the inspector say about the foundation?',
  'How old is the AC?',
  'What size is the electrical panel?',
  'Any GFCI problems?',
  'Was the sewer line checked?',
  'Is there moisture in the basement?',
  'How old is the furnace?',
  'Is the crawlspace ventilated?',
  'What kind of windows?',
  'Is there a swimming pool?',
];

export interface QuestionTiming {
  report: string;
  pages: number;
  passages: number;
  medianMs: number;
  maxMs: number;
  /** the report's first question, which builds its index */
  firstMs: number;
  count: number;
}

export const benchQuestions = async (files: CorpusFile[]): Promise<QuestionTiming> => {
  let longest: { file: CorpusFile; result: Awaited<ReturnType<typeof analyzeReport>> } | null = null;
  for (const file of files) {
    const result = await analyzeReport({ data: new Uint8Array(readFileSync(file.path)) });
    if (!longest || result.pages > longest.result.pages) longest = { file, result };
  }
  if (!longest) throw new Error('no dev corpus');
  const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  try {
    const client = new TestClient(t.app);
    const user = await client.register(`qbench${Date.now().toString(36)}`);
    const { result } = longest;
    const [report] = await t.ctx.db
      .insert(reports)
      .values({
        userId: user.id,
        filename: `${longest.file.name}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 1,
        status: 'completed',
        stage: 'done',
        pageCount: result.pages,
        completedAt: new Date(),
        unlockedAt: new Date(),
      })
      .returning({ id: reports.id });
    const reportId = report!.id;
    await t.ctx.db.insert(reportPassages).values(result.passages.map((p, position) => ({ ...p, reportId, position })));
    if (result.deficiencies.length)
      await t.ctx.db.insert(deficiencies).values(
        result.deficiencies.map((d, position) => ({
          reportId,
          position,
          categoryKey: d.category,
          severity: d.severity,
          location: d.location,
          description: d.description,
          page: d.page,
          quote: d.quote,
          trade: d.trade,
          quantity: d.quantity,
          unitType: d.unitType,
          costEstimate: d.costEstimate,
        })),
      );
    const ask = (question: string) => client.post(`/api/reports/${reportId}/questions`, { question });
    // the first question of a report builds its index (kept for the next ones)
    const first = performance.now();
    await ask('How old is the roof?');
    const firstMs = performance.now() - first;
    const times: number[] = [];
    for (const question of QUESTIONS) {
      const started = performance.now();
      const response = await ask(question);
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`question: ${response.statusCode} ${response.body}`);
    }
    return {
      report: longest.file.name,
      pages: result.pages,
      passages: result.passages.length,
      medianMs: median(times),
      maxMs: Math.max(...times),
      firstMs,
      count: times.length,
    };
  } finally {
    await t.close();
  }
};
