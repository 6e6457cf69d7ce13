// The results after the last question: the score message, Try Again, every answer (missed ones
// with the right answer and a link to ask the tutor), a fun fact and what to do next.
import { Link } from 'react-router';
import { MathText } from '../../ui/MathText.tsx';
import { chatLinkFor, scoreMessage } from './quizModel.ts';
import type { TakerState } from './quizTakerState.ts';

export interface QuizResultsProps {
  state: TakerState;
  funFact: string;
  followUp: string[];
  onReset: () => void;
}

export function QuizResults({ state, funFact, followUp, onReset }: QuizResultsProps) {
  const total = state.questions.length;
  const msg = scoreMessage(state.score, total);
  return (
    <div className="qt-results">
      <div className="qt-results-head">
        <span className="qt-trophy" aria-hidden="true">{msg.emoji}</span>
        <h2 className="qt-score-title" tabIndex={-1}>{msg.title}!</h2>
        <p className="qt-score" aria-label={`You got ${state.score} out of ${total} right`}>
          <strong>{state.score}</strong> <span>/ {total}</span>
        </p>
        <p className="qt-score-text">{msg.text}</p>
        <div className="qt-actions">
          <button type="button" className="btn big" onClick={onReset}>Try Again</button>
          <Link to="/quizzes" className="btn big ghost">More Quizzes</Link>
        </div>
      </div>

      <div className="qt-funfact">
        <h3>💡 Fun fact</h3>
        <p>{funFact}</p>
      </div>

      <h3 className="qt-answers-title">Your answers</h3>
      <ol className="qt-answer-list">
        {state.answers.map((a, i) => {
          const check = state.checks[i];
          const right = state.questions[i]?.choices[check?.correctIndex ?? -1]?.text;
          return (
            <li key={`${a.questionId}-${i}`} className={a.isCorrect ? 'right' : 'missed'}>
              <span className="qt-answer-icon" aria-label={a.isCorrect ? 'Correct' : 'Missed'}>{a.isCorrect ? '✓' : '✗'}</span>
              <div>
                <p className="qt-answer-q"><MathText text={a.questionText} /></p>
                <p className="qt-answer-a">Your answer: <strong><MathText text={a.answerText} /></strong></p>
                {!a.isCorrect && right !== undefined && <p className="qt-answer-a">Right answer: <strong><MathText text={right} /></strong></p>}
                {!a.isCorrect && <a className="qt-ask" href={chatLinkFor(a.questionText)}>💬 Ask the tutor about this</a>}
              </div>
            </li>
          );
        })}
      </ol>

      <div className="qt-followup">
        <h3>🚀 What next?</h3>
        <ul>{followUp.map((f) => <li key={f}>{f}</li>)}</ul>
      </div>
    </div>
  );
}
