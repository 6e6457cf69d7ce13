// The ten-question quiz taker, usable for any quiz: questions from a fixed list and/or loaded by
// position, answers checked locally (when the question marks its correct choice) or by the server
// (checkAnswer), and the finished quiz posted to a completion URL and/or given to a callback.
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { api } from '../../api/client.ts';
import {
  completeQuiz, localCorrectIndex, normalizeQuestion, normalizeQuiz, QUIZ_LENGTH,
  type CompletionInfo, type QuestionInput, type QuizInput, type TakerQuestion,
} from './quizModel.ts';
import { initialTakerState, missingPosition, takerReducer } from './quizTakerState.ts';
import { QuizTakerView } from './QuizTakerView.tsx';
import './quizTaker.css';

export interface CheckResult { correct: boolean; correctIndex: number; explanation?: string }

export interface QuizTakerProps {
  subject: string;
  grade?: number | null;
  quizId?: string | number | null;
  title?: string;
  /** A fixed list (either question form) with an optional fun fact and follow-ups. */
  quiz?: QuizInput;
  /** Fetches a question missing from the list, by 1-based position. */
  loadQuestion?: (position: number) => Promise<QuestionInput>;
  /** Checks an answer on the server, for questions that do not mark their correct choice. */
  checkAnswer?: (question: TakerQuestion, selectedIndex: number, position: number) => Promise<CheckResult>;
  totalQuestions?: number;
  /** Receives the Quiz result payload (POST with the CSRF header). */
  completionUrl?: string;
  onComplete?: (info: CompletionInfo) => void;
}

const RETRY_MS = [1000, 2000, 4000, 8000];

export function QuizTaker(props: QuizTakerProps) {
  const { subject, grade = null, quizId = null, title, quiz, loadQuestion, checkAnswer, totalQuestions = QUIZ_LENGTH } = props;
  const base = useMemo(() => normalizeQuiz({ subject, ...quiz }, totalQuestions), [subject, quiz, totalQuestions]);
  const [state, dispatch] = useReducer(takerReducer, base.questions, initialTakerState);
  const [checkError, setCheckError] = useState(false);
  const latest = useRef(props);
  useEffect(() => { latest.current = props; });

  // A missing question is fetched by position; a failure is logged and retried while
  // "Getting your question ready..." stays on screen.
  const wanted = missingPosition(state);
  const nextMissing = state.status === 'answered' && state.index + 1 < state.questions.length && !state.questions[state.index + 1] ? state.index + 2 : undefined;
  useFetchPosition(wanted ?? nextMissing, loadQuestion, dispatch);

  // A new question or the results start at the top of the quiz (even on a small screen scrolled
  // down to the Next Question button), and keyboard focus moves there once the player has begun.
  const box = useRef<HTMLElement>(null);
  const begun = useRef(false);
  const screen = state.status === 'completed' ? 'results' : state.status === 'question' ? `q${state.index}` : null;
  useEffect(() => {
    const el = box.current;
    if (!el || !screen || !begun.current) return;
    if (el.getBoundingClientRect().top < 60) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
    el.querySelector<HTMLElement>(screen === 'results' ? '.qt-score-title' : '.qt-choice')?.focus({ preventScroll: true });
  }, [screen]);

  // Each finished run is sent once.
  const sentRun = useRef(0);
  useEffect(() => {
    if (state.status !== 'completed' || sentRun.current === state.run) return;
    sentRun.current = state.run;
    const { completionUrl, onComplete } = latest.current;
    void completeQuiz({
      payload: { score: state.score, total_questions: state.questions.length, subject, grade, quiz_id: quizId, answers: state.answers },
      completionUrl, onComplete, post: (url, body) => api('POST', url, body),
    });
  }, [state, subject, grade, quizId]);

  const choose = async (index: number) => {
    const q = state.questions[state.index];
    if (state.status !== 'question' || !q) return;
    setCheckError(false);
    begun.current = true;
    dispatch({ type: 'choose', index });
    const known = localCorrectIndex(q);
    if (known !== undefined) {
      dispatch({ type: 'checked', correct: index === known, correctIndex: known, explanation: q.explanation });
      return;
    }
    if (!checkAnswer) {
      console.error('quiz taker: this question marks no correct choice and there is no checkAnswer');
      dispatch({ type: 'checked', correct: false, correctIndex: -1, explanation: q.explanation });
      return;
    }
    try {
      const r = await checkAnswer(q, index, state.index + 1);
      dispatch({ type: 'checked', correct: r.correct, correctIndex: r.correctIndex, explanation: r.explanation });
    } catch (err) {
      console.error('quiz answer check failed', err);
      setCheckError(true);
      dispatch({ type: 'checkFailed' });
    }
  };

  return (
    <QuizTakerView
      containerRef={box} state={state} subject={subject} title={title} funFact={base.funFact} followUp={base.followUp} checkError={checkError}
      onChoose={(i) => void choose(i)} onNext={() => dispatch({ type: 'next' })} onReset={() => { setCheckError(false); dispatch({ type: 'reset' }); }}
    />
  );
}

/** Loads one position (with retries) and hands it to the reducer; a new position cancels the old. */
function useFetchPosition(position: number | undefined, load: QuizTakerProps['loadQuestion'], dispatch: (a: { type: 'loaded'; position: number; question: TakerQuestion }) => void) {
  useEffect(() => {
    if (position === undefined || !load) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (n: number) => {
      try {
        const input = await load(position);
        if (!cancelled) dispatch({ type: 'loaded', position, question: normalizeQuestion(input, position) });
      } catch (err) {
        console.error(`quiz question ${position} fetch failed`, err);
        if (!cancelled) timer = setTimeout(() => void attempt(n + 1), RETRY_MS[Math.min(n, RETRY_MS.length - 1)]);
      }
    };
    void attempt(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [position, load, dispatch]);
}
