// Prediction and reconciliation for the player's own frog, interpolation for everyone else's.
//
// The local world steps the own frog at once with each input; every step's predicted frog is kept
// by the input's sequence number. When the room's state says it has stepped input n, the frog it
// reports is compared with the prediction for n: the difference is what the prediction got wrong
// (a pickup someone else took first, a moving platform a few ticks out of phase), and the current
// frog is moved by that difference. Small errors are hidden by easing the drawn frog; big ones
// (over SNAP_PX) are snapped. Energy, the quiz pause and counters follow the room the same way.
// The local world keeps the room's clock: each frame is stepped at the world tick the room steps
// it at, so moving platforms are where the room has them. When the room took a frame later than
// the prediction did (the page sat on the intro, the connection is slower, the room waited for a
// late frame), the local world catches up with the own frog held, as the room held it.
// Other frogs are drawn where the room says, smoothed by SMOOTHING per frame (spec 0.3).
import { ANIMATION_NAMES, FROG_STATE_NAMES, type AnimationName } from '../../../../sim/brain-climb/index.ts';
import { HOLD_FRAME } from '../../../../sim/core/input.ts';
import type { ClimbLink, RemoteFrog } from './ClimbLink.ts';
import type { FrameFrog } from './GameView.ts';
import { correctFrog, frogView, removePickup, stepBrainClimb, type BrainClimbWorld } from './simApi.ts';

const HISTORY = 256;
/** Below this the prediction counts as right (positions travel as whole pixels). */
const TOLERANCE_PX = 1.5;
const SNAP_PX = 96;
const SMOOTHING = 0.3;
/** Catch-up steps at most per call (about 10 ms of work): a long wait is caught up over a few frames. */
const MAX_CATCH_UP = 600;

interface Predicted { seq: number; x: number; y: number; energy: number; state: number; tick: number }

export interface ReconcileStats {
  corrections: number; snaps: number; lastErrorPx: number; maxErrorPx: number;
  /** Ticks the local world was stepped with the own frog held to keep the room's clock, and the last lag found. */
  caughtUpTicks: number; lastClockLag: number;
}

export class Reconciler {
  #link: ClimbLink;
  #me: string;
  #history: Predicted[] = Array.from({ length: HISTORY }, () => ({ seq: -1, x: 0, y: 0, energy: 0, state: 0, tick: 0 }));
  #hold: Map<string, number>;
  #checkedAck = 0;
  #takenApplied = 0;
  #remote = new Map<string, { x: number; y: number }>();
  /** What the drawn own frog is still off by (eased away). */
  offset = { x: 0, y: 0 };
  stats: ReconcileStats = { corrections: 0, snaps: 0, lastErrorPx: 0, maxErrorPx: 0, caughtUpTicks: 0, lastClockLag: 0 };

  constructor(link: ClimbLink, me: string) {
    this.#link = link;
    this.#me = me;
    this.#hold = new Map([[me, HOLD_FRAME]]);
  }

