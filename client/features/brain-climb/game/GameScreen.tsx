// The game screen: PixiJS canvas plus the React overlays (intro, status, toolbar, quiz, level
// complete, game over, music, controls help, mobile controls). This module and everything it
// imports (PixiJS, planck, bitECS) is the game chunk, loaded only when play begins.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import type { PublicUser } from '../../../../server/features/auth/schema.ts';
import { api } from '../../../api/client.ts';
import { applyBalance } from '../../coins/coinStore.ts';
import { MusicModal } from '../music/MusicModal.tsx';
import { MusicPlayer } from '../music/MusicPlayer.ts';
import type { GameMode } from '../modeFlow.ts';
import { QuizModal, type RefillResult } from '../QuizModal.tsx';
import { ControlsHelp } from './ControlsHelp.tsx';
import './game.css';
import { GameOverPanel } from './GameOverPanel.tsx';
import { GameSession } from './GameSession.ts';
import { GameView, THEMES, type Theme } from './GameView.ts';
import { createHudStore, patchHud, type HudStore } from './hudStore.ts';
import { InputController, isMobileDevice, requestTiltPermission, tiltSupported } from './InputController.ts';
import { IntroOverlay } from './IntroOverlay.tsx';
import { LevelCompleteModal } from './LevelCompleteModal.tsx';
import { loadLevel, startingLevel } from './levelLoader.ts';
import { shortTestLevel } from './simApi.ts';
import { MobileControls } from './MobileControls.tsx';
import { goOffline, goOnline, type OnlineOptions } from './online.ts';
import { Sfx } from './Sfx.ts';
import { StatusDisplay } from './StatusDisplay.tsx';

export interface GameScreenProps { mode: GameMode; quizCode: string | null; user: PublicUser | null; onBack: () => void }

interface Parts { session: GameSession; input: InputController; music: MusicPlayer; sfx: Sfx }

/** Test-only parameters, honoured only when the server says test hooks are on (never in production). */
function testHooks(): { startEnergy?: number; shortLevel: boolean } | null {
  if (document.querySelector('meta[name="test-hooks"]')?.getAttribute('content') !== '1') return null;
  const q = new URLSearchParams(window.location.search);
  const e = Number(q.get('test_energy'));
  return { startEnergy: Number.isInteger(e) && e > 0 && e <= 100 ? e : undefined, shortLevel: q.get('test_level') === 'short' };
}

/** The colour theme: ?theme= when given, else the class or friend quiz's subject, else the default sky. */
async function chooseTheme(quizCode: string | null): Promise<Theme> {
  const isTheme = (t: string | null | undefined): t is Theme => (THEMES as readonly string[]).includes(t ?? '');
  const fromUrl = new URLSearchParams(window.location.search).get('theme');
  if (isTheme(fromUrl)) return fromUrl;
  if (!quizCode) return 'default';
  try {
    const r = await api<{ questions: { subject: string }[] }>('GET', `/api/quiz/all_questions?quiz_code=${encodeURIComponent(quizCode)}`);
    const subject = r.questions[0]?.subject;
    return isTheme(subject) ? subject : 'default';
  } catch {
    return 'default';
  }
}

