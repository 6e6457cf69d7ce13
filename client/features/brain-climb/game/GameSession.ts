// One player's Brain Climb in the browser: the sim world stepped at a fixed 60 Hz on the Pixi
// ticker, inputs from the InputController, events turned into HUD updates, sounds and overlay
// phases. React reads it through the HUD store. Whoever creates a session calls dispose().
// Online (a ClimbLink to a room) the local world predicts the own frog: each input also goes to
// the room, and the Reconciler corrects the frog by what the room says; offline it is the game.
import type { Ticker } from 'pixi.js';
import type { ClimbLink } from './ClimbLink.ts';
import { Reconciler } from './Reconciler.ts';
import { addFrog, advanceLevel, buildWorldFromLevel, correctFrog, frogView, listFrogs, listPickups, listPlatforms, localLevel, refillEnergy, restartBrainClimb, restoreBrainClimb, shortTestLevel, stepBrainClimb, type BrainClimbEvent, type BrainClimbWorld, type LevelData } from './simApi.ts';
import type { GameView } from './GameView.ts';
import { patchHud, type HudStore } from './hudStore.ts';
import type { InputController } from './InputController.ts';
import type { Sfx } from './Sfx.ts';

export const STEP_MS = 1000 / 60;
/** At most this many catch-up steps per frame, so a stalled tab does not spiral. */
const MAX_STEPS_PER_FRAME = 5;
export const ME = 'me';
const FRAME_SAMPLES = 8192;

export interface SessionHooks {
  /** Every event the step reports, after the session has handled it. */
  onEvent?: (e: BrainClimbEvent) => void;
}

export class GameSession {
  world: BrainClimbWorld;
  #view: GameView;
  #input: InputController;
  #hud: HudStore;
  #sfx: Sfx;
  #hooks: SessionHooks;
  #acc = 0;
  #inputs = new Map<string, number>();
  #link: ClimbLink | null = null;
  #net: Reconciler | null = null;
  #tick = (t: Ticker) => this.#frame(t.elapsedMS);
  /** Counters and the last FRAME_SAMPLES frame times (sim steps + render submit, ms) for the benchmark. */
  stats = { steps: 0, stepMsTotal: 0, frames: 0 };
  readonly frameMs = new Float32Array(FRAME_SAMPLES);

  constructor(level: LevelData, parts: { view: GameView; input: InputController; hud: HudStore; sfx: Sfx; hooks?: SessionHooks; startEnergy?: number }) {
    this.#view = parts.view;
    this.#input = parts.input;
    this.#hud = parts.hud;
    this.#sfx = parts.sfx;
    this.#hooks = parts.hooks ?? {};
    this.world = buildWorldFromLevel(level);
    addFrog(this.world, ME, parts.startEnergy === undefined ? {} : { energy: parts.startEnergy });
    this.#capture();
    this.#view.app.ticker.add(this.#tick);
  }