  /**
   * Steps the local world with the own frog held (no input frame): the platforms and the clock go
   * on as in the room while the frog waits. For the times no frames are stepped (the intro).
   */
  hold(world: BrainClimbWorld, ticks = 1): void {
    for (let i = 0; i < ticks; i++) stepBrainClimb(world, this.#hold);
  }

  /** After stepping input `seq` locally. */
  recordPrediction(world: BrainClimbWorld, seq: number): void {
    if (seq <= 0) return;
    const f = frogView(world, this.#me);
    if (!f) return;
    const slot = this.#history[seq % HISTORY];
    slot.seq = seq;
    slot.x = f.x;
    slot.y = f.y;
    slot.energy = f.energy;
    slot.state = FROG_STATE_NAMES.indexOf(f.state);
    slot.tick = world.tick;
  }

  /** Applies what the room has said since the last call: pickups taken, corrections. */
  sync(world: BrainClimbWorld): void {
    const taken = this.#link.taken();
    for (; this.#takenApplied < taken.length; this.#takenApplied++) removePickup(world, taken[this.#takenApplied]);
    const ack = this.#link.ack;
    const server = this.#link.me();
    if (!server || ack === this.#checkedAck) return;
    this.#checkedAck = ack;
    const predicted = this.#history[ack % HISTORY];
    if (predicted.seq !== ack) return this.#snap(world, server);
    this.#keepClock(world, predicted.tick, ack);
    const dx = server.x - predicted.x;
    const dy = server.y - predicted.y;
    const error = Math.hypot(dx, dy);
    this.stats.lastErrorPx = error;
    this.stats.maxErrorPx = Math.max(this.stats.maxErrorPx, error);
    const now = frogView(world, this.#me)!;
    if (error > SNAP_PX) this.#snap(world, server);
    else if (error > TOLERANCE_PX) {
      this.stats.corrections++;
      correctFrog(world, this.#me, { x: now.x + dx, y: now.y + dy });
      this.offset.x -= dx;
      this.offset.y -= dy;
      for (const h of this.#history) if (h.seq > ack) { h.x += dx; h.y += dy; }
    }
    const energyOff = server.energy - predicted.energy;
    if (energyOff !== 0) {
      correctFrog(world, this.#me, { energy: now.energy + energyOff });
      for (const h of this.#history) if (h.seq > ack) h.energy += energyOff;
    }
    if (server.state !== predicted.state) correctFrog(world, this.#me, { state: server.state, energy: server.energy });
    if (server.gems !== now.gems || server.coins !== now.coins) correctFrog(world, this.#me, { gems: server.gems, coins: server.coins });
  }

  /** Catches the local world up when the room stepped frame `ack` at a later tick than the prediction. */
  #keepClock(world: BrainClimbWorld, predictedTick: number, ack: number): void {
    const lag = this.#link.ackTick - predictedTick;
    this.stats.lastClockLag = lag;
    if (lag <= 0) return;
    const ticks = Math.min(lag, MAX_CATCH_UP);
    this.hold(world, ticks);
    this.stats.caughtUpTicks += ticks;
    for (const h of this.#history) if (h.seq > ack) h.tick += ticks;
  }

  #snap(world: BrainClimbWorld, server: RemoteFrog): void {
    this.stats.snaps++;
    correctFrog(world, this.#me, { x: server.x, y: server.y, vx: 0, vy: 0, energy: server.energy, state: server.state, jumpsLeft: server.jumpsLeft, gems: server.gems, coins: server.coins });
    this.offset.x = 0;
    this.offset.y = 0;
  }

  /** Eases the drawn own frog onto the simulated one (call once per display frame). */
  ease(): void {
    this.offset.x *= 1 - SMOOTHING;
    this.offset.y *= 1 - SMOOTHING;
    if (Math.abs(this.offset.x) < 0.1) this.offset.x = 0;
    if (Math.abs(this.offset.y) < 0.1) this.offset.y = 0;
  }

  /** Everyone else's frog, smoothed toward where the room says it is. */
  others(): FrameFrog[] {
    const out: FrameFrog[] = [];
    const seen = new Set<string>();
    for (const f of this.#link.others()) {
      seen.add(f.key);
      const shown = this.#remote.get(f.key) ?? { x: f.x, y: f.y };
      shown.x += (f.x - shown.x) * SMOOTHING;
      shown.y += (f.y - shown.y) * SMOOTHING;
      this.#remote.set(f.key, shown);
      out.push(remoteView(f, shown.x, shown.y));
    }
    for (const key of this.#remote.keys()) if (!seen.has(key)) this.#remote.delete(key);
    return out;
  }
}

function remoteView(f: RemoteFrog, x: number, y: number): FrameFrog {
  const state = FROG_STATE_NAMES[f.state] ?? 'playing';
  return {
    playerKey: f.key, name: f.name, tint: f.tint, x, y, vx: 0, vy: 0,
    energy: f.energy, maxEnergy: 100, jumpsLeft: f.jumpsLeft, maxJumps: 3, onGround: f.onGround,
    facing: f.facing < 0 ? -1 : 1, animation: (ANIMATION_NAMES[f.animation] ?? 'idle') as AnimationName,
    heightM: (600 - y) / 10, gems: f.gems, coins: f.coins, orbsCollected: 0,
    paused: state === 'quiz', levelComplete: state === 'complete', state,
  };
}
