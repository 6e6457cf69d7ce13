// Watching a student's recorded climb: the room's input stream run through the same sim in the
// browser and drawn on a canvas that follows the student's frog, with play, pause, speed and a
// timeline that marks where the energy ran out (each of those opened a quiz).
import { useEffect, useRef, useState } from 'react';
import * as BC from '../../../sim/brain-climb/index.ts';
import { decodeRuns, type ReplayFile } from '../../../sim/replay.ts';
import { api } from '../../api/client.ts';

const SPEEDS = [0.5, 1, 2, 4];
const VIEW_H = 760;

interface Loaded { replay: ReplayFile; player_key: string }

/** A replay as a steppable world: restart() goes back to tick 0. */
function player(r: ReplayFile) {
  const inputs = Object.entries(r.inputs).map(([key, runs]) => [key, decodeRuns(runs)] as const);
  let world = BC.createBrainClimbWorld({ seed: r.seed, level: r.level ?? 1, maxJumps: r.maxJumps, finalLevel: r.finalLevel ?? null, cleanupFrom: r.cleanupFrom });
  let c = 0;
  const map = new Map<string, number>();
  return {
    get world() { return world; },
    restart() { world = BC.createBrainClimbWorld({ seed: r.seed, level: r.level ?? 1, maxJumps: r.maxJumps, finalLevel: r.finalLevel ?? null, cleanupFrom: r.cleanupFrom }); c = 0; },
    step(): BC.BrainClimbEvent[] {
      const t = world.tick + 1;
      for (; c < r.commands.length && r.commands[c].tick === t; c++) {
        const cmd = r.commands[c];
        if (cmd.op === 'addFrog') BC.addFrog(world, cmd.player, cmd.options);
        else if (cmd.op === 'removeFrog') BC.removeFrog(world, cmd.player);
        else if (cmd.op === 'refill') BC.refillEnergy(world, cmd.player);
        else if (cmd.op === 'restart') BC.restartFrog(world, cmd.player);
      }
      map.clear();
      for (const [key, bits] of inputs) if (world.eidByKey.has(key)) map.set(key, bits[t - 1] ?? 0);
      return BC.stepBrainClimb(world, map);
    },
  };
}

