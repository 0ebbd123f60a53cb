import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeOpenAiEnv, OVERLOADED, startFakeOpenAi } from '@/testing/fakes/fake-openai-server';
import { storedEstimate } from '@/testing/server/report-fixtures';
import { NOTHING_MATCHES } from '@/analysis/questions/answer-offline';
import { QUESTION_MESSAGES } from '@/contracts/questions';
import { deficiencies, reportPassages, reportQuestions, reports } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { QUESTION_RATE_LIMIT } from './routes';

// Issue 20: questions answered from an unlocked report's passages — offline (the provider failing), by a fake
// OpenAI-compatible model whose unverifiable sentences are dropped, history, ownership, the lock, the export and
// the report's deletion. Rows are written as an analysis leaves them.

const PASSAGES = [
  {
    page: 3,
    heading: 'ROOF COVERING',
    text: 'Types of Roof Covering: Composition\nOlder roof. Observed curled shingles.',
  },
  {
    page: 17,
    heading: 'C. Water Heating Equipment',
    text: 'Energy Sources: Gas\nCapacity: 50 Gallons\nThe water heater was manufactured in 2014.',
  },
  { page: 18, heading: 'A. Heating Equipment', text: 'Furnace: forced air, natural gas. Age: 2009.' },
];
const VERIFIED = 'Capacity: 50 Gallons';

const ESTIMATE = storedEstimate(100, 150, 200);

let mode: 'error' | 'mixed' | 'invented' = 'error';
const invented = { text: 'The tank is brand new.', page: 17, quote: 'Installed last month by the seller.' };
const model = await startFakeOpenAi(() => {
  if (mode === 'error') return OVERLOADED;
  const verified = { text: 'The water heater holds 50 gallons.', page: 17, quote: VERIFIED };
  return { sentences: mode === 'mixed' ? [verified, invented] : [invented] };
});
afterAll(model.close);

