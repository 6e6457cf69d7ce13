// The "Learning Challenge" as a pure state machine (spec 000, sections 4 and 8): loading, a
// question, the answer being checked, feedback. A failed question fetch shows the error with Try
// Again; a second failure in a row, or an answer without a question (a quiz with no questions),
// shows the built-in question, which is checked here without the server. The component runs the
// effects (fetching, checking, sounds) and dispatches what happened.
import { emptyRefill, FALLBACK_QUESTION, isRefillComplete, prioritizeFor, recordAnswer, type RefillState } from './quizRefill.ts';

export interface QuizQuestion { id: string; text: string; choices: { text: string; index: number }[]; quiz_title: string; subject: string }
export interface AnswerResult { correct: boolean; correct_index: number; correct_choice: string; explanation: string; refill?: { token?: string } }
export interface AnswerRecord { question_id: string; selected_choice_index: number; correct: boolean; answered_at: string }
export interface RefillResult { answered: number; correct: number; token?: string; answers: AnswerRecord[] }

export type QuizView =
  | { kind: 'loading' }
  | { kind: 'error' }
  /** offline: the built-in question, checked in the browser. */
  | { kind: 'question'; q: QuizQuestion; offline: boolean; submitting: boolean; selected: number | null }
  | { kind: 'answered'; q: QuizQuestion; offline: boolean; selected: number; result: AnswerResult };

export interface QuizFlow {
  view: QuizView;
  refill: RefillState;
  /** Question fetches that failed in a row. */
  failures: number;
  /** The question shown last, never asked again straight away. */
  lastShownId: string | null;
  /** The server's refill token, once it has counted enough correct answers. */
  token?: string;
  /** Answers to server questions, for the quiz completion results. */
  answers: AnswerRecord[];
}

export type QuizFlowAction =
  | { type: 'fetching' }
  | { type: 'fetched'; question: QuizQuestion | null | undefined }
  | { type: 'fetchFailed' }
  | { type: 'choose'; index: number }
  | { type: 'checked'; result: AnswerResult; at: string }
  | { type: 'checkFailed' };

export const BUILT_IN_QUESTION: QuizQuestion = {
  id: FALLBACK_QUESTION.id,
  text: FALLBACK_QUESTION.text,
  choices: FALLBACK_QUESTION.choices.map((c) => ({ ...c })),
  quiz_title: FALLBACK_QUESTION.quiz_title,
  subject: FALLBACK_QUESTION.subject,
};

export const initialQuizFlow: QuizFlow = { view: { kind: 'loading' }, refill: emptyRefill, failures: 0, lastShownId: null, answers: [] };

const showBuiltIn = (s: QuizFlow, failures: number): QuizFlow => ({
  ...s, failures, lastShownId: BUILT_IN_QUESTION.id,
  view: { kind: 'question', q: BUILT_IN_QUESTION, offline: true, submitting: false, selected: null },
});

export function quizFlowReducer(s: QuizFlow, a: QuizFlowAction): QuizFlow {
  switch (a.type) {
    case 'fetching':
      return { ...s, view: { kind: 'loading' } };
    case 'fetched':
      if (s.view.kind !== 'loading') return s;
      if (!a.question) return showBuiltIn(s, 0);
      return { ...s, failures: 0, lastShownId: a.question.id, view: { kind: 'question', q: a.question, offline: false, submitting: false, selected: null } };
    case 'fetchFailed':
      if (s.view.kind !== 'loading') return s;
      // The first failure offers Try Again; after a second in a row the built-in question keeps
      // the child playing.
      return s.failures >= 1 ? showBuiltIn(s, s.failures + 1) : { ...s, failures: s.failures + 1, view: { kind: 'error' } };
    case 'choose': {
      // One answer per question, and none while it is being checked.
      const view = s.view;
      if (view.kind !== 'question' || view.submitting) return s;
      if (!view.q.choices.some((c) => c.index === a.index && c.text.trim() !== '')) return s;
      return { ...s, view: { ...view, submitting: true, selected: a.index } };
    }
    case 'checked': {
      if (s.view.kind !== 'question' || !s.view.submitting || s.view.selected === null) return s;
      const { q, offline, selected } = s.view;
      const answers = offline ? s.answers : [...s.answers, { question_id: q.id, selected_choice_index: selected, correct: a.result.correct, answered_at: a.at }];
      return {
        ...s,
        refill: recordAnswer(s.refill, q.id, a.result.correct),
        token: a.result.refill?.token ?? s.token,
        answers,
        view: { kind: 'answered', q, offline, selected, result: a.result },
      };
    }
    case 'checkFailed':
      return s.view.kind === 'question' && s.view.submitting ? { ...s, view: { kind: 'error' } } : s;
  }
}

export const canChoose = (s: QuizFlow): boolean => s.view.kind === 'question' && !s.view.submitting;

/** The query of the next question request: the quiz code and the queued wrong answers. */
export function questionQuery(s: QuizFlow, quizCode: string | null): string {
  const q = new URLSearchParams();
  if (quizCode) q.set('quiz_code', quizCode);
  const prioritize = prioritizeFor(s.refill, s.lastShownId);
  if (prioritize.length) q.set('prioritize_questions', prioritize.join(','));
  return q.toString();
}

/** The verdict on the built-in question, given in the browser. */
export function builtInVerdict(index: number): AnswerResult {
  const correct = FALLBACK_QUESTION.choices.find((c) => c.index === FALLBACK_QUESTION.correct_index)?.text ?? '';
  return { correct: index === FALLBACK_QUESTION.correct_index, correct_index: FALLBACK_QUESTION.correct_index, correct_choice: correct, explanation: FALLBACK_QUESTION.explanation };
}

/** After feedback: the refill is complete (with what to report), or the next question is due. */
export function afterFeedback(s: QuizFlow): { kind: 'complete'; result: RefillResult } | { kind: 'next' } | { kind: 'none' } {
  if (s.view.kind !== 'answered') return { kind: 'none' };
  if (!isRefillComplete(s.refill)) return { kind: 'next' };
  return { kind: 'complete', result: { answered: s.refill.answered, correct: s.refill.correctIds.length, token: s.token, answers: s.answers } };
}