  get level(): number { return this.world.level; }
  get link(): ClimbLink | null { return this.#link; }
  get reconciler(): Reconciler | null { return this.#net; }

  /** Plays in this room from now on: its world, the own frog where the room put it. */
  attach(link: ClimbLink): void {
    // A session plays in one room at a time: a room it was in before is left, not abandoned.
    if (this.#link && this.#link !== link) void this.#link.leave();
    const w = link.world;
    const world = w.testLevel ? buildWorldFromLevel(shortTestLevel(localLevel(w.level))) : restoreBrainClimb({ ...w, frogs: [] });
    const f = link.me();
    addFrog(world, ME, f ? { energy: f.energy, gems: f.gems, coins: f.coins } : {});
    if (f) correctFrog(world, ME, { x: f.x, y: f.y, jumpsLeft: f.jumpsLeft, state: f.state });
    this.world = world;
    this.#link = link;
    this.#net = new Reconciler(link, ME);
    this.#view.reset();
    this.#acc = 0;
    this.#capture();
  }

  /** Offline: leaves the room; the local world goes on as the game. */
  detach(): ClimbLink | null {
    const link = this.#link;
    this.#link = null;
    this.#net = null;
    this.#capture();
    return link;
  }
  me() { return frogView(this.world, ME)!; }

  #frame(elapsedMs: number): void {
    const t0 = performance.now();
    const phase = this.#hud.getState().phase;
    if (phase === 'playing' || phase === 'quiz') {
      this.#acc += Math.min(elapsedMs, 250);
      if (this.#net) this.#reconcile(phase);
      let n = 0;
      while (this.#acc >= STEP_MS && n < MAX_STEPS_PER_FRAME) {
        this.#step(phase === 'playing' ? this.#input.bits() : 0);
        this.#input.endStep();
        this.#acc -= STEP_MS;
        n++;
      }
      if (n === MAX_STEPS_PER_FRAME) this.#acc = 0;
    } else if (this.#net) {
      // No frame may wait for a batch that will not fill: the room must step the frames that
      // reached the goal (or ended the game) before it can record it.
      this.#link!.flush();
      // Online the room's world goes on meanwhile: so does the local one, the own frog held.
      this.#acc += Math.min(elapsedMs, 250);
      const n = Math.min(Math.floor(this.#acc / STEP_MS), MAX_STEPS_PER_FRAME);
      this.#acc = n === MAX_STEPS_PER_FRAME ? 0 : this.#acc - n * STEP_MS;
      if (n > 0) {
        this.#net.hold(this.world, n);
        this.#capture();
      }
    }
    this.#view.render(this.#acc / STEP_MS, elapsedMs);
    this.frameMs[this.stats.frames % FRAME_SAMPLES] = performance.now() - t0;
    this.stats.frames++;
  }

  #reconcile(phase: string): void {
    this.#net!.sync(this.world);
    this.#net!.ease();
    const me = frogView(this.world, ME);
    if (!me) return;
    if (me.paused && phase === 'playing') patchHud(this.#hud, { phase: 'quiz' });
    else if (me.state === 'playing' && phase === 'quiz') patchHud(this.#hud, { phase: 'playing' });
    else if (me.state === 'complete' && phase === 'playing') patchHud(this.#hud, { phase: 'complete' });
  }

  #step(bits: number): void {
    const t0 = performance.now();
    this.#inputs.set(ME, bits);
    const seq = this.#link ? this.#link.send(bits) : 0;
    const events = stepBrainClimb(this.world, this.#inputs);
    if (this.#net) this.#net.recordPrediction(this.world, seq);
    this.stats.steps++;
    this.stats.stepMsTotal += performance.now() - t0;
    for (const e of events) this.#handle(e);
    this.#capture();
  }

  #handle(e: BrainClimbEvent): void {
    if (e.playerKey === ME) {
      switch (e.type) {
        case 'jumped': this.#sfx.play('hop'); break;
        case 'landed': this.#sfx.play('land'); break;
        case 'coin_collected': this.#sfx.play('pickup-coin'); break;
        case 'orb_collected': this.#sfx.play('pickup-orb'); break;
        case 'gem_collected': this.#sfx.play('pickup-gem'); break;
        case 'energy_depleted': patchHud(this.#hud, { phase: 'quiz' }); break;
        case 'level_complete': this.#sfx.play('level-complete'); patchHud(this.#hud, { phase: 'complete' }); break;
        case 'victory': patchHud(this.#hud, { phase: 'victory' }); break;
        case 'game_over': patchHud(this.#hud, { phase: 'gameover' }); break;
        case 'fell_reset': break;
      }
    }
    this.#hooks.onEvent?.(e);
  }

  #capture(): void {
    const frogs = listFrogs(this.world);
    if (this.#net) {
      const { x, y } = this.#net.offset;
      for (const f of frogs) if (f.playerKey === ME) { f.x += x; f.y += y; }
      frogs.push(...this.#net.others());
    }
    this.#view.capture({ frogs, platforms: listPlatforms(this.world), pickups: listPickups(this.world) });
    const me = frogView(this.world, ME);
    if (me) patchHud(this.#hud, { energy: me.energy, maxEnergy: me.maxEnergy, heightM: me.heightM, gems: me.gems, coins: me.coins, jumpsLeft: me.jumpsLeft, maxJumps: me.maxJumps, level: this.world.level });
  }

  start(): void { patchHud(this.#hud, { phase: 'playing' }); }

  /**
   * After the server (or, offline, the modal) counted 3 distinct correct answers. Online the room
   * refills on the quiz's token, and the frog resumes when the room says so.
   */
  refill(token?: string): void {
    if (this.#link) {
      if (token) this.#link.refill(token);
      return;
    }
    refillEnergy(this.world, ME);
    patchHud(this.#hud, { phase: 'playing' });
    this.#capture();
  }

  /** Next Level, keeping energy and counters; levelData is the next level's (from the server or generated). */
  nextLevel(levelData: LevelData): void {
    const next = advanceLevel(this.world, levelData);
    this.world = next;
    this.#view.reset();
    this.#acc = 0;
    this.#capture();
    patchHud(this.#hud, { phase: 'playing' });
  }

  /** R or Try Again: energy 100, level 1, counters reset, 2 jumps. */
  restart(level1: LevelData): void {
    this.world = restartBrainClimb(this.world, level1);
    this.#view.reset();
    this.#acc = 0;
    this.#capture();
    patchHud(this.#hud, { phase: 'playing' });
  }

  /** Leaving the game screen leaves the room too (the frog is parked for the player's return). */
  dispose(): void {
    this.#view.app.ticker?.remove(this.#tick);
    void this.#link?.leave();
    this.#link = null;
  }
}