describe('ask the report', () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let reportId: number;
  let lockedId: number;
  let findingId: number;

  const addReport = async (userId: number, unlocked: boolean) => {
    const [report] = await t.ctx.db
      .insert(reports)
      .values({
        userId,
        filename: 'questions.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 100,
        status: 'completed',
        stage: 'done',
        completedAt: new Date(),
        unlockedAt: unlocked ? new Date() : null,
      })
      .returning({ id: reports.id });
    const id = report!.id;
    await t.ctx.db.insert(reportPassages).values(PASSAGES.map((p, position) => ({ ...p, reportId: id, position })));
    const [finding] = await t.ctx.db
      .insert(deficiencies)
      .values({
        reportId: id,
        position: 0,
        categoryKey: 'plumbing',
        severity: 'major',
        location: 'garage',
        description: 'Water heater drain valve leaking',
        quote: 'The water heater drain valve is leaking.',
        page: 17,
        trade: 'plumber',
        quantity: 1,
        costEstimate: ESTIMATE,
      })
      .returning({ id: deficiencies.id });
    return { id, findingId: finding!.id };
  };
  const ask = (client: TestClient, question: string, id = reportId) =>
    client.post(`/api/reports/${id}/questions`, { question });

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...fakeOpenAiEnv(model.baseUrl),
    });
    owner = new TestClient(t.app);
    stranger = new TestClient(t.app);
    const ownerId = (await owner.register(uniqueName('asker'))).id;
    await stranger.register(uniqueName('stranger'));
    ({ id: reportId, findingId } = await addReport(ownerId, true));
    lockedId = (await addReport(ownerId, false)).id;
  });
  afterAll(() => t.close());
  afterEach(() => {
    mode = 'error';
    model.reset();
  });

  it('answers offline when the provider fails: cited passage, matched words, stated facts, related findings', async () => {
    const response = await ask(owner, 'How old is the WH and how big?');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(model.prompts().length).toBe(1);
    expect(answer.mode).toBe('offline');
    expect(answer.citations[0]).toMatchObject({ page: 17, heading: 'C. Water Heating Equipment' });
    const cited = answer.citations[0];
    const marked = cited.highlights.map(([a, b]: [number, number]) => cited.quote.slice(a, b).toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['water heater', 'capacity', 'gallons']));
    expect(answer.facts).toEqual(
      expect.arrayContaining([
        { kind: 'size', subject: 'Water heater', value: '50 Gallons', page: 17 },
        { kind: 'age', subject: 'Water heater', value: '2014', page: 17 },
      ]),
    );
    expect(answer.answer).toContain('50 Gallons (page 17)');
    expect(answer.findings).toEqual([findingId]);
    expect(answer.relatedFindings).toEqual([
      expect.objectContaining({ id: findingId, minCost: 100, maxCost: 200, page: 17 }),
    ]);
  });

  it('says plainly when nothing in the report matches', async () => {
    const answer = (await ask(owner, 'Is there a swimming pool?')).json();
    expect(answer).toMatchObject({ answer: NOTHING_MATCHES, citations: [], findings: [], mode: 'offline' });
    expect(model.prompts().length).toBe(0);
  });

  it('with a model: keeps only the sentences whose quote is on the cited page, else answers offline', async () => {
    mode = 'mixed';
    const llm = (await ask(owner, 'What size is the water heater?')).json();
    expect(model.prompts().join('')).toContain('Capacity: 50 Gallons');
    expect(llm.mode).toBe('llm');
    expect(llm.answer).toBe('The water heater holds 50 gallons (page 17).');
    expect(llm.citations).toEqual([
      expect.objectContaining({ page: 17, heading: 'C. Water Heating Equipment', quote: VERIFIED }),
    ]);
    mode = 'invented';
    const fallback = (await ask(owner, 'What size is the water heater?')).json();
    expect(fallback.mode).toBe('offline');
    expect(fallback.answer).not.toContain('brand new');
    expect(fallback.citations[0].page).toBe(17);
  });

  it('keeps the history, newest first, with suggestions; an entry can be deleted', async () => {
    const asked = (await ask(owner, 'Is the roof OK?')).json();
    expect(asked.citations[0].page).toBe(3);
    const history = (await owner.get(`/api/reports/${reportId}/questions`)).json();
    expect(history.questions[0]).toMatchObject({ id: asked.id, question: 'Is the roof OK?' });
    expect(history.questions.length).toBeGreaterThanOrEqual(2);
    expect(history.suggestions).toEqual(
      expect.arrayContaining(['How old is the water heater?', 'What did the inspector say about the roof?']),
    );
    expect((await stranger.delete(`/api/reports/${reportId}/questions/${asked.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/reports/${reportId}/questions/${asked.id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/reports/${reportId}/questions/${asked.id}`)).statusCode).toBe(404);
    const after = (await owner.get(`/api/reports/${reportId}/questions`)).json();
    expect(after.questions.map((q: { id: number }) => q.id)).not.toContain(asked.id);
  });

  it('refuses a locked report, someone else’s, and a bad question', async () => {
    const locked = await ask(owner, 'Is the roof OK?', lockedId);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(QUESTION_MESSAGES.locked);
    expect((await owner.get(`/api/reports/${lockedId}/questions`)).statusCode).toBe(403);
    expect((await ask(stranger, 'Is the roof OK?')).statusCode).toBe(404);
    expect((await stranger.get(`/api/reports/${reportId}/questions`)).statusCode).toBe(404);
    const long = await ask(owner, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(QUESTION_MESSAGES.tooLong);
    expect((await ask(owner, '   ')).statusCode).toBe(400);
  });

  it('exports passages and questions, and deletes them with the report', async () => {
    const exported = (await owner.get('/api/account/export')).json();
    expect(exported.passages).toEqual(
      expect.arrayContaining([expect.objectContaining({ reportId, page: 17, text: PASSAGES[1]!.text })]),
    );
    expect(exported.passages.some((p: { reportId: number }) => p.reportId === lockedId)).toBe(false);
    expect(exported.questions.length).toBeGreaterThan(0);
    expect(exported.questions.every((q: { reportId: number }) => q.reportId === reportId)).toBe(true);
    expect((await owner.delete(`/api/reports/${lockedId}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(reportPassages).where(eq(reportPassages.reportId, lockedId))).toEqual([]);
  });

  it('limits questions per user', async () => {
    const other = new TestClient(t.app);
    const otherId = (await other.register(uniqueName('quick'))).id;
    const { id } = await addReport(otherId, true);
    for (let i = 0; i < QUESTION_RATE_LIMIT.max; i++)
      expect((await ask(other, 'Is there a swimming pool?', id)).statusCode).toBe(200);
    const refused = await ask(other, 'Is there a swimming pool?', id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(QUESTION_MESSAGES.rateLimited);
    expect(await t.ctx.db.select().from(reportQuestions).where(eq(reportQuestions.reportId, id))).toHaveLength(
      QUESTION_RATE_LIMIT.max,
    );
  });
});