export default function GameScreen({ mode, quizCode, user, onBack }: GameScreenProps) {
  const host = useRef<HTMLDivElement>(null);
  const [hud] = useState<HudStore>(() => createHudStore());
  const [parts, setParts] = useState<Parts | null>(null);
  const [failed, setFailed] = useState(false);
  const [showMusic, setShowMusic] = useState(false);
  const [showHelp, setShowHelp] = useState(false);
  const [tiltMode, setTiltMode] = useState(false);
  const [touch] = useState(() => isMobileDevice() && (('ontouchstart' in window) || navigator.maxTouchPoints > 0));
  const sessionId = useRef<number | null>(null);
  const phase = useStore(hud, (s) => s.phase);
  const [online, setOnline] = useState<{ on: boolean; players: number }>({ on: false, players: 0 });
  const onlineOptions = useRef<OnlineOptions>({ mode, quizCode });
  const [switching, setSwitching] = useState(false);
  const switchingRef = useRef(false);

  useEffect(() => {
    let cancelled = false;
    let built: Parts | null = null;
    const view = new GameView('me');
    (async () => {
      try {
        const hooks = testHooks();
        const level = await startingLevel(Boolean(user), quizCode);
        const theme = await chooseTheme(quizCode);
        const [loaded] = await Promise.all([loadLevel(level), view.init(host.current!, theme)]);
        const levelData = hooks?.shortLevel ? shortTestLevel(loaded) : loaded;
        if (cancelled) return;
        const sfx = new Sfx();
        sfx.preload();
        const music = await MusicPlayer.load('brain_climb');
        // The effects follow the music modal: their own switch, the one volume.
        const followSound = () => { const s = music.getState(); sfx.apply({ enabled: s.effects, volume: s.volume }); };
        followSound();
        music.subscribe(followSound);
        const onR = () => { const p = hud.getState().phase; if (p === 'gameover' || p === 'victory') void restart(session, onlineOptions.current); };
        const input = new InputController(onR);
        const onEvent = (e: { type: string; playerKey: string }) => {
          // Coins are credited by the room that saw them; this call refreshes the balance shown.
          if (user && e.type === 'coin_collected' && e.playerKey === 'me') {
            api<{ coins: number }>('POST', '/api/v1/user_rewards/add_coin').then((r) => applyBalance(r.coins)).catch((err) => console.warn('add_coin failed', err));
          }
        };
        const session = new GameSession(levelData, { view, input, hud, sfx, startEnergy: hooks?.startEnergy, hooks: { onEvent } });
        onlineOptions.current = { mode, quizCode, testEnergy: hooks?.startEnergy, shortLevel: hooks?.shortLevel };
        if (user && await goOnline(session, level, onlineOptions.current)) setOnline({ on: true, players: session.link?.playerCount() ?? 1 });
        built = { session, input, music, sfx };
        if (cancelled) { dispose(built); return; }
        setParts(built);
        if (hooks) (window as unknown as { __brainClimb?: unknown }).__brainClimb = { session, hud, view };
      } catch (err) {
        console.error('the game failed to start', err);
        if (!cancelled) setFailed(true);
      }
    })();
    return () => { cancelled = true; if (built) dispose(built); view.destroy(); };
    // The game is built once per mount: user and code do not change while playing.
  }, []);

  useEffect(() => { if (failed) onBack(); }, [failed, onBack]);

  // The player count of the world, refreshed every 2 s while online.
  useEffect(() => {
    if (!parts || !online.on) return;
    const timer = setInterval(() => setOnline({ on: Boolean(parts.session.link), players: parts.session.link?.playerCount() ?? 0 }), 2000);
    return () => clearInterval(timer);
  }, [parts, online.on]);

  // One switch at a time: a second tap while a room is being joined or left would join twice and
  // leave a frog nobody moves standing in the world.
  const toggleOnline = async () => {
    if (!parts || switchingRef.current) return;
    switchingRef.current = true;
    setSwitching(true);
    try {
      const wasOnline = parts.session.link !== null;
      if (wasOnline) {
        await goOffline(parts.session);
        setOnline({ on: false, players: 0 });
      } else if (await goOnline(parts.session, parts.session.level, onlineOptions.current)) {
        setOnline({ on: true, players: parts.session.link?.playerCount() ?? 1 });
      }
    } finally {
      switchingRef.current = false;
      setSwitching(false);
    }
  };

  // Teacher and friend codes: a quiz game session for signed-in players, so the teacher sees progress.
  useEffect(() => {
    if (!parts || !user || !quizCode) return;
    api<{ session: { id: number } }>('POST', '/api/quiz_game_sessions', { quiz_code: quizCode })
      .then((r) => { sessionId.current = r.session.id; })
      .catch((err) => console.warn('quiz game session not started', err));
    return () => {
      if (sessionId.current !== null) api('POST', `/api/quiz_game_sessions/${sessionId.current}/complete`).catch((err) => console.warn('session complete failed', err));
    };
  }, [parts, user, quizCode]);

  // Tilt: device orientation drives left and right while tilt mode is on.
  useEffect(() => {
    if (!parts || !tiltMode) return;
    const onTilt = (e: DeviceOrientationEvent) => parts.input.tilt(e.gamma);
    window.addEventListener('deviceorientation', onTilt);
    return () => { window.removeEventListener('deviceorientation', onTilt); parts.input.tilt(null); };
  }, [parts, tiltMode]);

  const counters = useRef({ answered: 0, correct: 0, levels: 0 });
  const reportSession = () => {
    if (sessionId.current === null) return;
    const c = counters.current;
    api('PATCH', `/api/quiz_game_sessions/${sessionId.current}`, { questions_answered: c.answered, questions_correct: c.correct, levels_climbed: c.levels })
      .catch((err) => console.warn('session update failed', err));
  };

  const onRefilled = (r: RefillResult) => {
    counters.current.answered += r.answered;
    counters.current.correct += r.correct;
    reportSession();
    parts?.session.refill(r.token);
    if (user && quizCode && r.answers.length > 0) void postCompletion(quizCode, r);
  };

  const onNextLevel = async (): Promise<boolean> => {
    if (!parts) return false;
    const { session } = parts;
    const me = session.me();
    if (user) {
      try {
        await api('POST', '/api/jump_game/save_progress', { jump_level_reached: session.level + 1, total_gems: me.gems });
      } catch (err) {
        console.error('saving progress failed; staying on this level', err);
        return false;
      }
      api('POST', '/api/jump_game/save_gems', { gems_collected: me.gems }).catch((err) => console.warn('saving gems failed', err));
    }
    counters.current.levels += 1;
    reportSession();
    if (session.link) {
      const next = session.level + 1;
      await goOffline(session);
      if (await goOnline(session, next, onlineOptions.current, { carry: true })) { patchHud(hud, { phase: 'playing' }); return true; }
      setOnline({ on: false, players: 0 });
    }
    session.nextLevel(await loadLevel(session.level + 1));
    return true;
  };

  const start = () => {
    parts?.session.start();
    parts?.music.start();
  };

  const toggleTilt = async () => {
    if (tiltMode) { setTiltMode(false); return; }
    if (await requestTiltPermission()) setTiltMode(true);
  };

  const me = parts?.session.me();
  return (
    <div className={`game-screen${touch ? ' has-controls' : ''}`}>
      <div ref={host} className="game-canvas" aria-label="Brain Climb game" role="img" />
      <div className="game-toolbar">
        <button type="button" className="tool-btn" onClick={onBack} aria-label="Back to Menu">←<span className="wide-only"> Back to</span> Menu</button>
        <Link className="tool-btn" to="/" aria-label="Home">🏠</Link>
        <span className="spacer" />
        {touch && tiltSupported() && <button type="button" className="tool-btn" aria-pressed={tiltMode} onClick={toggleTilt}>{tiltMode ? '📱 Tilt' : '👆 Touch'}</button>}
        <button type="button" className="tool-btn" aria-pressed={showHelp} onClick={() => setShowHelp((s) => !s)} aria-label="Controls help"><strong>?</strong></button>
        {user && parts && <button type="button" className="tool-btn" aria-pressed={online.on} aria-busy={switching} disabled={switching} onClick={() => void toggleOnline()} title={online.on ? 'Playing with others: tap to play alone, offline' : 'Playing offline: tap to join other players'}>{online.on ? `🌐 Online · ${online.players}` : '📴 Offline'}</button>}
        <button type="button" className="tool-btn" onClick={() => setShowMusic(true)} aria-label="Sound and music settings">🎵</button>
      </div>
      {parts && <StatusDisplay hud={hud} />}
      {parts && touch && <MobileControls input={parts.input} tiltMode={tiltMode} />}
      {showHelp && <ControlsHelp onClose={() => setShowHelp(false)} />}
      {parts && phase === 'intro' && <IntroOverlay onStart={start} touch={touch} />}
      {parts && phase === 'quiz' && <QuizModal quizCode={quizCode} user={user} sfx={parts.sfx} onComplete={onRefilled} />}
      {parts && phase === 'complete' && me && <LevelCompleteModal level={parts.session.level} gems={me.gems} coins={me.coins} onNext={onNextLevel} />}
      {parts && (phase === 'gameover' || phase === 'victory') && <GameOverPanel victory={phase === 'victory'} onRestart={() => void restart(parts.session, onlineOptions.current)} />}
      {parts && showMusic && <MusicModal player={parts.music} onClose={() => setShowMusic(false)} />}
      {!parts && <p className="game-loading" role="status">Loading…</p>}
      {mode === 'teacher_mode' && quizCode && <span className="sr-only">Class quiz {quizCode}</span>}
    </div>
  );
}

/** R or Try Again: back to level 1 (energy 100, counters reset, 2 jumps); online, in a level-1 world. */
async function restart(session: GameSession, online: OnlineOptions): Promise<void> {
  if (session.link) {
    await goOffline(session);
    if (await goOnline(session, 1, { ...online, testEnergy: undefined }, { fresh: true })) { session.start(); return; }
  }
  session.restart(await loadLevel(1));
}

/** A class or friend quiz: each refill round is recorded as a jumping_game completion with its answers. */
async function postCompletion(quizCode: string, r: RefillResult): Promise<void> {
  try {
    const c = await api<{ completion_id: number }>('POST', '/api/quiz_completions', { quiz_id: quizCode, feature_type: 'jumping_game' });
    await api('POST', `/api/quiz_completions/${c.completion_id}/submit_results`, { answers: r.answers });
  } catch (err) {
    console.warn('quiz results not posted', err);
  }
}

function dispose(p: Parts) {
  p.session.dispose();
  p.input.dispose();
  p.music.dispose();
  p.sfx.dispose();
}
