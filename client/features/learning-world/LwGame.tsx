// The Learning World game (the lazy chunk with PixiJS): builds the session (with the player's
// room when signed in), the view (WebGL, or Canvas 2D for the classic view and for browsers
// without WebGL), the HUD, the phone controls and the quiz after a catch.
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../../../server/features/auth/schema.ts';
import type { PlayerModule } from '../../../server/features/learning-world/schema.ts';
import type { LearningWorldView } from '../../../sim/learning-world/index.ts';
import { Input } from '../../../sim/core/input.ts';
import { api } from '../../api/client.ts';
import { Sfx, type SfxName } from '../brain-climb/game/Sfx.ts';
import { applyBalance } from '../coins/coinStore.ts';
import { CanvasView } from './CanvasView.ts';
import { CatchQuiz } from './CatchQuiz.tsx';
import { LwInput } from './LwInput.ts';
import { loadHighScore, openModule, recordHighScore } from './lwModel.ts';
import { LwRoom } from './lwRoom.ts';
import { LwSession, type CatchResult } from './LwSession.ts';
import { PixiView } from './PixiView.ts';

export interface LwGameProps { user: PublicUser | null; modules: readonly PlayerModule[]; legacy: boolean; seed?: string }

interface Hud { gems: number; multiplier: number; best: number; online: boolean }

export default function LwGame({ user, modules, legacy, seed }: LwGameProps) {
  const host = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [session, setSession] = useState<LwSession | null>(null);
  const [input] = useState(() => new LwInput());
  const [hud, setHud] = useState<Hud>({ gems: 0, multiplier: 1, best: loadHighScore(), online: false });
  const [caughtWith, setCaughtWith] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [phone, setPhone] = useState(() => window.innerWidth < 768);
  const [renderer, setRenderer] = useState<'webgl' | 'canvas2d' | null>(null);
  const sfxRef = useRef<Sfx | null>(null);

  useEffect(() => {
    const onResize = () => setPhone(window.innerWidth < 768);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    let cancelled = false;
    let built: LwSession | null = null;
    const sfx = new Sfx();
    sfx.preload();
    sfxRef.current = sfx;
    (async () => {
      const room = user ? await LwRoom.open(modules.length).catch((err) => { console.warn('no Learning World room; playing offline', err); return null; }) : null;
      if (cancelled) { void room?.leave(); return; }
      const s = new LwSession({
        seed: room?.seed ?? seed ?? Math.random().toString(36).slice(2, 10),
        signedIn: Boolean(user), modules: modules.length, room, input,
        handlers: {
          onCaught: () => { sfx.play('caught'); setCaughtWith(s.world.gems); },
          onGem: (gems) => { sfx.play('pickup-gem'); const best = recordHighScore(gems); setHud((h) => ({ ...h, gems, best })); },
          onModuleOpened: (i) => {
            const m = modules[i];
            if (!m) return;
            const action = openModule(m, s.view().coinMultiplier, s.world.gems);
            if (action.kind === 'go') navigate(action.url); else setNotice(action.message);
          },
          onHotspotOpened: () => navigate('/game_leaderboard'),
          onHud: (v: LearningWorldView) => setHud((h) => ({ ...h, gems: v.gemCount, multiplier: v.coinMultiplier })),
        },
      });
      built = s;
      const view = await makeView(host.current!, modules, s.view(), legacy);
      if (cancelled) { view.destroy(); s.dispose(); return; }
      s.attachView(view);
      setRenderer(view instanceof PixiView ? 'webgl' : 'canvas2d');
      s.start();
      setSession(s);
      setHud((h) => ({ ...h, online: Boolean(room) }));
      if (document.querySelector('meta[name="test-hooks"]')?.getAttribute('content') === '1') (window as unknown as { __lw?: unknown }).__lw = { session: s };
    })().catch((err) => console.error('the Learning World failed to start', err));
    return () => { cancelled = true; built?.dispose(); input.dispose(); sfx.dispose(); if (sfxRef.current === sfx) sfxRef.current = null; };
    // Built once per mount: the page remounts this component when the view or the user changes.
  }, []);

  const loadQuestion = useCallback(() => session!.question(), [session]);
  const check = useCallback((id: string, index: number) => session!.answer(id, index), [session]);
  const answerSounds = useMemo(() => ({ play: (name: SfxName) => sfxRef.current?.play(name) }), []);
  const done = (r: CatchResult) => {
    if (!session) return;
    const gemsBefore = session.world.gems;
    session.resolve(r.correct);
    setCaughtWith(null);
    if (!user || !session.room) return;
    if (r.correct) api<{ coins: number }>('POST', '/api/v1/user_rewards/add_coin').then((b) => applyBalance(b.coins)).catch((err) => console.warn('add_coin failed', err));
    else api('POST', '/api/v1/user_rewards/update_gem_count', { gem_count: gemsBefore }).catch((err) => console.warn('update_gem_count failed', err));
  };

  return (
    <div className={`lw-game${phone ? ' phone' : ''}`}>
      <div className="lw-hud" aria-live="polite">
        <span className="lw-stat" aria-label={`Gems: ${hud.gems}`}>💎 <strong>{hud.gems}</strong></span>
        <span className="lw-stat" aria-label={`Best: ${hud.best}`}>🏅 Best <strong>{hud.best}</strong></span>
        {user && <span className="lw-stat" aria-label={`Coin multiplier: ${hud.multiplier}`}>🪙 ×<strong>{hud.multiplier}</strong></span>}
        {user && <span className={`lw-stat lw-online${hud.online ? '' : ' off'}`}>{hud.online ? '🌐 Rewards on' : '📴 Offline: no rewards'}</span>}
      </div>
      <div ref={host} className="lw-stage" data-renderer={renderer ?? ''} role="img" aria-label="Learning World: move with the arrow keys, collect gems, avoid the chasers" />
      {phone && <PhoneControls input={input} />}
      {caughtWith !== null && session && <CatchQuiz load={loadQuestion} check={check} onDone={done} gems={caughtWith} signedIn={Boolean(user && session.room)} sfx={answerSounds} />}
      {notice && (
        <div className="lw-notice" role="alert">
          <p>{notice}</p>
          <button type="button" className="btn small" onClick={() => setNotice(null)}>OK</button>
        </div>
      )}
    </div>
  );
}

