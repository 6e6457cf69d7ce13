// The summer workbook as a question source for the quiz taker: questions by position from
// GET /summer_workbook/{subject}/question (JSON, without the answer) and answers checked by
// POST /summer_workbook/{subject}/answer. The day is fixed when the quiz starts, so a quiz that
// runs past midnight keeps its set.
import type { WorkbookAnswerResponse, WorkbookQuestionResponse, WorkbookSubject } from '../../../server/features/workbook/schema.ts';
export { workbookQuizId } from '../../../server/features/workbook/schema.ts';
import { api } from '../../api/client.ts';
import type { CheckResult } from '../quiz-taker/QuizTaker.tsx';
import type { QuestionInput, TakerQuestion } from '../quiz-taker/quizModel.ts';

export const WORKBOOK_RESULTS_URL = '/api/v1/workbook_results';

type Get = <T>(path: string) => Promise<T>;
type Post = <T>(path: string, body: unknown) => Promise<T>;
const defaultGet: Get = (path) => api('GET', path);
const defaultPost: Post = (path, body) => api('POST', path, body);

/** The player's own calendar day as YYYY-MM-DD. */
export function localDay(d = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function workbookLoader(subject: WorkbookSubject, day: string, get: Get = defaultGet) {
  return async (position: number): Promise<QuestionInput> => {
    const q = new URLSearchParams({ n: String(position), date: day });
    const r = await get<WorkbookQuestionResponse>(`/summer_workbook/${subject}/question?${q}`);
    if (r.status !== 'ok' || !r.question) throw new Error(`workbook question ${position}: unexpected answer`);
    return { id: r.question.id, text: r.question.text, choices: r.question.choices };
  };
}

export function workbookChecker(subject: WorkbookSubject, day: string, post: Post = defaultPost) {
  return async (_q: TakerQuestion, selectedIndex: number, position: number): Promise<CheckResult> => {
    const r = await post<WorkbookAnswerResponse>(`/summer_workbook/${subject}/answer`, { n: position, date: day, selected_index: selectedIndex });
    return { correct: r.correct, correctIndex: r.correct_index, explanation: r.explanation };
  };
}
