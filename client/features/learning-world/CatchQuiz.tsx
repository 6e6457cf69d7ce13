// The quiz after a catch: one question, checked on the server. Correct: play resumes with 3 s of
// invulnerability and (signed in) the coins the room credited; wrong: the explanation, the gems
// are lost and the enemies come back after 3 s.
import { useEffect, useState } from 'react';
import type { PublicQuestion } from '../../../server/features/quiz/schema.ts';
import { MathText } from '../../ui/MathText.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { answerSound, type SfxName } from '../brain-climb/game/Sfx.ts';
import type { CatchResult } from './LwSession.ts';

export interface CatchQuizProps {
  load(): Promise<PublicQuestion>;
  check(questionId: string, index: number): Promise<CatchResult>;
  onDone(result: CatchResult): void;
  gems: number;
  signedIn: boolean;
  /** Plays 'correct' or 'wrong' once the answer is checked. */
  sfx?: { play(name: SfxName): void };
}

export function CatchQuiz({ load, check, onDone, gems, signedIn, sfx }: CatchQuizProps) {
  const [question, setQuestion] = useState<PublicQuestion | null>(null);
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const [result, setResult] = useState<CatchResult | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    load().then((q) => { if (live) setQuestion(q); }).catch((err) => { console.warn('no question', err); if (live) setFailed(true); });
    return () => { live = false; };
  }, [load, attempt]);

  const choose = async (index: number) => {
    if (!question || picked !== null) return;
    setPicked(index);
    try {
      const r = await check(question.id, index);
      sfx?.play(answerSound(r.correct));
      setResult(r);
    } catch (err) {
      console.warn('the answer could not be checked', err);
      setPicked(null);
    }
  };

  return (
    <Modal title="Caught! Answer to escape" className="lw-quiz">
      <h2>😮 Caught!</h2>
      <p className="lw-quiz-lead">Answer this question to {gems > 0 ? `keep your ${gems} gem${gems === 1 ? '' : 's'}` : 'get back in the game'}.</p>
      {!question && !failed && <p role="status">Getting your question ready...</p>}
      {failed && (
        <p role="alert">Unable to load question. Please try again. <button type="button" className="btn small" onClick={() => setAttempt((a) => a + 1)}>Try Again</button></p>
      )}
      {question && (
        <>
          <p className="lw-question" data-question-id={question.id}><MathText text={question.text} /></p>
          <div className="lw-choices">
            {question.choices.filter((c) => c.text.trim() !== '').map((c) => {
              const state = result ? (c.index === result.correct_index ? ' correct' : c.index === picked ? ' wrong' : '') : c.index === picked ? ' picked' : '';
              return (
                <button key={c.index} type="button" className={`lw-choice${state}`} disabled={picked !== null} onClick={() => void choose(c.index)}>
                  <MathText text={c.text} />
                </button>
              );
            })}
          </div>
        </>
      )}
      {result && (
        <div className={`lw-feedback ${result.correct ? 'good' : 'bad'}`} role="status">
          {result.correct ? (
            <p><strong>Correct! 🎉</strong> You are safe for 3 seconds{signedIn && result.coins > 0 ? ` and earned ${result.coins} coin${result.coins === 1 ? '' : 's'}` : ''}.</p>
          ) : (
            <p><strong>Not quite.</strong> The answer is {result.correct_choice}. {result.explanation}</p>
          )}
          <button type="button" className="btn" autoFocus onClick={() => onDone(result)}>{result.correct ? 'Keep Playing' : 'Try Again'}</button>
        </div>
      )}
    </Modal>
  );
}
