// "Learning Challenge": opens when the frog's energy runs out. One question at a time, one answer
// per question, feedback, Next Question; three distinct correct answers refill the energy.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../server/features/auth/schema.ts';
import { api } from '../../api/client.ts';
import { MathText } from '../../ui/MathText.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { CORRECT_ANSWERS_REQUIRED, DEFAULT_EXPLANATION, emptyRefill, FALLBACK_QUESTION, feedbackFor, isRefillComplete, prioritizeFor, recordAnswer, type RefillState } from './quizRefill.ts';

interface Question { id: string; text: string; choices: { text: string; index: number }[]; quiz_title: string; subject: string }
interface AnswerResult { correct: boolean; correct_index: number; correct_choice: string; explanation: string; refill?: { token?: string } }
type View =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'question'; q: Question; offline: boolean; submitting: boolean }
  | { kind: 'answered'; q: Question; offline: boolean; selected: number; result: AnswerResult };

export interface AnswerRecord { question_id: string; selected_choice_index: number; correct: boolean; answered_at: string }
export interface RefillResult { answered: number; correct: number; token?: string; answers: AnswerRecord[] }

export function QuizModal({ quizCode, user, onComplete }: { quizCode: string | null; user: PublicUser | null; onComplete: (r: RefillResult) => void }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [refill, setRefill] = useState<RefillState>(emptyRefill);
  const [failures, setFailures] = useState(0);
  const [token, setToken] = useState<string | undefined>();
  const [answers, setAnswers] = useState<AnswerRecord[]>([]);

  const load = useCallback(async (state: RefillState, currentId: string | null, failuresSoFar: number) => {
    setView({ kind: 'loading' });
    const q = new URLSearchParams();
    if (quizCode) q.set('quiz_code', quizCode);
    const prioritize = prioritizeFor(state, currentId);
    if (prioritize.length) q.set('prioritize_questions', prioritize.join(','));
    try {
      const r = await api<{ question: Question }>('GET', `/api/quiz/question?${q}`);
      setFailures(0);
      setView({ kind: 'question', q: r.question, offline: false, submitting: false });
    } catch (err) {
      console.error('question fetch failed', err);
      // After a second failure in a row, the built-in question keeps the child playing offline.
      if (failuresSoFar >= 1) setView({ kind: 'question', q: FALLBACK_QUESTION as unknown as Question, offline: true, submitting: false });
      else setView({ kind: 'error' });
      setFailures(failuresSoFar + 1);
    }
  }, [quizCode]);

  useEffect(() => { void load(emptyRefill, null, 0); }, [load]);

  const answer = async (index: number) => {
    if (view.kind !== 'question' || view.submitting) return;
    const { q, offline } = view;
    setView({ ...view, submitting: true });
    let result: AnswerResult;
    if (offline) {
      result = { correct: index === FALLBACK_QUESTION.correct_index, correct_index: FALLBACK_QUESTION.correct_index, correct_choice: '4', explanation: FALLBACK_QUESTION.explanation };
    } else {
      try {
        result = await api<AnswerResult>('POST', '/api/quiz/answer', { question_id: q.id, selected_index: index });
      } catch (err) {
        console.error('answer check failed', err);
        setView({ kind: 'error' });
        return;
      }
    }
    if (result.refill?.token) setToken(result.refill.token);
    setRefill((s) => recordAnswer(s, q.id, result.correct));
    if (!offline) setAnswers((a) => [...a, { question_id: q.id, selected_choice_index: index, correct: result.correct, answered_at: new Date().toISOString() }]);
    setView({ kind: 'answered', q, offline, selected: index, result });
  };

  const next = () => {
    if (view.kind !== 'answered') return;
    if (isRefillComplete(refill)) onComplete({ answered: refill.answered, correct: refill.correctIds.length, token, answers });
    else void load(refill, view.q.id, failures);
  };

  return (
    <Modal title="Learning Challenge" className="quiz-modal">
      <header className="quiz-head">
        <h2>Learning Challenge</h2>
        <p className="muted">Your frog is out of energy! Answer {CORRECT_ANSWERS_REQUIRED} questions correctly to refill it.</p>
        <ol className="quiz-progress" aria-label={`${refill.correctIds.length} of ${CORRECT_ANSWERS_REQUIRED} correct`}>
          {Array.from({ length: CORRECT_ANSWERS_REQUIRED }, (_, i) => <li key={i} className={i < refill.correctIds.length ? 'done' : ''} aria-hidden="true">⚡</li>)}
        </ol>
      </header>
      {view.kind === 'loading' && <p className="quiz-loading" role="status">Loading a question…</p>}
      {view.kind === 'error' && (
        <div className="quiz-error" role="alert">
          <p>Unable to load question. Please try again.</p>
          <button type="button" className="btn" onClick={() => void load(refill, null, failures)}>Try Again</button>
        </div>
      )}
      {(view.kind === 'question' || view.kind === 'answered') && <QuestionView view={view} onAnswer={answer} />}
      {view.kind === 'answered' && <Feedback refill={refill} view={view} onNext={next} />}
      {!user && (
        <p className="quiz-visitor muted">
          Playing as a guest: nothing is saved. <Link to="/users/sign_up">Sign up</Link> or <Link to="/users/sign_in">sign in</Link> to keep your progress and earn coins.
        </p>
      )}
    </Modal>
  );
}

function QuestionView({ view, onAnswer }: { view: Extract<View, { kind: 'question' | 'answered' }>; onAnswer: (i: number) => void }) {
  const { q } = view;
  const choices = q.choices.filter((c) => c.text.trim() !== '');
  const locked = view.kind === 'answered' || view.submitting;
  return (
    <div className="quiz-question">
      <p className="quiz-meta">{q.quiz_title}</p>
      <p className="quiz-text"><MathText text={q.text} /></p>
      {choices.length === 0 ? (
        <p className="muted">No answer choices available.</p>
      ) : (
        <div className="quiz-choices">
          {choices.map((c) => {
            let state = '';
            if (view.kind === 'answered') {
              if (c.index === view.result.correct_index) state = ' correct';
              else if (c.index === view.selected) state = ' wrong';
            }
            return (
              <button key={c.index} type="button" className={`quiz-choice${state}`} disabled={locked} onClick={() => onAnswer(c.index)}>
                <MathText text={c.text} />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

function Feedback({ refill, view, onNext }: { refill: RefillState; view: Extract<View, { kind: 'answered' }>; onNext: () => void }) {
  const { result } = view;
  const line = feedbackFor(refill, result.correct);
  return (
    <div className={`quiz-feedback ${result.correct ? 'good' : 'try'}`} role="status" aria-live="polite">
      <p className="quiz-feedback-title">{line.title}</p>
      <p>{line.text}</p>
      {!result.correct && (
        <>
          <p>The correct answer is: <strong><MathText text={result.correct_choice} /></strong></p>
          <p className="quiz-explanation"><MathText text={result.explanation || DEFAULT_EXPLANATION} /></p>
        </>
      )}
      <button type="button" className="btn big" autoFocus onClick={onNext}>{isRefillComplete(refill) ? 'Keep Climbing!' : 'Next Question'}</button>
    </div>
  );
}
