// The game wrapper at /brain-climb: splash → (code entry) → loading → playing. The game engine
// (PixiJS, planck, bitECS) is a separate chunk, loaded only when play begins. ?code=XXXXXX presets
// a class code and goes straight to teacher-mode loading; ?challenge=XXXXXX (the link a friend
// shares) opens the friend challenge screen with that code, ready to play.
import { Suspense, useEffect, useId, useReducer, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicUser } from '../../../server/features/auth/schema.ts';
import { useSession } from '../../api/session.ts';
import './brainClimb.css';
import { CodeEntry, FriendChallengeInfo, validateQuizCode } from './CodeEntry.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { flowReducer, initialFlow, MODE_START_DELAY_MS, presetFromAddress, type GameMode } from './modeFlow.ts';
import { QUIZ_CODE_MESSAGES } from './quizCode.ts';
import { Splash } from './Splash.tsx';
import type { GameScreenProps } from './game/GameScreen.tsx';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default function BrainClimbPage() {
  const [params] = useSearchParams();
  const { user, loading: sessionLoading } = useSession();
  const [flow, dispatch] = useReducer(flowReducer, params, (p) => {
    const preset = presetFromAddress(p);
    return initialFlow(preset.code, preset.challenge);
  });
  const [pending, setPending] = useState<GameMode | null>(null);
  const [Game, setGame] = useState<ComponentType<GameScreenProps> | null>(null);

  const choose = async (mode: GameMode) => {
    setPending(mode);
    await wait(MODE_START_DELAY_MS);
    setPending(null);
    dispatch({ type: 'choose_mode', mode });
  };

  useEffect(() => {
    if (flow.screen !== 'loading' || sessionLoading) return;
    let cancelled = false;
    (async () => {
      try {
        const [mod] = await Promise.all([import('./game/GameScreen.tsx'), wait(MODE_START_DELAY_MS)]);
        if (cancelled) return;
        setGame(() => mod.default);
        dispatch({ type: 'loaded' });
      } catch (err) {
        console.error('the game could not be loaded', err);
        if (!cancelled) dispatch({ type: 'load_failed' });
      }
    })();
    return () => { cancelled = true; };
  }, [flow.screen, sessionLoading]);

  return (
    <main className="bc-page">
      {flow.screen === 'splash' && <Splash onChoose={choose} pending={pending} />}
      {flow.screen === 'code_entry' && flow.presetCode !== undefined && (
        <ChallengeInvite
          code={flow.presetCode}
          user={user}
          sessionLoading={sessionLoading}
          onBack={() => dispatch({ type: 'back' })}
          onOtherCode={() => dispatch({ type: 'edit_code' })}
          onAccepted={(code) => dispatch({ type: 'code_accepted', code })}
        />
      )}
      {flow.screen === 'code_entry' && flow.presetCode === undefined && (
        <CodeEntry variant={flow.mode} user={user} onBack={() => dispatch({ type: 'back' })} onAccepted={(code) => dispatch({ type: 'code_accepted', code })} />
      )}
      {flow.screen === 'loading' && <LoadingScreen />}
      {flow.screen === 'playing' && Game && (
        <Suspense fallback={<LoadingScreen />}>
          <Game mode={flow.mode} quizCode={flow.quizCode} user={user} onBack={() => dispatch({ type: 'back' })} />
        </Suspense>
      )}
    </main>
  );
}


/**
 * A friend's challenge opened from a shared link: the code is filled in; guests see Sign Up Free
 * and Login, signed-in players the welcome with what they get. The code is checked when they start.
 */
function ChallengeInvite({ code, user, sessionLoading, onAccepted, onOtherCode, onBack }: {
  code: string;
  user: PublicUser | null;
  sessionLoading: boolean;
  onAccepted: (code: string) => void;
  onOtherCode: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);

  const start = async () => {
    setError(null);
    setValidating(true);
    const result = await validateQuizCode(code);
    setValidating(false);
    if (result === 'ok') onAccepted(code);
    else setError(result === 'not_found' ? QUIZ_CODE_MESSAGES.notFound : QUIZ_CODE_MESSAGES.failed);
  };

  return (
    <section className="bc-panel card" aria-labelledby={`${id}-title`}>
      <button type="button" className="btn small ghost bc-back" onClick={onBack}>← Back</button>
      <h1 id={`${id}-title`}>A friend challenged you!</h1>
      {sessionLoading ? <p role="status">Loading…</p> : <FriendChallengeInfo user={user} />}
      <div className="bc-code-form">
        <label htmlFor={id}>Friend’s quiz code</label>
        <input
          id={id}
          className="bc-code-input"
          value={code}
          readOnly
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && <p id={`${id}-error`} className="form-error" role="alert">{error}</p>}
        <button type="button" className="btn big" disabled={validating || sessionLoading} onClick={() => void start()}>
          {validating ? 'Checking…' : user ? 'Start the challenge' : 'Play as a guest'}
        </button>
        <button type="button" className="btn small ghost" onClick={onOtherCode}>Use a different code</button>
      </div>
    </section>
  );
}
