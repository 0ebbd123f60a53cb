// The ask-the-report retriever against test-data/questions.json: questions written from the dev reports' pages
// before the retriever existed, each with the page(s) that answer it. hit@k = share of questions for which one of
// the first k cited pages is an answering page; a question answered "nothing matches" is a miss.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { analyzeReport } from '../../analysis/analyze-report';
import { answerOffline, buildQuestionIndex } from '../../analysis/questions/answer-offline';
import { PROJECT_ROOT } from '../corpus/corpus-paths';

interface QuestionCase {
  report: string;
  question: string;
  pages: number[];
}

export interface QuestionEval {
  questions: number;
  reports: number;
  hit1: number;
  hit3: number;
  medianAnswerMs: number;
  misses: { report: string; question: string; expected: number[]; cited: number[] }[];
}

export const readQuestionSet = (): QuestionCase[] =>
  (JSON.parse(readFileSync(resolve(PROJECT_ROOT, 'test-data/questions.json'), 'utf8')) as { questions: QuestionCase[] })
    .questions;

export const evaluateQuestions = async (corpus: string): Promise<QuestionEval> => {
  const cases = readQuestionSet();
  const byReport = new Map<string, QuestionCase[]>();
  for (const c of cases) byReport.set(c.report, [...(byReport.get(c.report) ?? []), c]);
  let hit1 = 0;
  let hit3 = 0;
  const times: number[] = [];
  const misses: QuestionEval['misses'] = [];
  for (const [report, qs] of byReport) {
    const file = join(corpus, 'dev', `${report}.pdf`);
    if (!existsSync(file)) throw new Error(`question set names ${report}, not in ${corpus}/dev`);
    const result = await analyzeReport({ data: new Uint8Array(readFileSync(file)) });
    const index = buildQuestionIndex(
      result.passages,
      result.deficiencies.map((d, id) => ({
        id,
        description: d.description,
        quote: d.quote,
        location: d.location,
        page: d.page,
      })),
    );
    for (const q of qs) {
      const t = performance.now();
      const answer = answerOffline(index, q.question);
      times.push(performance.now() - t);
      const cited = answer.citations.map((c) => c.page);
      if (cited.slice(0, 1).some((p) => q.pages.includes(p))) hit1++;
      if (cited.slice(0, 3).some((p) => q.pages.includes(p))) hit3++;
      else misses.push({ report, question: q.question, expected: q.pages, cited });
    }
  }
  times.sort((a, b) => a - b);
  return {
    questions: cases.length,
    reports: byReport.size,
    hit1: hit1 / cases.length,
    hit3: hit3 / cases.length,
    medianAnswerMs: times[Math.floor((times.length - 1) / 2)] ?? 0,
    misses,
  };
};

export const formatQuestionEval = (e: QuestionEval, verbose: boolean) =>
  [
    `\nask the report (test-data/questions.json: ${e.questions} questions over ${e.reports} dev reports, offline retriever)`,
    `  hit@1 ${e.hit1.toFixed(3)}   hit@3 ${e.hit3.toFixed(3)}   median answer ${e.medianAnswerMs.toFixed(2)} ms (index built once per report)`,
    ...(verbose
      ? e.misses.map(
          (m) =>
            `  miss ${m.report.slice(0, 28)}: "${m.question}" wants ${m.expected.join(',')} cited ${m.cited.join(',') || 'nothing'}`,
        )
      : []),
  ].join('\n');
