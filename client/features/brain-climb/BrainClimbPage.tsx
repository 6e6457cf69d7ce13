// The game wrapper at /brain-climb: splash → (code entry) → loading → playing. The game engine
// (PixiJS, planck, bitECS) is a separate chunk, loaded only when play begins. ?code=XXXXXX presets
// a class code and goes straight to teacher-mode loading.
import { Suspense, useEffect, useReducer, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import './brainClimb.css';
import { CodeEntry } from './CodeEntry.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { flowReducer, initialFlow, MODE_START_DELAY_MS, type GameMode } from './modeFlow.ts';
import { sanitizeQuizCode } from './quizCode.ts';
import { Splash } from './Splash.tsx';
import type { GameScreenProps } from './game/GameScreen.tsx';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default function BrainClimbPage() {
  const [params] = useSearchParams();
  const { user, loading: sessionLoading } = useSession();
  const [flow, dispatch] = useReducer(flowReducer, params.get('code'), (code) => initialFlow(sanitizeQuizCode(code ?? '') || null));
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
      {flow.screen === 'code_entry' && (
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

