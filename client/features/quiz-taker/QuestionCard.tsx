// One question with its choices, and after answering the feedback with the explanation and the
// Next Question action. Choices are locked from the moment one is chosen.
import { MathText } from '../../ui/MathText.tsx';
import { DEFAULT_EXPLANATION, NO_CHOICES_TEXT, type TakerQuestion } from './quizModel.ts';
import type { TakerState } from './quizTakerState.ts';

const LETTERS = 'ABCDEFGHIJ';

export interface QuestionCardProps {
  question: TakerQuestion;
  state: TakerState;
  isLast: boolean;
  checkError: boolean;
  onChoose: (index: number) => void;
  onNext: () => void;
}

export function QuestionCard({ question, state, isLast, checkError, onChoose, onNext }: QuestionCardProps) {
  const locked = state.status !== 'question';
  const fb = state.status === 'answered' ? state.feedback : null;
  return (
    <div className="qt-question">
      <p className="qt-text" id="qt-question-text"><MathText text={question.text} /></p>
      {question.choices.length === 0 ? (
        <p className="qt-empty" role="alert">{NO_CHOICES_TEXT}</p>
      ) : (
        <div className="qt-choices" role="group" aria-labelledby="qt-question-text">
          {question.choices.map((c, i) => {
            let mark = '';
            if (fb && i === fb.correctIndex) mark = ' correct';
            else if (fb && i === state.selected) mark = ' wrong';
            else if (i === state.selected) mark = ' chosen';
            return (
              <button key={i} type="button" className={`qt-choice${mark}`} disabled={locked} aria-pressed={i === state.selected} onClick={() => onChoose(i)}>
                <span className="qt-letter" aria-hidden="true">{LETTERS[i]}</span>
                <span className="qt-choice-text"><MathText text={c.text} /></span>
                {mark === ' correct' && <span className="qt-mark" aria-label="correct answer">✓</span>}
                {mark === ' wrong' && <span className="qt-mark" aria-label="your answer">✗</span>}
              </button>
            );
          })}
        </div>
      )}
      {state.status === 'checking' && <p className="qt-checking muted" role="status">Checking your answer...</p>}
      {checkError && state.status === 'question' && (
        <p className="qt-check-error" role="alert">We could not check that answer. Please choose again.</p>
      )}
      {fb && (
        <div className={`qt-feedback ${fb.correct ? 'good' : 'try'}`} role="status" aria-live="polite">
          <p className="qt-feedback-title">{fb.correct ? '🎉 Correct!' : '🤔 Not quite!'}</p>
          {!fb.correct && fb.correctIndex >= 0 && (
            <p>The answer is <strong><MathText text={question.choices[fb.correctIndex]?.text ?? ''} /></strong>.</p>
          )}
          <p className="qt-explanation"><MathText text={fb.explanation || question.explanation || DEFAULT_EXPLANATION} /></p>
          <button type="button" className="btn big qt-next" autoFocus onClick={onNext}>{isLast ? 'See My Results' : 'Next Question'}</button>
        </div>
      )}
    </div>
  );
}
