// What the quiz taker shows for a state: header with progress, then loading, the question or the
// results. Presentational only (QuizTaker.tsx runs the effects), so it renders the same in tests.
import type { Ref } from 'react';
import { LOADING_TEXT, subjectTitle, themeFor } from './quizModel.ts';
import { QuestionCard } from './QuestionCard.tsx';
import { QuizResults } from './QuizResults.tsx';
import { currentQuestion, type TakerState } from './quizTakerState.ts';

export interface QuizTakerViewProps {
  state: TakerState;
  subject: string;
  title?: string;
  funFact: string;
  followUp: string[];
  checkError?: boolean;
  onChoose: (index: number) => void;
  onNext: () => void;
  onReset: () => void;
  containerRef?: Ref<HTMLElement>;
}

export function QuizTakerView({ state, subject, title, funFact, followUp, checkError = false, onChoose, onNext, onReset, containerRef }: QuizTakerViewProps) {
  const total = state.questions.length;
  const done = state.status === 'completed';
  const q = currentQuestion(state);
  return (
    <section ref={containerRef} className={`quiz-taker theme-${themeFor(subject)}`} aria-label={title ?? `${subjectTitle(subject)} quiz`}>
      <header className="qt-head">
        <div className="qt-head-row">
          <span className="qt-subject">{subjectTitle(subject)}</span>
          <span className="qt-count">{done ? 'All done!' : `Question ${state.index + 1} of ${total}`}</span>
        </div>
        {title && <h2 className="qt-title">{title}</h2>}
        <ol className="qt-progress" aria-hidden="true">
          {state.questions.map((_, i) => {
            const check = state.checks[i];
            const cls = check ? (check.correct ? 'right' : 'missed') : i === state.index && !done ? 'now' : '';
            return <li key={i} className={cls} />;
          })}
        </ol>
      </header>
      {state.status === 'loading' && (
        <div className="qt-loading" role="status">
          <span className="qt-spinner" aria-hidden="true" />
          <p>{LOADING_TEXT}</p>
        </div>
      )}
      {q && (state.status === 'question' || state.status === 'checking' || state.status === 'answered') && (
        <QuestionCard question={q} state={state} isLast={state.index === total - 1} checkError={checkError} onChoose={onChoose} onNext={onNext} />
      )}
      {done && <QuizResults state={state} funFact={funFact} followUp={followUp} onReset={onReset} />}
    </section>
  );
}
