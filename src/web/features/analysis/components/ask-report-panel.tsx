import { MessageCircleQuestion, Sparkles, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { QUESTION_MAX_CHARS, type QuestionAnswer } from '@/contracts/questions';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { formatUsdRange } from '@/web/lib/format';
import { useAskQuestion, useDeleteQuestion, useQuestionHistory } from '../api/ask-report-queries';
import { CitationButton } from './citation-button';

const AnswerEntry = ({ entry, onDelete }: { entry: QuestionAnswer; onDelete: () => void }) => (
  <li data-testid="answer-entry" className="rounded-lg border p-3 sm:p-4">
    <div className="flex items-start justify-between gap-2">
      <p className="font-medium break-words" data-testid="asked-question">
        {entry.question}
      </p>
      <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label="Delete question" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
    <p className="mt-2 text-sm" data-testid="answer-text">
      {entry.mode === 'llm' && (
        <Badge variant="secondary" className="mr-2 align-middle">
          <Sparkles className="size-3" aria-hidden="true" /> AI summary
        </Badge>
      )}
      {entry.answer}
    </p>
    {entry.citations.length > 0 && (
      <div className="mt-3 grid gap-2">
        {entry.citations.map((citation, i) => (
          <CitationButton key={i} citation={citation} />
        ))}
      </div>
    )}
    {entry.relatedFindings.length > 0 && (
      <div className="mt-3 text-sm">
        <p className="font-medium text-muted-foreground">Related findings</p>
        <ul className="mt-1 space-y-1">
          {entry.relatedFindings.map((f) => (
            <li key={f.id} className="flex flex-wrap justify-between gap-2">
              <span className="break-words">
                {f.description}
                {f.page !== null && <span className="text-muted-foreground"> · page {f.page}</span>}
              </span>
              <span className="text-muted-foreground">
                {f.minCost !== null && f.maxCost !== null ? formatUsdRange(f.minCost, f.maxCost) : 'No estimate'}
              </span>
            </li>
          ))}
        </ul>
      </div>
    )}
  </li>
);

/**
 * Ask the report (issue 20): a question box on the unlocked analysis page, answered from the report's own pages with
 * citations; suggested questions under the box; the answers kept as a history that survives a reload.
 */
export const AskReportPanel = ({ reportId }: { reportId: number }) => {
  const history = useQuestionHistory(reportId).data;
  const ask = useAskQuestion(reportId);
  const remove = useDeleteQuestion(reportId);
  const [question, setQuestion] = useState('');

  const submit = (text: string) => {
    const q = text.trim();
    if (!q || ask.isPending) return;
    ask.mutate(q, {
      onSuccess: () => setQuestion(''),
      onError: (error) =>
        toast({ title: 'Could not answer', description: getErrorMessage(error), variant: 'destructive' }),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(question);
  };
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onError: (error) =>
        toast({ title: 'Could not delete', description: getErrorMessage(error), variant: 'destructive' }),
    });

  return (
    <section
      aria-labelledby="ask-report-title"
      data-testid="ask-report-panel"
      className="mb-6 rounded-xl border bg-card p-4 shadow-xs sm:p-6"
    >
      <h2 id="ask-report-title" className="flex items-center gap-2 text-lg font-semibold">
        <MessageCircleQuestion className="size-5 text-primary" aria-hidden="true" />
        Ask the report
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Answers come from the report&apos;s own pages, and every answer shows the page it comes from.
      </p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor="report-question" className="sr-only">
            Your question about the report
          </label>
          <Textarea
            id="report-question"
            data-testid="question-input"
            rows={2}
            maxLength={QUESTION_MAX_CHARS}
            placeholder="How old is the water heater?"
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                submit(question);
              }
            }}
          />
          <p className="mt-1 text-xs text-muted-foreground" aria-live="polite">
            {question.length}/{QUESTION_MAX_CHARS}
          </p>
        </div>
        <Button type="submit" disabled={!question.trim() || ask.isPending}>
          {ask.isPending ? 'Asking…' : 'Ask'}
        </Button>
      </form>
      {history && history.suggestions.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Suggested questions">
          {history.suggestions.map((s) => (
            <Button
              key={s}
              type="button"
              variant="outline"
              size="sm"
              className="h-auto max-w-full shrink py-1 text-left whitespace-normal"
              disabled={ask.isPending}
              onClick={() => submit(s)}
            >
              {s}
            </Button>
          ))}
        </div>
      )}
      {history && history.questions.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label="Questions and answers">
          {history.questions.map((entry) => (
            <AnswerEntry key={entry.id} entry={entry} onDelete={() => onDelete(entry.id)} />
          ))}
        </ul>
      )}
    </section>
  );
};
