// "Learning Challenge": opens when the frog's energy runs out. One question at a time, one answer
// per question, feedback, Next Question; three distinct correct answers refill the energy.
import { useCallback, useEffect, useReducer } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../server/features/auth/schema.ts';
import { api } from '../../api/client.ts';
import { MathText } from '../../ui/MathText.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { answerSound, type SfxName } from './game/Sfx.ts';
import { afterFeedback, builtInVerdict, canChoose, initialQuizFlow, questionQuery, quizFlowReducer, type AnswerResult, type QuizFlow, type QuizQuestion, type QuizView, type RefillResult } from './quizFlow.ts';
import { CORRECT_ANSWERS_REQUIRED, DEFAULT_EXPLANATION, feedbackFor, isRefillComplete, type RefillState } from './quizRefill.ts';

export type { AnswerRecord, RefillResult } from './quizFlow.ts';

/** Plays the answer sounds: 'correct' or 'wrong'. */
export interface AnswerSounds { play(name: SfxName): void }

export function QuizModal({ quizCode, user, sfx, onComplete }: {
  quizCode: string | null;
  user: PublicUser | null;
  sfx?: AnswerSounds;
  onComplete: (r: RefillResult) => void;
}) {
  const [flow, dispatch] = useReducer(quizFlowReducer, initialQuizFlow);

  const load = useCallback(async (state: QuizFlow) => {
    dispatch({ type: 'fetching' });
    try {
      const r = await api<{ question?: QuizQuestion | null }>('GET', `/api/quiz/question?${questionQuery(state, quizCode)}`);
      dispatch({ type: 'fetched', question: r.question });
    } catch (err) {
      console.error('question fetch failed', err);
      dispatch({ type: 'fetchFailed' });
    }
  }, [quizCode]);

  useEffect(() => { void load(initialQuizFlow); }, [load]);

  const answer = async (index: number) => {
    const { view } = flow;
    if (!canChoose(flow) || view.kind !== 'question') return;
    dispatch({ type: 'choose', index });
    let result: AnswerResult;
    if (view.offline) {
      result = builtInVerdict(index);
    } else {
      try {
        result = await api<AnswerResult>('POST', '/api/quiz/answer', { question_id: view.q.id, selected_index: index });
      } catch (err) {
        console.error('answer check failed', err);
        dispatch({ type: 'checkFailed' });
        return;
      }
    }
    sfx?.play(answerSound(result.correct));
    dispatch({ type: 'checked', result, at: new Date().toISOString() });
  };

  const next = () => {
    const step = afterFeedback(flow);
    if (step.kind === 'complete') onComplete(step.result);
    else if (step.kind === 'next') void load(flow);
  };

  return <QuizModalView flow={flow} user={user} onAnswer={(i) => void answer(i)} onRetry={() => void load(flow)} onNext={next} />;
}

/** What the Learning Challenge shows for a state of the quiz. */
export function QuizModalView({ flow, user, onAnswer, onRetry, onNext }: { flow: QuizFlow; user: PublicUser | null; onAnswer: (i: number) => void; onRetry: () => void; onNext: () => void }) {
  const { view, refill } = flow;
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
          <button type="button" className="btn" onClick={onRetry}>Try Again</button>
        </div>
      )}
      {(view.kind === 'question' || view.kind === 'answered') && <QuestionView view={view} onAnswer={onAnswer} />}
      {view.kind === 'answered' && <Feedback refill={refill} view={view} onNext={onNext} />}
      {!user && (
        <p className="quiz-visitor muted">
          Playing as a guest: nothing is saved. <Link to="/users/sign_up">Sign up</Link> or <Link to="/users/sign_in">sign in</Link> to keep your progress and earn coins.
        </p>
      )}
    </Modal>
  );
}

function QuestionView({ view, onAnswer }: { view: Extract<QuizView, { kind: 'question' | 'answered' }>; onAnswer: (i: number) => void }) {
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

function Feedback({ refill, view, onNext }: { refill: RefillState; view: Extract<QuizView, { kind: 'answered' }>; onNext: () => void }) {
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
