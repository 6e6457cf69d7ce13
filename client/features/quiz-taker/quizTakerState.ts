// The quiz taker as a state machine (spec 002, section 4): loading, question, checking (choice
// made, locked, waiting for the verdict), answered (feedback), next question until the last, then
// completed. Pure reducer: the component runs the effects (fetching, checking, posting).
import type { AnswerRecord, TakerQuestion } from './quizModel.ts';

export type TakerStatus = 'loading' | 'question' | 'checking' | 'answered' | 'completed';

export interface Feedback { correct: boolean; correctIndex: number; explanation?: string }

export interface TakerState {
  /** By position; undefined until loaded. Kept on Try Again. */
  questions: (TakerQuestion | undefined)[];
  index: number;
  score: number;
  selected: number | null;
  status: TakerStatus;
  feedback: Feedback | null;
  answers: AnswerRecord[];
  /** The verdict of each answer, beside `answers` (for the results list). */
  checks: Feedback[];
  /** Counts finished runs, so each completion is sent exactly once. */
  run: number;
}

export type TakerAction =
  | { type: 'loaded'; position: number; question: TakerQuestion }
  | { type: 'choose'; index: number }
  | { type: 'checked'; correct: boolean; correctIndex: number; explanation?: string }
  | { type: 'checkFailed' }
  | { type: 'next' }
  | { type: 'reset' };

const statusAt = (questions: TakerState['questions'], index: number): TakerStatus => (questions[index] ? 'question' : 'loading');

export function initialTakerState(questions: (TakerQuestion | undefined)[]): TakerState {
  return { questions, index: 0, score: 0, selected: null, status: statusAt(questions, 0), feedback: null, answers: [], checks: [], run: 0 };
}

/** The 1-based position to fetch, when the current question is missing. */
export function missingPosition(state: TakerState): number | undefined {
  return state.status === 'loading' && !state.questions[state.index] ? state.index + 1 : undefined;
}

export const currentQuestion = (state: TakerState): TakerQuestion | undefined => state.questions[state.index];

export function takerReducer(state: TakerState, action: TakerAction): TakerState {
  switch (action.type) {
    case 'loaded': {
      // A question already in place stays: what the player sees never changes under them.
      if (action.position < 1 || action.position > state.questions.length || state.questions[action.position - 1]) return state;
      const questions = [...state.questions];
      questions[action.position - 1] = action.question;
      const arrivedNow = state.status === 'loading' && action.position === state.index + 1;
      return { ...state, questions, status: arrivedNow ? 'question' : state.status };
    }
    case 'choose': {
      // One answer per question: once chosen, the choices are locked.
      const q = currentQuestion(state);
      if (state.status !== 'question' || !q || action.index < 0 || action.index >= q.choices.length) return state;
      return { ...state, status: 'checking', selected: action.index };
    }
    case 'checked': {
      const q = currentQuestion(state);
      if (state.status !== 'checking' || !q || state.selected === null) return state;
      const record: AnswerRecord = {
        questionId: q.id, selectedIndex: state.selected, isCorrect: action.correct,
        questionText: q.text, answerText: q.choices[state.selected]?.text ?? '',
      };
      const feedback = { correct: action.correct, correctIndex: action.correctIndex, explanation: action.explanation };
      return {
        ...state, status: 'answered', score: state.score + (action.correct ? 1 : 0),
        answers: [...state.answers, record], checks: [...state.checks, feedback], feedback,
      };
    }
    case 'checkFailed':
      return state.status === 'checking' ? { ...state, status: 'question', selected: null } : state;
    case 'next': {
      if (state.status !== 'answered') return state;
      const index = state.index + 1;
      if (index >= state.questions.length) return { ...state, status: 'completed', feedback: null, selected: null, run: state.run + 1 };
      return { ...state, index, selected: null, feedback: null, status: statusAt(state.questions, index) };
    }
    case 'reset':
      // Try Again: index, score and selection start over; the questions already loaded stay.
      return { ...initialTakerState(state.questions), run: state.run };
  }
}
