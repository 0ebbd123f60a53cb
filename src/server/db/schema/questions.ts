import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { reports } from './reports';

/**
 * The report's text in paragraph-sized passages (page + heading), written with the analysis so questions are
 * answered from the report after its upload is purged; deleted with the report.
 */
export const reportPassages = pgTable(
  'report_passages',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    page: integer('page').notNull(),
    heading: text('heading'),
    text: text('text').notNull(),
  },
  (t) => [index('report_passages_report_idx').on(t.reportId, t.position)],
);

/** What an answer holds besides its text (contracts/questions.ts). */
export interface StoredAnswer {
  citations: { page: number; heading: string | null; quote: string; highlights: [number, number][] }[];
  findings: number[];
  facts: { kind: 'age' | 'size' | 'material'; subject: string; value: string; page: number }[];
}

/** A question asked about a report and the answer given (the history under the question box). */
export const reportQuestions = pgTable(
  'report_questions',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    details: jsonb('details').$type<StoredAnswer>().notNull(),
    /** offline | llm */
    mode: text('mode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_questions_report_idx').on(t.reportId, t.createdAt)],
);
