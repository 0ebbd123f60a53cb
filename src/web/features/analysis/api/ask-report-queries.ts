import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionAnswer, QuestionHistory } from '@/contracts/questions';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

// A report's questions and answers (issue 20): asked on the analysis page, kept on the server as the history.

export const questionsKey = (reportId: number) => queryKeys.reportQuestions(reportId);

export const useQuestionHistory = (reportId: number) =>
  useQuery<QuestionHistory | null>({ queryKey: questionsKey(reportId) });

const withHistory = (history: QuestionHistory | null | undefined, change: (q: QuestionAnswer[]) => QuestionAnswer[]) =>
  history ? { ...history, questions: change(history.questions) } : history;

export const useAskQuestion = (reportId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => api.post<QuestionAnswer>(`/api/reports/${reportId}/questions`, { question }),
    onSuccess: (answer) =>
      queryClient.setQueryData<QuestionHistory | null>(questionsKey(reportId), (history) =>
        withHistory(history, (questions) => [answer, ...questions]),
      ),
  });
};

export const useDeleteQuestion = (reportId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) => api.delete(`/api/reports/${reportId}/questions/${questionId}`),
    onSuccess: (_done, questionId) =>
      queryClient.setQueryData<QuestionHistory | null>(questionsKey(reportId), (history) =>
        withHistory(history, (questions) => questions.filter((q) => q.id !== questionId)),
      ),
  });
};