export default function ReplayPlayer({ quizId, replayId, name, missed, onClose }: { quizId: number; replayId: number; name: string; missed: string[]; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [speed, setSpeed] = useState(1);
  const [tick, setTick] = useState(0);
  const [marks, setMarks] = useState<number[]>([]);
  const seek = useRef<number | null>(null);
  const playingRef = useRef(playing);
  const speedRef = useRef(speed);
  useEffect(() => { playingRef.current = playing; speedRef.current = speed; }, [playing, speed]);

  useEffect(() => {
    api<Loaded>('GET', `/api/v1/teacher/quizzes/${quizId}/replays/${replayId}`).then(setLoaded).catch(() => setFailed(true));
  }, [quizId, replayId]);

  // Where the followed frog ran out of energy: one quick run through the whole climb.
  useEffect(() => {
    if (!loaded) return;
    const p = player(loaded.replay);
    const found: number[] = [];
    while (p.world.tick < loaded.replay.ticks) for (const e of p.step()) if (e.type === 'energy_depleted' && e.playerKey === loaded.player_key) found.push(e.tick);
    setMarks(found);
  }, [loaded]);

  useEffect(() => {
    if (!loaded || !canvas.current) return;
    const p = player(loaded.replay);
    const ctx = canvas.current.getContext('2d')!;
    let raf = 0;
    let acc = 0;
    let last = performance.now();
    const frame = (now: number) => {
      const dt = Math.min(now - last, 100);
      last = now;
      if (seek.current !== null) {
        const target = seek.current;
        seek.current = null;
        if (target < p.world.tick) p.restart();
        while (p.world.tick < target) p.step();
      } else if (playingRef.current && p.world.tick < loaded.replay.ticks) {
        acc += dt * speedRef.current;
        while (acc >= 1000 / 60 && p.world.tick < loaded.replay.ticks) { p.step(); acc -= 1000 / 60; }
      }
      draw(ctx, p.world, loaded.player_key);
      setTick(p.world.tick);
      raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(raf);
  }, [loaded]);

  const total = loaded?.replay.ticks ?? 1;
  return (
    <section className="tq-replay" aria-label={`Replay of ${name}'s climb`}>
      <header>
        <h3>{name}&apos;s climb</h3>
        <button type="button" className="btn small ghost" onClick={onClose}>Close</button>
      </header>
      {failed && <p role="alert">The replay could not be loaded.</p>}
      {!loaded && !failed && <p role="status">Loading the replay…</p>}
      {loaded && (
        <>
          <canvas ref={canvas} width={600} height={380} className="tq-replay-canvas" data-tick={tick} />
          <div className="tq-replay-controls">
            <button type="button" className="btn small" onClick={() => setPlaying((p) => !p)}>{playing ? 'Pause' : 'Play'}</button>
            <label>Speed <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>{SPEEDS.map((s) => <option key={s} value={s}>{s}×</option>)}</select></label>
            <span>{fmt(tick)} / {fmt(total)}</span>
          </div>
          <div className="tq-timeline">
            <input type="range" min={0} max={total} value={tick} aria-label="Timeline" onChange={(e) => { seek.current = Number(e.target.value); }} />
            {marks.map((m) => <span key={m} className="tq-mark" style={{ left: `${(m / total) * 100}%` }} title={`Energy ran out at ${fmt(m)}: a quiz opened`} />)}
          </div>
          <p className="muted">Red marks: the energy ran out and a quiz opened ({marks.length}).</p>
          {missed.length > 0 && <p><strong>Missed questions:</strong> {missed.join(' · ')}</p>}
        </>
      )}
    </section>
  );
}

const fmt = (ticks: number) => `${Math.floor(ticks / 3600)}:${String(Math.floor(ticks / 60) % 60).padStart(2, '0')}`;

function draw(ctx: CanvasRenderingContext2D, world: BC.BrainClimbWorld, follow: string): void {
  const { width, height } = ctx.canvas;
  const scale = width / 1200;
  const me = BC.frogView(world, follow);
  const camY = (me?.y ?? 600) - VIEW_H * 0.6;
  ctx.fillStyle = '#bfe6ff';
  ctx.fillRect(0, 0, width, height);
  const y = (v: number) => (v - camY) * scale;
  for (const p of BC.listPlatforms(world)) {
    ctx.fillStyle = p.kind === 'goal' ? '#ffd166' : p.isMoving ? '#ff9f43' : p.kind === 'ground' ? '#6ab04c' : '#2bb673';
    ctx.fillRect((p.x - p.width / 2) * scale, y(p.y - p.height / 2), p.width * scale, Math.max(3, p.height * scale));
  }
  for (const k of BC.listPickups(world)) {
    ctx.fillStyle = k.kind === 'orb' ? '#4fb3ff' : k.kind === 'coin' ? '#f5b400' : '#e84393';
    ctx.beginPath();
    ctx.arc(k.x * scale, y(k.y), 6, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const f of BC.listFrogs(world)) {
    const mine = f.playerKey === follow;
    ctx.globalAlpha = mine ? 1 : 0.45;
    ctx.fillStyle = mine ? (f.paused ? '#e5484d' : '#1e8a55') : '#7f8c8d';
    ctx.beginPath();
    ctx.arc(f.x * scale, y(f.y), mine ? 11 : 8, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  if (me) {
    ctx.fillStyle = '#1d3557';
    ctx.font = '700 14px Nunito, sans-serif';
    ctx.fillText(`⚡ ${me.energy}   ⛰️ ${Math.round(me.heightM)} m${me.paused ? '   (quiz)' : ''}`, 10, 20);
  }
}