async function makeView(host: HTMLElement, modules: readonly PlayerModule[], first: LearningWorldView, legacy: boolean) {
  if (!legacy && webglAvailable()) {
    const pixi = new PixiView();
    try {
      await pixi.init(host, modules, first);
      return pixi;
    } catch (err) {
      console.warn('WebGL could not start; drawing the classic view', err);
      pixi.destroy();
    }
  }
  return new CanvasView(host, modules);
}

function webglAvailable(): boolean {
  try {
    const c = document.createElement('canvas');
    return Boolean(c.getContext('webgl2') ?? c.getContext('webgl'));
  } catch {
    return false;
  }
}

function PhoneControls({ input }: { input: LwInput }) {
  const hold = (bits: number) => ({
    onPointerDown: (e: PointerEvent<HTMLButtonElement>) => { e.preventDefault(); e.currentTarget.setPointerCapture?.(e.pointerId); input.press(bits); },
    onPointerUp: () => input.release(bits),
    onPointerCancel: () => input.release(bits),
    onPointerLeave: () => input.release(bits),
    onContextMenu: (e: React.MouseEvent) => e.preventDefault(),
  });
  return (
    <div className="lw-pad" aria-label="Controls">
      <div className="lw-arrows">
        <button type="button" className="lw-up" aria-label="Up" {...hold(Input.UP)}>▲</button>
        <button type="button" className="lw-left" aria-label="Left" {...hold(Input.LEFT)}>◀</button>
        <button type="button" className="lw-down" aria-label="Down" {...hold(Input.DOWN)}>▼</button>
        <button type="button" className="lw-right" aria-label="Right" {...hold(Input.RIGHT)}>▶</button>
      </div>
      <button type="button" className="lw-confirm" aria-label="Open" {...hold(Input.CONFIRM)}>OK</button>
    </div>
  );
}
